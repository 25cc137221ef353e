import type { APIRequestContext } from '@playwright/test';
import { type RouteAnswer, type RouteDef, type RouteInput, routeUrl } from '@vidriera/core';
import { expect } from './test';
import { BASE_URL } from './env';

/**
 * Calls a route of the table (packages/core/src/<area>/<area>-api.ts) as the page's browser
 * would (its cookies, our Origin), expects it to succeed and returns its
 * answer typed by the entry: a test's API set-up breaks the build when the
 * route changes, as the web's calls do (docs/decisions/027-route-table.md).
 * `headers`: those the route asks for besides (a storefront order's Idempotency-Key).
 */
export async function callApi<R extends RouteDef>(
  request: APIRequestContext,
  route: R,
  input: RouteInput<R>,
  headers: Record<string, string> = {},
): Promise<RouteAnswer<R>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = routeUrl(route.path, params, query);
  const response = await request.fetch(url, {
    method: route.method,
    headers: { Origin: BASE_URL, ...headers },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${route.method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (response.status() === 204 ? undefined : await response.json()) as RouteAnswer<R>;
}
