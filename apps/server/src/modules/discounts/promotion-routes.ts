import { promotionRoutes as routes } from '@vidriera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { areaAccess, storeOf } from '../auth/access';
import {
  duplicatePromotion,
  listPromotions,
  promotionOrders,
  savePromotion,
  setPromotionPaused,
} from './promotion-repository';

/** The owner's automatic promotions ("Promociones": list, create, edit, pause, duplicate, orders), under /api/promotions. */
export const promotionsPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx: { db } }) => {
  areaAccess(app, 'owner');
  addRoute(app, routes.list, async (request) => ({ promotions: await listPromotions(db, storeOf(request).id) }));
  addRoute(app, routes.create, async (request) => ({
    promotion: await savePromotion(db, storeOf(request).id, null, request.body),
  }));
  addRoute(app, routes.update, async (request) => ({
    promotion: await savePromotion(db, storeOf(request).id, request.params.id, request.body),
  }));
  addRoute(app, routes.setPaused, async (request) => ({
    promotion: await setPromotionPaused(db, storeOf(request).id, request.params.id, request.body.paused),
  }));
  addRoute(app, routes.duplicate, async (request) => ({
    promotion: await duplicatePromotion(db, storeOf(request).id, request.params.id),
  }));
  addRoute(app, routes.orders, (request) => promotionOrders(db, storeOf(request).id, request.params.id));
};
