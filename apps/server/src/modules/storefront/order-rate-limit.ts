import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../shared/app-error';
import { hitRateLimit } from '../../shared/rate-limit';

export const TOO_MANY_ORDERS = 'Hiciste demasiados pedidos seguidos. Espera unos minutos y vuelve a intentar.';
const ORDER_WINDOW_SECONDS = 10 * 60;

interface OrderAttempt {
  clientAddress: string;
  /** An order is already saved under the request's Idempotency-Key (read with the store). */
  alreadySaved: boolean;
}

/**
 * Refuses a new storefront order once an address has placed `maxPerWindow`
 * in ten minutes, so nobody can reserve a store's whole stock in a loop.
 * A retry of an order already saved (same Idempotency-Key) is not counted:
 * it reserves nothing new. Two simultaneous first tries of one key may both
 * count; that only errs towards the limit.
 */
export async function limitOrdersPerAddress(db: Kysely<Database>, attempt: OrderAttempt, maxPerWindow: number): Promise<void> {
  if (attempt.alreadySaved) return;
  const allowed = await hitRateLimit(db, `orders:${attempt.clientAddress}`, { max: maxPerWindow, windowSeconds: ORDER_WINDOW_SECONDS });
  if (!allowed) throw new AppError(429, 'TOO_MANY_REQUESTS', TOO_MANY_ORDERS);
}
