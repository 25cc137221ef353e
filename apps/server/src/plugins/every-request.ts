import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { tenantStorage } from '@vidriera/db';
import fp from 'fastify-plugin';
import type { Config } from '../shared/config';
import { DYNAMIC_BROTLI } from '../shared/page-sender';
import { registerForwardedHeaders } from '../shared/trust-proxy';
import { apiDocumentOptions } from './api-document';
import { registerErrorHandler } from './error-handler';
import { registerRouteSchemas } from './route-schemas';
import { registerSecurityHeaders } from './security-headers';

/**
 * What every request goes through, whatever it asks for, shared with every
 * plugin on purpose (fastify-plugin): its own tenant scope, the forwarded
 * headers checked, its id in the answer, the security headers, compression,
 * one error handler, the zod schemas' validation and encoding, and the
 * OpenAPI document that collects every route.
 */
export const everyRequest = fp<{ config: Config }>(
  async (app, { config }) => {
    // Each request runs in its own tenant scope; the store is set once the server knows it (docs/SECURITY.md).
    app.addHook('onRequest', (_request, _reply, done) => tenantStorage.run({ storeId: null }, done));
    registerForwardedHeaders(app, {
      trustProxy: config.TRUST_PROXY !== false,
      trustForwardedHost: config.TRUST_FORWARDED_HOST,
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    registerSecurityHeaders(app, config);
    // Pages and API answers travel compressed (pictures are compressed already; built assets are served pre-compressed).
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: DYNAMIC_BROTLI });
    registerErrorHandler(app);
    registerRouteSchemas(app);
    await app.register(swagger, apiDocumentOptions(config.PUBLIC_URL));
  },
  { name: 'every-request' },
);
