import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { apiError, AppError } from '../../shared/app-error';
import { clientAddressKey } from '../../shared/client-address';
import { hitRateLimit, isRateLimited, type RateLimitRule } from '../../shared/rate-limit';

/**
 * One guess counter for every route that takes a discount code (the cart's
 * check and the storefront order; docs/SECURITY.md): the codes a client
 * address had refused at a store, in the shared `rate_limits` table, so it
 * holds across server processes. Past the allowance every code that address
 * sends is answered 429 before it is looked at, the right one too: an
 * answer that differed for the right code would still let it be found by
 * trying. A shopper behind the same address can still order without a code.
 */
export const DISCOUNT_CODE_MISSES: RateLimitRule = { max: 30, windowSeconds: 600 };

const missKey = (storeId: string, ip: string) => `discount-code-miss:${storeId}:${clientAddressKey(ip)}`;

/** Whether the guesses are counted at all (RATE_LIMIT=false turns every limit off). */
export interface CodeGuessGuard {
  db: Kysely<Database>;
  rateLimit: boolean;
  storeId: string;
  ip: string;
}

/** Before a code is checked: 429 when this address already used up its refused codes at the store. */
export async function assertCodeGuessesLeft({ db, rateLimit, storeId, ip }: CodeGuessGuard): Promise<void> {
  if (rateLimit && (await isRateLimited(db, missKey(storeId, ip), DISCOUNT_CODE_MISSES)))
    throw apiError('TOO_MANY_REQUESTS');
}

/**
 * Runs work that checks a code: a refusal of the code (422 on the field
 * `field`) counts one miss, and the one past the allowance is answered 429
 * instead.
 */
export async function countingCodeMisses<T>(
  guard: CodeGuessGuard,
  field: string | null,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refused = error instanceof AppError && error.status === 422 && (field === null || error.field === field);
    if (
      refused &&
      guard.rateLimit &&
      !(await hitRateLimit(guard.db, missKey(guard.storeId, guard.ip), DISCOUNT_CODE_MISSES))
    ) {
      throw apiError('TOO_MANY_REQUESTS');
    }
    throw error;
  }
}
