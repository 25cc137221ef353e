import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../shared/config';
import { s3ImageOrigin } from '../modules/storage/create-storage';

/**
 * The browser features no page of ours uses (docs/SECURITY.md), turned off for
 * the page and anything it embeds: a script that got in still cannot ask for
 * them. (Uploading a photo from a phone's camera goes through a file input,
 * which this does not touch.)
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The security headers every answer carries (docs/SECURITY.md): a strict CSP,
 * no framing (CSP's `frame-ancestors 'none'`, and X-Frame-Options DENY for
 * browsers that only read that: one rule), no sniffing, HSTS behind HTTPS.
 */
export function securityHeaderOptions(config: Config): HelmetOptions {
  const https = config.PUBLIC_URL.startsWith('https://');
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...s3ImageOrigin(config)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: https,
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * Sets them on every answer. helmet's middleware is built once here: the
 * Fastify wrapper built it again for every request (its directives parsed
 * anew each time), a cost every page and every order paid.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const apply = helmet(securityHeaderOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
