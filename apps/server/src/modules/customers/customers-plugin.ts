import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { registerCustomerRoutes } from './customer-routes';

/** The owner's customers, under /api/customers (docs/product/customers.md). */
export const customersPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner');
  registerCustomerRoutes(app, ctx);
};
