import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { registerOrderRoutes } from './order-routes';

/** The owner's orders, under /api/orders: the list, the form, status changes; a shopper's order is the public storefront's (storefront-order-routes.ts). */
export const ordersPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner');
  registerOrderRoutes(app, ctx);
};
