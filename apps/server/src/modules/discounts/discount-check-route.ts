import { discountRoutes as routes } from '@vidriera/core';
import { apiError, AppError } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { clientAddressKey } from '../../shared/client-address';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import { activeStore } from '../storefront/public-store';
import { addStoreRoute } from '../storefront/public-store-scope';
import { checkDiscountCode } from './discount-code-repository';

/** Codes the cart's check refuses, per client address and store: past them, guessing codes is answered 429 (a right code always answers). */
export const DISCOUNT_CODE_MISSES: RateLimitRule = { max: 30, windowSeconds: 600 };

/** The cart's check of a discount code (docs/product/orders.md, "Discount codes"), on the public storefront API. */
export function registerDiscountCheckRoute(app: ApiApp, { db, config }: AppContext): void {
  addStoreRoute(app, routes.check, activeStore, async (request, reply, store) => {
    reply.header('cache-control', 'no-store');
    try {
      return await checkDiscountCode(db, store.id, request.body.code, request.body.variantIds);
    } catch (error) {
      const refused = error instanceof AppError && error.status === 422;
      if (refused && config.RATE_LIMIT && !(await hitRateLimit(db, `discount-code-miss:${store.id}:${clientAddressKey(request.ip)}`, DISCOUNT_CODE_MISSES))) {
        throw apiError('TOO_MANY_REQUESTS');
      }
      throw error;
    }
  });
}
