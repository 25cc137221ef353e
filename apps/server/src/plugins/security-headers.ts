import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';
import { s3ImageOrigin } from '../modules/storage/create-storage';

/** The headers every answer carries (docs/SECURITY.md): a content security policy of our own origin, no framing, a strict referrer policy, HSTS on https. */
export function securityHeaders(config: Config): FastifyHelmetOptions {
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
  };
}
