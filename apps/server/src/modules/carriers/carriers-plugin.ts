import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { registerCarrierRoutes } from './carriers-routes';

/** The owner's carriers, under /api/carriers; the cart's quotes are the public storefront's (registerQuoteRoute). */
export const carriersPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner');
  registerCarrierRoutes(app, ctx);
};
