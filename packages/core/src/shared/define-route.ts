import type { z } from 'zod';

/**
 * Who may call a route (checked by apps/server/src/modules/auth/access.ts):
 * `public` anyone; `user` a signed-in person (who may not have a store yet);
 * `owner` a signed-in person with a store, the route working on that store;
 * `super_admin` a signed-in person holding the super_admin role.
 */
export type Access = 'public' | 'user' | 'owner' | 'super_admin';
export const ACCESS_LEVELS = ['public', 'user', 'owner', 'super_admin'] as const satisfies readonly Access[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the API, declared once (docs/decisions/027-route-table.md):
 * the server registers it (input validated and answers encoded through these
 * schemas), the OpenAPI document describes it and the web calls it through
 * `callRoute`, all typed from this entry.
 */
export interface RouteDef {
  method: HttpMethod;
  /** Fastify's form: `/api/orders/:id`. */
  path: string;
  access: Access;
  /** What the operation does, in a line (the OpenAPI document's summary). */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The answer per status; a success (2xx) names its body, 204 `noContent`. Errors are `apiErrorSchema` on every route. */
  responses: Partial<Record<number, z.ZodType>>;
  /** The body is read by the handler (its shape depends on stored data): typed for clients, not validated before the handler. */
  bodyCheckedByHandler?: true;
  /** Not JSON: the answer is a file (CSV, XML) the handler writes itself, with this media type. */
  produces?: string;
  /**
   * The error statuses its handler itself may answer (a conflict 409, a limit
   * 429, a challenge 428, Mercado Pago not answering 503…), beyond those every
   * route like it may (`errorStatusesOf`).
   */
  errors?: readonly number[];
}

/** Declares a route, keeping its literal types (method, path, schemas) for the server and the client. */
export const defineRoute = <const R extends RouteDef>(route: R): R => route;

type SuccessStatus = 200 | 201 | 202 | 204;
type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** The success status a route answers with (the one 2xx it declares). */
export type SuccessOf<R extends RouteDef> = Extract<keyof R['responses'], SuccessStatus>;
/** The body of a route's successful answer, as the client receives it. */
export type RouteAnswer<R extends RouteDef> = [SuccessOf<R>] extends [never]
  ? unknown
  : Out<R['responses'][SuccessOf<R>]>;
/** The body of a route's successful answer, as its handler returns it (before encoding). */
export type RouteReturn<R extends RouteDef> = [SuccessOf<R>] extends [never]
  ? unknown
  : VoidIfEmpty<In<R['responses'][SuccessOf<R>]>>;
type VoidIfEmpty<T> = [T] extends [undefined] ? void : T;

/** What a client passes to call a route: params, query and body, each present only when the route has one. */
export type RouteInput<R extends RouteDef> = (R['params'] extends z.ZodType
  ? { params: z.input<R['params']> }
  : { params?: never }) &
  (R['query'] extends z.ZodType ? { query?: z.input<R['query']> } : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: z.input<R['body']> } : { body?: FormData });

/** The handler's view of a route's input, once validated. */
export interface RouteRequestTypes<R extends RouteDef> {
  Params: R['params'] extends z.ZodType ? z.output<R['params']> : unknown;
  Querystring: R['query'] extends z.ZodType ? z.output<R['query']> : unknown;
  Body: R['bodyCheckedByHandler'] extends true ? unknown : R['body'] extends z.ZodType ? z.output<R['body']> : unknown;
  Headers: R['headers'] extends z.ZodType ? z.output<R['headers']> : unknown;
}

/** The status a route answers with when it succeeds. */
export function successStatusOf(route: RouteDef): number {
  const status = Object.keys(route.responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  return status ?? 200;
}

/**
 * Every error status a route may answer (docs/API.md, "Errors"): those its
 * kind may — 500 always; input (a path, a query, a body, headers) that fails
 * its schema 422, a malformed address 400; a change (any method but GET) a
 * body that is not JSON 400, too large 413, of a type not taken 415, text
 * that cannot be stored 422, a write PostgreSQL ended over locks 503 (BUSY);
 * without a session 401; the super admin's checks, and a change to the app's
 * API from another site (the Origin check), 403; a row named in the path, or
 * the owner's store, 404 — and those the entry adds (`errors`, or an error
 * answer of its own in `responses`).
 */
export function errorStatusesOf(route: RouteDef): number[] {
  const declared = Object.keys(route.responses)
    .map(Number)
    .filter((status) => status >= 400);
  const statuses = new Set<number>([500, ...declared, ...(route.errors ?? [])]);
  const change = route.method !== 'GET';
  if (route.params || route.query || route.body || route.headers) statuses.add(422);
  if (route.params) statuses.add(400);
  if (change) for (const status of [400, 413, 415, 422, 503]) statuses.add(status);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'super_admin' || (change && !route.path.startsWith('/api/public/'))) statuses.add(403);
  if (route.access === 'owner' || route.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** `/api/orders/:id` with `{ id }` → `/api/orders/<id>`, each value encoded. */
export function routeUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Falta el parámetro ${name} de ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
