import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { registerPushRoutes } from './push-routes';

/** The owner's devices that ring with every order, under /api/push (docs/product/notifications.md). */
export const pushPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner');
  registerPushRoutes(app, ctx);
};
