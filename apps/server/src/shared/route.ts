import { type RouteDef, type RouteRequestTypes, type RouteReturn, successStatusOf } from '@vidriera/core';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route table's entry this route was registered from (packages/core/src/<area>/<area>-api.ts). */
    route?: RouteDef;
  }
}

/** A request of a route, typed by its table entry: params, query, body and headers as its schemas give them. */
export type RouteRequest<R extends RouteDef> = FastifyRequest<RouteRequestTypes<R>>;

/** A handler returns the answer's body; `addRoute` sends it with the status the entry declares. */
export type RouteHandler<R extends RouteDef> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteReturn<R>> | RouteReturn<R>;

export interface RouteOptions {
  bodyLimit?: number;
  /** The least level its requests are logged at (a health check every few seconds stays out of the info log). */
  logLevel?: 'warn';
  /** More of the route's config, for its area's hooks (the store a public route needs: modules/public-store/public-store-scope.ts). */
  config?: FastifyContextConfig;
}

/** The Fastify schema of a table entry: validation, encoding and the OpenAPI operation. */
export function fastifySchemaOf(route: RouteDef): FastifySchema {
  return {
    ...(route.summary ? { summary: route.summary } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body && !route.bodyCheckedByHandler ? { body: route.body } : {}),
    ...(route.headers ? { headers: route.headers } : {}),
    response: { ...route.responses },
  };
}

/** The entry's path under the prefix its area is registered with (`/api/orders/:id` in `/api/orders` is `/:id`). */
export function pathUnder(prefix: string, path: string): string {
  const under = path.startsWith(prefix) ? path.slice(prefix.length) : null;
  if (under === null || (under !== '' && !under.startsWith('/')))
    throw new Error(`La ruta ${path} no está bajo ${prefix}, el prefijo del área que la registra`);
  return under;
}

/**
 * Registers a route of the table (docs/decisions/027-route-table.md): its
 * method, path, access and schemas come from the entry, and the handler is
 * typed by it, so a handler that returns another shape does not compile.
 * A handler that answers by itself (a file, a redirect) returns the reply.
 * The area's plugin (`app`) was registered with a prefix: the entry's path
 * must be under it.
 */
export function addRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  const status = successStatusOf(route);
  app.route({
    method: route.method,
    url: pathUnder(app.prefix, route.path),
    config: { ...options.config, access: route.access, route },
    schema: fastifySchemaOf(route),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as RouteRequest<R>, reply);
      // A handler that answered by itself (a file, a redirect) returns the reply.
      if ((answer as unknown) === reply || reply.sent) return reply;
      return reply.status(status).send(answer);
    },
  });
}
