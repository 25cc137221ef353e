import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { acceptUploads } from '../storage/read-upload';
import { registerStoreRoutes } from './store-routes';

/** The owner's store, under /api/stores: creating it (any signed-in person), its settings, logo and banner (its owner). */
export const storesPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner', 'user');
  await acceptUploads(app);
  registerStoreRoutes(app, ctx);
};
