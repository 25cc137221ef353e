import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { registerAbandonedCheckoutRoutes } from './abandoned-checkout-routes';

/** The seller's abandoned checkouts, under /api/abandoned-checkouts; the cart's save is on the public storefront API. */
export const abandonedCheckoutsPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner');
  registerAbandonedCheckoutRoutes(app, ctx);
};
