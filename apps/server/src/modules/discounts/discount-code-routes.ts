import { discountRoutes as routes, STORE_NOT_FOUND } from '@vidriera/core';
import { enterStoreFound } from '@vidriera/db';
import { apiError, AppError, notFound } from '../../shared/app-error';
import { clientAddressKey } from '../../shared/client-address';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { findActiveStoreId } from '../storefront/public-store';
import { checkDiscountCode, discountCodeUses, listDiscountCodes, saveDiscountCode, setDiscountCodePaused } from './discount-code-repository';

/** Codes the cart's check refuses, per client address and store: past them, guessing codes is answered 429 (a right code always answers). */
export const DISCOUNT_CODE_MISSES: RateLimitRule = { max: 30, windowSeconds: 600 };

/** The owner's discount codes ("Descuentos": list, create, edit, pause, uses) and the cart's check of a code (docs/product/orders.md). */
export function registerDiscountCodeRoutes(app: ApiApp, { db, config }: AppContext): void {
  addRoute(app, routes.list, async (request) => ({ codes: await listDiscountCodes(db, storeOf(request).id) }));

  addRoute(app, routes.create, async (request) => ({ code: await saveDiscountCode(db, storeOf(request).id, null, request.body) }));

  addRoute(app, routes.update, async (request) => ({ code: await saveDiscountCode(db, storeOf(request).id, request.params.id, request.body) }));

  addRoute(app, routes.setPaused, async (request) => ({ code: await setDiscountCodePaused(db, storeOf(request).id, request.params.id, request.body.paused) }));

  addRoute(app, routes.uses, (request) => discountCodeUses(db, storeOf(request).id, request.params.id));

  addRoute(app, routes.check, async (request, reply) => {
    const store = await enterStoreFound(() => findActiveStoreId(db, request.params.slug));
    if (!store) throw notFound(STORE_NOT_FOUND);
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
