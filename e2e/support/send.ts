import type { APIRequestContext } from '@playwright/test';
import { BASE_URL } from './env';
import { expect } from './test';

/** A phone's screen, for the journeys a shopper or a seller makes on one. */
export const PHONE = { width: 390, height: 844 };

/** The app's own origin, which the server's Origin check asks of every change (docs/SECURITY.md). */
export const SAME_ORIGIN = { Origin: BASE_URL };

/** POST (or PUT) JSON to the API as the page's session, expecting success; answers the body. */
export async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  method: 'post' | 'put' = 'post',
): Promise<T> {
  const response = await request[method](path, { data, headers: SAME_ORIGIN });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}
