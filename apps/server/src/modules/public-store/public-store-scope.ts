import { type RouteDef, type RouteReturn, STORE_NOT_FOUND } from '@vidriera/core';
import { enterStoreFound } from '@vidriera/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../shared/app-error';
import { addRoute, type RouteOptions, type RouteRequest } from '../../shared/route';
import type { StorefrontReads } from './storefront-reader';

/**
 * How a public route finds the store its address names (its `:slug`, or the
 * store id Mercado Pago's notifications carry) before the request works for
 * any store: a look-up across stores, and the refusal when there is none.
 * A route asks for the shape it needs: the order's look-up also reads the
 * order its Idempotency-Key saved, in the same statement.
 */
export interface StoreLookUp<S extends { id: string }> {
  /** The store and what the route needs of it, read across stores after the input was validated; undefined when no active store answers. */
  find(reads: StorefrontReads, request: FastifyRequest): Promise<S | undefined>;
  /** The refusal when none does; 404 "Tienda no encontrada." when the look-up names none. */
  missing?: () => Error;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How a public route finds its store (addStoreRoute). */
    storeLookUp?: StoreLookUp<{ id: string }>;
  }
  interface FastifyRequest {
    /** The store a public route's address names, found and scoped by its area's `publicStore` pre-handler. */
    publicStore: { id: string } | null;
  }
}

/** A public route's params, as validated: the store's `slug`, an order's `id`, a notification's `storeId`. */
export const paramsOf = (request: FastifyRequest) => request.params as Record<string, string | undefined>;

export type StoreRouteHandler<R extends RouteDef, S> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
  store: S,
) => Promise<RouteReturn<R>> | RouteReturn<R>;

/**
 * Registers a public route of the table with the look-up of its store: the
 * area's `publicStore` pre-handler runs it, and the handler receives the
 * store found, the request already scoped to it.
 */
export function addStoreRoute<R extends RouteDef, S extends { id: string }>(
  app: FastifyInstance,
  route: R,
  lookUp: StoreLookUp<S>,
  handler: StoreRouteHandler<R, S>,
  options: RouteOptions = {},
): void {
  const storeOf = (request: FastifyRequest): S => {
    if (!request.publicStore)
      throw new Error(`${route.method} ${route.path} se registró fuera de un área con su tienda (scopeToPublicStore)`);
    return request.publicStore as S;
  };
  addRoute(app, route, (request, reply) => handler(request, reply, storeOf(request)), {
    ...options,
    config: { ...options.config, storeLookUp: lookUp },
  });
}

/**
 * The `publicStore` pre-handler of a public area (the storefront, Mercado
 * Pago's notifications): after validation, it runs the route's look-up across
 * stores, refuses a store that is not there, and scopes the rest of the
 * request to the one found (`enterStoreFound`, packages/db tenant-context.ts),
 * so row-level security follows it and no route finds its store by hand.
 * Every route of the area must say how its store is found, or the server
 * does not start.
 */
export function scopeToPublicStore(app: FastifyInstance, reads: Omit<StorefrontReads, 'log'>): void {
  app.decorateRequest('publicStore', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.storeLookUp)
      throw new Error(`La ruta ${route.method} ${route.url} no dice cómo encuentra su tienda (addStoreRoute)`);
  });
  app.addHook('preHandler', async function publicStore(request) {
    const lookUp = request.routeOptions.config.storeLookUp;
    if (!lookUp) throw new Error(`La ruta ${request.routeOptions.url} no dice cómo encuentra su tienda`);
    const store = await enterStoreFound(() => lookUp.find({ ...reads, log: request.log }, request));
    if (!store) throw lookUp.missing?.() ?? notFound(STORE_NOT_FOUND);
    request.publicStore = store;
  });
}
