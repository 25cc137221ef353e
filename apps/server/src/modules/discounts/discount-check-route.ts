import { discountRoutes as routes } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { activeStore } from '../public-store/active-store';
import { addStoreRoute } from '../public-store/public-store-scope';
import { assertCodeGuessesLeft, countingCodeMisses } from './code-guesses';
import { checkDiscountCode } from './discount-code-repository';

/** The cart's check of a discount code (docs/product/orders.md, "Discount codes"), on the public storefront API; its refusals count as guesses (code-guesses.ts). */
export function registerDiscountCheckRoute(app: ApiApp, { db, config }: AppContext): void {
  addStoreRoute(app, routes.check, activeStore, async (request, reply, store) => {
    reply.header('cache-control', 'no-store');
    const guard = { db, rateLimit: config.RATE_LIMIT, storeId: store.id, ip: request.ip };
    await assertCodeGuessesLeft(guard);
    return countingCodeMisses(guard, null, () =>
      checkDiscountCode(db, store.id, request.body.code, request.body.variantIds),
    );
  });
}
