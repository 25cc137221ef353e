import { z } from 'zod';
import { cents, count } from '../shared/common-contracts';
import { TRAFFIC_SOURCES } from './traffic-source';

/** "Estadísticas" (docs/product/statistics.md): a period's figures beside the period just before it. */

export const STATISTICS_GROUPINGS = ['day', 'week', 'month'] as const;
export type StatisticsGrouping = (typeof STATISTICS_GROUPINGS)[number];
export const STATISTICS_GROUPING_LABELS: Record<StatisticsGrouping, string> = {
  day: 'Por día',
  week: 'Por semana',
  month: 'Por mes',
};
export const STATISTICS_MAX_DAYS = 731;

const day = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);
export const statisticsQuerySchema = z
  .object({
    from: day('Elige la fecha desde'),
    to: day('Elige la fecha hasta'),
    by: z.enum(STATISTICS_GROUPINGS, { error: 'Agrupación inválida' }).default('day'),
  })
  .refine((q) => !Number.isNaN(Date.parse(q.from)) && !Number.isNaN(Date.parse(q.to)), {
    message: 'Fecha inválida',
    path: ['from'],
  })
  .refine((q) => q.from <= q.to, {
    message: 'La fecha hasta debe ser igual o posterior a la fecha desde',
    path: ['to'],
  })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATISTICS_MAX_DAYS, {
    message: `Elige un período de hasta ${STATISTICS_MAX_DAYS} días`,
    path: ['to'],
  });
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;

/** The period's counts: visits (different visitors a day), product pages seen, carts started, orders and money. */
export const statisticsTotalsSchema = z.object({
  visits: count,
  productViews: count,
  cartsStarted: count,
  ordersSent: count.describe('Pedidos hechos en el período, en cualquier estado'),
  ordersConfirmed: count.describe('En preparación o completados'),
  ordersPaid: count.describe('Con el pago recibido, no cancelados'),
  revenueCents: cents.describe('Total de los pedidos confirmados'),
});
export type StatisticsTotals = z.output<typeof statisticsTotalsSchema>;

export const statisticsPointSchema = z.object({
  start: z.string().describe('Primer día del tramo (AAAA-MM-DD)'),
  revenueCents: cents,
  orders: count.describe('Pedidos confirmados'),
  visits: count,
  previousRevenueCents: cents.describe('El tramo equivalente del período anterior'),
  previousOrders: count,
});

export const statisticsShareSchema = z.object({
  key: z.string(),
  label: z.string(),
  orders: count,
  revenueCents: cents,
});
export type StatisticsShare = z.output<typeof statisticsShareSchema>;

export const statisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  by: z.enum(STATISTICS_GROUPINGS),
  totals: statisticsTotalsSchema,
  previous: statisticsTotalsSchema,
  series: z.array(statisticsPointSchema),
  bestSellers: z.array(
    z.object({ productId: z.string().nullable(), name: z.string(), units: count, revenueCents: cents }),
  ),
  byPaymentMethod: z.array(statisticsShareSchema),
  byDelivery: z.array(statisticsShareSchema),
  byDiscountCode: z.array(statisticsShareSchema),
  bySource: z.array(statisticsShareSchema),
  visitsBySource: z.array(z.object({ source: z.enum(TRAFFIC_SOURCES), label: z.string(), visits: count })),
});
export type Statistics = z.output<typeof statisticsSchema>;
