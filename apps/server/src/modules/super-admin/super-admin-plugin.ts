import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthAreaOptions } from '../auth/auth';
import { areaAccess } from '../auth/access';
import { registerSuperAdminRoutes } from './super-admin-routes';

/** What the super administrator sees and does, under /api/super-admin: every route needs the role and the second step. */
export const superAdminPlugin: FastifyPluginAsyncZod<AuthAreaOptions> = async (app, { ctx, auth }) => {
  areaAccess(app, 'super_admin');
  registerSuperAdminRoutes(app, ctx, auth);
};
