import { discountRoutes as routes } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import {
  discountCodeUses,
  listDiscountCodes,
  saveDiscountCode,
  setDiscountCodePaused,
} from './discount-code-repository';

/** The owner's discount codes ("Descuentos": list, create, edit, pause, uses; docs/product/orders.md); the cart's check of a code is discount-check-route.ts. */
export function registerDiscountCodeRoutes(app: ApiApp, { db }: AppContext): void {
  addRoute(app, routes.list, async (request) => ({ codes: await listDiscountCodes(db, storeOf(request).id) }));

  addRoute(app, routes.create, async (request) => ({
    code: await saveDiscountCode(db, storeOf(request).id, null, request.body),
  }));

  addRoute(app, routes.update, async (request) => ({
    code: await saveDiscountCode(db, storeOf(request).id, request.params.id, request.body),
  }));

  addRoute(app, routes.setPaused, async (request) => ({
    code: await setDiscountCodePaused(db, storeOf(request).id, request.params.id, request.body.paused),
  }));

  addRoute(app, routes.uses, (request) => discountCodeUses(db, storeOf(request).id, request.params.id));
}
