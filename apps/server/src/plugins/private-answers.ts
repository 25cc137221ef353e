import type { FastifyInstance } from 'fastify';

/**
 * Answers of the signed-in API (orders with customers' data, the super
 * admin's overview, the session) must not stay in a browser's or a shared
 * cache: they carry `Cache-Control: no-store` unless a route chose otherwise.
 * An `onSend` hook of the app's API (apps/server/src/app-api.ts); the public
 * storefront API is not under it, and its catalogue sets its own short
 * shared caching.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
