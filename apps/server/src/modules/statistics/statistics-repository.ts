import {
  DELIVERY_METHOD_LABELS,
  ORDER_TIME_ZONE,
  PAYMENT_METHOD_LABELS,
  type Statistics,
  type StatisticsQuery,
  type StatisticsShare,
  type StatisticsTotals,
  TRAFFIC_SOURCE_LABELS,
  type TrafficSource,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { bucketOf, bucketsOf, periodsOf } from './statistics-periods';

/** Confirmed orders: the sales of every figure of the product (docs/decisions/009). */
const CONFIRMED = sql`o.status in ('processing', 'completed')`;
const zone = ORDER_TIME_ZONE;
/** The orders of the days `from` to `to` of Buenos Aires' calendar (orders_store_created_idx). */
const between = (storeId: string, from: string, to: string) =>
  sql`o.store_id = ${storeId} and o.created_at >= (${from}::date)::timestamp at time zone ${zone}
    and o.created_at < (${to}::date + 1)::timestamp at time zone ${zone}`;

interface DayRow {
  day: string;
  sent: number;
  confirmed: number;
  paid: number;
  revenue: string | number;
}
interface VisitRow {
  day: string;
  visits: number;
  product_views: number;
  carts: number;
}

const emptyTotals = (): StatisticsTotals => ({
  visits: 0,
  productViews: 0,
  cartsStarted: 0,
  ordersSent: 0,
  ordersConfirmed: 0,
  ordersPaid: 0,
  revenueCents: 0,
});

/**
 * "Estadísticas" (docs/product/statistics.md): four statements — orders by day over both periods, visits by day,
 * best sellers, and sales by payment method, delivery, code and source — each from an index of the store's rows.
 */
export async function readStatistics(db: Kysely<Database>, storeId: string, q: StatisticsQuery): Promise<Statistics> {
  const p = periodsOf(q);
  // The statements are independent: on PostgreSQL each takes a connection of the pool at once (PGlite queues them).
  const [days, visits, sellers, sold, visitSources] = await Promise.all([
    sql<DayRow>`
    select to_char((o.created_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, count(*)::integer as sent,
      (count(*) filter (where ${CONFIRMED}))::integer as confirmed,
      (count(*) filter (where o.payment_status = 'received' and o.status <> 'cancelled'))::integer as paid,
      coalesce(sum(o.total_cents) filter (where ${CONFIRMED}), 0)::bigint as revenue
    from orders o where ${between(storeId, p.previousFrom, p.to)} group by 1`.execute(db),
    sql<VisitRow>`
    select to_char(v.day, 'YYYY-MM-DD') as day, count(*)::integer as visits, coalesce(sum(v.product_views), 0)::integer as product_views,
      (count(*) filter (where v.cart_started))::integer as carts
    from store_visitors v where v.store_id = ${storeId} and v.day between ${p.previousFrom}::date and ${p.to}::date
    group by v.day`.execute(db),
    bestSellers(db, storeId, p.from, p.to),
    shares(db, storeId, p.from, p.to),
    visitsBySource(db, storeId, p.from, p.to),
  ]);

  const totals = emptyTotals();
  const previous = emptyTotals();
  const current = new Map(bucketsOf(p.from, p.to, q.by).map((start) => [start, { revenue: 0, orders: 0, visits: 0 }]));
  const before = new Map(
    bucketsOf(p.previousFrom, p.previousTo, q.by).map((start) => [start, { revenue: 0, orders: 0, visits: 0 }]),
  );
  for (const d of days.rows) {
    const now = d.day >= p.from;
    const sum = now ? totals : previous;
    sum.ordersSent += d.sent;
    sum.ordersConfirmed += d.confirmed;
    sum.ordersPaid += d.paid;
    sum.revenueCents += Number(d.revenue);
    const point = (now ? current : before).get(bucketOf(d.day, q.by, now ? p.from : p.previousFrom));
    if (point) {
      point.revenue += Number(d.revenue);
      point.orders += d.confirmed;
    }
  }
  for (const v of visits.rows) {
    const now = v.day >= p.from;
    const sum = now ? totals : previous;
    sum.visits += v.visits;
    sum.productViews += v.product_views;
    sum.cartsStarted += v.carts;
    const point = (now ? current : before).get(bucketOf(v.day, q.by, now ? p.from : p.previousFrom));
    if (point) point.visits += v.visits;
  }
  const earlier = [...before.values()];
  const series = [...current.entries()].map(([start, point], i) => ({
    start,
    revenueCents: point.revenue,
    orders: point.orders,
    visits: point.visits,
    previousRevenueCents: earlier[i]?.revenue ?? 0,
    previousOrders: earlier[i]?.orders ?? 0,
  }));
  return {
    from: p.from,
    to: p.to,
    previousFrom: p.previousFrom,
    previousTo: p.previousTo,
    by: q.by,
    totals,
    previous,
    series,
    bestSellers: sellers,
    ...sold,
    visitsBySource: visitSources,
  };
}

/** The ten products sold most (units, then money: the lines' totals after the code's share), of confirmed orders. */
async function bestSellers(db: Kysely<Database>, storeId: string, from: string, to: string) {
  const rows = await sql<{ product_id: string | null; name: string; units: number; revenue: string }>`
    select i.product_id, max(i.product_name) as name, sum(i.quantity)::integer as units,
      sum(i.total_cents - i.discount_cents)::bigint as revenue
    from orders o join order_items i on i.order_id = o.id
    where ${between(storeId, from, to)} and ${CONFIRMED}
    group by i.product_id, case when i.product_id is null then i.product_name end
    order by units desc, revenue desc, name limit 10`.execute(db);
  return rows.rows.map((r) => ({
    productId: r.product_id,
    name: r.name,
    units: r.units,
    revenueCents: Number(r.revenue),
  }));
}

const labelOf: Record<string, (key: string) => string> = {
  payment: (k) => PAYMENT_METHOD_LABELS[k as keyof typeof PAYMENT_METHOD_LABELS] ?? 'Sin elegir',
  delivery: (k) => DELIVERY_METHOD_LABELS[k as keyof typeof DELIVERY_METHOD_LABELS] ?? 'A convenir',
  code: (k) => (k === 'none' ? 'Sin código' : k),
  source: (k) => (k === 'admin' ? 'Cargado en el panel' : (TRAFFIC_SOURCE_LABELS[k as TrafficSource] ?? k)),
};

/** Confirmed orders and their money by payment method, delivery, discount code and where the shopper came from. */
async function shares(db: Kysely<Database>, storeId: string, from: string, to: string) {
  const rows = await sql<{ kind: string; key: string; orders: number; revenue: string }>`
    select case when grouping(s.payment) = 0 then 'payment' when grouping(s.delivery) = 0 then 'delivery'
        when grouping(s.code) = 0 then 'code' else 'source' end as kind,
      coalesce(s.payment, s.delivery, s.code, s.source) as key, count(*)::integer as orders, sum(s.total_cents)::bigint as revenue
    from (select o.total_cents, coalesce(o.payment_method, 'none') as payment, coalesce(o.delivery->>'method', 'none') as delivery,
        coalesce(o.discount_code, 'none') as code,
        case when o.source = 'admin' then 'admin' else coalesce(o.traffic_source, 'direct') end as source
      from orders o where ${between(storeId, from, to)} and ${CONFIRMED}) s
    group by grouping sets ((s.payment), (s.delivery), (s.code), (s.source))
    order by revenue desc, key`.execute(db);
  const of = (kind: string): StatisticsShare[] =>
    rows.rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        key: r.key,
        label: labelOf[kind]?.(r.key) ?? r.key,
        orders: r.orders,
        revenueCents: Number(r.revenue),
      }));
  return {
    byPaymentMethod: of('payment'),
    byDelivery: of('delivery'),
    byDiscountCode: of('code'),
    bySource: of('source'),
  };
}

async function visitsBySource(db: Kysely<Database>, storeId: string, from: string, to: string) {
  const rows = await sql<{ source: TrafficSource; visits: number }>`
    select v.source, count(*)::integer as visits from store_visitors v
    where v.store_id = ${storeId} and v.day between ${from}::date and ${to}::date
    group by v.source order by visits desc, v.source`.execute(db);
  return rows.rows.map((r) => ({ source: r.source, label: TRAFFIC_SOURCE_LABELS[r.source], visits: r.visits }));
}
