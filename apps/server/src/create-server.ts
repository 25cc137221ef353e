import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { codeForStatus } from '@vidriera/core';
import type { Config } from './shared/config';
import { errorBody } from './shared/app-error';
import { LOG_SERIALIZERS } from './shared/log-safety';

export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
];

/** A hop count as the function proxy-addr makes of it (Fastify's types take no number). */
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * The Fastify server itself: its log, the proxies it trusts, how long a
 * client may take to send a request, request ids, body and parameter sizes,
 * the answer to an address no route could read, and connections that end
 * with their answer once the server closes. Everything else is a
 * plugin (app.ts).
 */
export function createServer(config: Config, logger?: FastifyServerOptions['logger']) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, redact: LOG_REDACT, serializers: LOG_SERIALIZERS },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A client that sends its request slowly is cut off: headers within 10 s, the whole request within REQUEST_TIMEOUT.
    requestTimeout: config.REQUEST_TIMEOUT * 1000,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Bad URLs (malformed encoding, over-long parameters) never reach a route: answer them in Spanish too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send(errorBody(codeForStatus(status), 'La dirección de la solicitud no es válida.'));
    },
  });
  app.server.headersTimeout = Math.min(10, config.REQUEST_TIMEOUT) * 1000;
  // Node looks for overdue requests every 30 s by default; a slow client is cut off close to its deadline instead.
  Object.assign(app.server, { connectionsCheckingInterval: Math.min(5, config.REQUEST_TIMEOUT) * 1000 });
  // Once the server is closing (SIGTERM, main.ts), a request under way ends its connection with its answer: a client
  // that keeps connections alive (a proxy) would otherwise hold the close open until the connection's idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  return app;
}
