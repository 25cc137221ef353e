import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance is draining: it was asked to stop (main.ts, SIGTERM) and still serves for SHUTDOWN_DRAIN while
 * GET /api/health answers 503, so that the proxy stops sending it requests before it stops taking connections
 * (docs/DEPLOY.md, "Restarting and upgrading without losing requests").
 */
export interface Draining {
  readonly active: boolean;
  start(): void;
}

export function createDraining(): Draining {
  let active = false;
  return {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  };
}

/**
 * While draining, every answer closes its connection: the proxy's kept-alive connections end with the request they
 * carry, and none is left idle for the proxy to send a request on just as the server closes it.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, draining: Draining): void {
  app.addHook('onSend', async (_request, reply) => {
    if (draining.active) reply.header('connection', 'close');
  });
}
