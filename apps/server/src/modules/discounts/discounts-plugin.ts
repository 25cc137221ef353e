import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { registerDiscountCodeRoutes } from './discount-code-routes';

/** The owner's discount codes, under /api/discount-codes; the cart's check of a code is the public storefront's (discount-check-route.ts). */
export const discountsPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner');
  registerDiscountCodeRoutes(app, ctx);
};
