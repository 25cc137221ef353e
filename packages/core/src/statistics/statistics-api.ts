import { defineRoute } from '../shared/define-route';
import { statisticsQuerySchema, statisticsSchema } from './statistics-contracts';

/** "Estadísticas" (docs/product/statistics.md). */
export const statisticsRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/statistics',
    access: 'owner',
    summary:
      'Visitas, embudo, ventas por día, semana o mes frente al período anterior, más vendidos y ventas por origen',
    query: statisticsQuerySchema,
    responses: { 200: statisticsSchema },
  }),
} as const;
