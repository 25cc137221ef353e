import {
  ERROR_CODES,
  ORDER_CHALLENGE_HEADER,
  type OrderChallenge,
  publicApi,
  type RouteAnswer,
  STORE_PAGE_ROUTES,
  type StorefrontOrderInput,
} from '@vidriera/core';
// Types only: the islands' bundle stays free of the route table's schemas (docs/decisions/027-route-table.md).
import type { publicRoutes } from '@vidriera/core';
import { isApiError, request } from '@/lib/api-client';
import { solveOrderChallenge } from '../lib/solve-challenge';

export interface CreateStorefrontOrderInput {
  slug: string;
  body: StorefrontOrderInput;
  /** The same key for a retried submission, so the server answers with the same order. */
  idempotencyKey: string;
  /** Called when the server asks for a proof of work, before the browser solves it ("Verificando…"). */
  onVerifying?: () => void;
}

/** The challenge of a 428 CHALLENGE_REQUIRED answer, or null for any other error. */
function challengeOf(error: unknown): OrderChallenge | null {
  if (!isApiError(error, 428) || error.code !== ERROR_CODES.CHALLENGE_REQUIRED) return null;
  const { challenge } = error.body as { challenge?: OrderChallenge };
  return challenge && typeof challenge.salt === 'string' && typeof challenge.challenge === 'string' ? challenge : null;
}

/**
 * POST /api/public/stores/{slug}/orders: reserves the units and returns the WhatsApp link (409 when stock is short).
 * From a shopper's second pending order the server asks for a proof of work
 * (docs/product/orders.md): solved here and sent once more with the same key.
 */
export async function createStorefrontOrder({
  slug,
  body,
  idempotencyKey,
  onVerifying,
}: CreateStorefrontOrderInput): Promise<RouteAnswer<typeof publicRoutes.createOrder>> {
  const send = (solution?: string) =>
    request<RouteAnswer<typeof publicRoutes.createOrder>>(
      STORE_PAGE_ROUTES.createOrder.method,
      publicApi.orders(slug),
      {
        body,
        headers: { 'Idempotency-Key': idempotencyKey, ...(solution ? { [ORDER_CHALLENGE_HEADER]: solution } : {}) },
      },
    );
  try {
    return await send();
  } catch (error) {
    const challenge = challengeOf(error);
    if (!challenge) throw error;
    onVerifying?.();
    const solution = await solveOrderChallenge(challenge);
    if (!solution) throw error;
    return send(solution);
  }
}
