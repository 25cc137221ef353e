import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { registerMeasurementRoutes } from './measurement-routes';

/** The store's pixel ids and Conversions API token, under /api/measurement (docs/product/measurement.md). */
export const measurementPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner');
  registerMeasurementRoutes(app, ctx);
};
