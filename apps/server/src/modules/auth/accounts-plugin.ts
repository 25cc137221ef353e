import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthAreaOptions } from './auth';
import { areaAccess } from './access';
import { registerAccountRoutes } from './account-routes';
import { registerAuthRoutes } from './auth-routes';

/**
 * Accounts, under /api: the auth library's own routes (/api/auth/*: sign-up,
 * sign-in, the second step; public), the signed-in person's account
 * (/api/me, /api/account/password) and what the app needs before anyone
 * signs in (/api/config).
 */
export const accountsPlugin: FastifyPluginAsyncZod<AuthAreaOptions> = async (app, { ctx, auth }) => {
  areaAccess(app, 'public', 'user');
  registerAuthRoutes(app, { ...ctx, auth });
  registerAccountRoutes(app, { ...ctx, auth });
};
