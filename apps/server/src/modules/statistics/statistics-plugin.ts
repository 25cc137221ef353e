import { statisticsRoutes as routes } from '@vidriera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { areaAccess, storeOf } from '../auth/access';
import { readStatistics } from './statistics-repository';

/** The owner's "Estadísticas", under /api/statistics (docs/product/statistics.md); visits are counted by visit-recorder.ts. */
export const statisticsPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner');
  addRoute(app, routes.get, (request) => readStatistics(ctx.db, storeOf(request).id, request.query));
};
