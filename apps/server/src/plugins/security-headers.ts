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

/** Where Meta's pixel and Google Analytics load from and send to: allowed only on the pages of a store that set an id (docs/product/measurement.md). */
const MEASUREMENT_SCRIPTS = ['https://connect.facebook.net', 'https://www.googletagmanager.com'];
const MEASUREMENT_CALLS = [
  'https://www.facebook.com',
  'https://connect.facebook.net',
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** The Content-Security-Policy of a store page that may measure: the one every answer carries, plus those addresses. */
export function measuredPagePolicy(config: Config): string {
  const directives = (
    securityHeaderOptions(config, true).contentSecurityPolicy as { directives: Record<string, string[] | null> }
  ).directives;
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return Object.entries(directives)
    .filter(([, values]) => values !== null)
    .map(([name, values]) => [kebab(name), ...(values ?? [])].join(' '))
    .join(';');
}

/**
 * The security headers every answer carries (docs/SECURITY.md): a strict CSP,
 * no framing (CSP's `frame-ancestors 'none'`, and X-Frame-Options DENY for
 * browsers that only read that: one rule), no sniffing, HSTS behind HTTPS.
 */
export function securityHeaderOptions(config: Config, measured = false): HelmetOptions {
  const https = config.PUBLIC_URL.startsWith('https://');
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(measured ? MEASUREMENT_SCRIPTS : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...s3ImageOrigin(config), ...(measured ? MEASUREMENT_CALLS : [])],
        connectSrc: ["'self'", ...(measured ? MEASUREMENT_CALLS : [])],
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
