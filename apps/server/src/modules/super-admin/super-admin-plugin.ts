import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { registerSuperAdminRoutes } from './super-admin-routes';

/** What the super administrator sees and does, under /api/super-admin: every route needs the role and the second step. */
export const superAdminPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'super_admin');
  registerSuperAdminRoutes(app, ctx);
};
