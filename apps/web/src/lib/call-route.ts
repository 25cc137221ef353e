import { type RouteAnswer, type RouteDef, type RouteInput, routeUrl } from '@vidriera/core';
import { request, type RequestOptions } from './api-client';

/** What a call passes besides the route's own input. */
type CallOptions = Pick<RequestOptions, 'signal' | 'headers'>;

/** The input argument is required when the route takes params or a body, optional otherwise. */
type CallArgs<R extends RouteDef> =
  object extends RouteInput<R> ? [input?: RouteInput<R> & CallOptions] : [input: RouteInput<R> & CallOptions];

/**
 * Calls a route of the table (packages/core/src/<area>/<area>-api.ts, docs/decisions/027-route-table.md):
 * its method and path come from the entry, its params, query and body are
 * typed by the entry's schemas and so is the answer, so a changed route
 * breaks the build where it is called. Refusals throw an ApiError (api-client.ts).
 */
export function callRoute<R extends RouteDef>(route: R, ...[input]: CallArgs<R>): Promise<RouteAnswer<R>> {
  const { params, query, body, signal, headers } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & CallOptions;
  const url = routeUrl(route.path, params, query);
  const options: RequestOptions = { ...(signal ? { signal } : {}), ...(headers ? { headers } : {}) };
  // Like the hand-written calls did, a POST without a body sends `{}`.
  const sent = body === undefined && route.method === 'POST' && !route.body ? {} : body;
  return request<RouteAnswer<R>>(route.method, url, sent === undefined ? options : { ...options, body: sent });
}
