import { LOW_STOCK_PAGE_SIZE, type OrdersOverview } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { lowStockCount, lowStockVariants } from '../stock/stock-levels';

/**
 * The owner's day at a glance: orders to confirm (pending), payments pending
 * (orders not cancelled and not paid), this month's sales in Buenos Aires time
 * (confirmed orders: processing or completed, docs/decisions/009) and the
 * variants at or below the store's low-stock threshold.
 */
export async function ordersOverview(db: Kysely<Database>, storeId: string): Promise<OrdersOverview> {
  const counts = await sql<{
    to_confirm: number;
    payments_pending: number;
    sales_cents: number;
    sales_orders: number;
    threshold: number;
  }>`
    select
      count(*) filter (where o.status = 'pending') as to_confirm,
      count(*) filter (where o.status <> 'cancelled' and o.payment_status = 'pending') as payments_pending,
      coalesce(sum(o.total_cents) filter (where o.status in ('processing', 'completed') and o.created_at >= m.start), 0) as sales_cents,
      count(*) filter (where o.status in ('processing', 'completed') and o.created_at >= m.start) as sales_orders,
      (select s.low_stock_threshold from stores s where s.id = ${storeId}) as threshold
    from (select date_trunc('month', now() at time zone 'America/Argentina/Buenos_Aires') at time zone 'America/Argentina/Buenos_Aires' as start) m
    left join orders o on o.store_id = ${storeId}
  `.execute(db);
  const row = counts.rows[0];
  const threshold = Number(row?.threshold ?? 2);
  const low = await lowStockCount(db, storeId, threshold);
  return {
    toConfirm: Number(row?.to_confirm ?? 0),
    paymentsPending: Number(row?.payments_pending ?? 0),
    salesThisMonthCents: Number(row?.sales_cents ?? 0),
    salesThisMonthOrders: Number(row?.sales_orders ?? 0),
    lowStockThreshold: threshold,
    lowStockCount: low.total,
    soldOutCount: low.soldOut,
    lowStock: await lowStockVariants(db, storeId, threshold, { limit: LOW_STOCK_PAGE_SIZE }),
  };
}

/** One page of the low-stock variants at the store's threshold, for the dashboard's "Ver más", with or without the sold-out ones. */
export async function lowStockPage(
  db: Kysely<Database>,
  storeId: string,
  page: number,
  soldOut: 'include' | 'exclude' = 'include',
) {
  const store = await db
    .selectFrom('stores')
    .select('low_stock_threshold')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const rows = await lowStockVariants(db, storeId, store.low_stock_threshold, {
    limit: LOW_STOCK_PAGE_SIZE + 1,
    offset: (page - 1) * LOW_STOCK_PAGE_SIZE,
    withoutSoldOut: soldOut === 'exclude',
  });
  return { variants: rows.slice(0, LOW_STOCK_PAGE_SIZE), hasMore: rows.length > LOW_STOCK_PAGE_SIZE };
}
