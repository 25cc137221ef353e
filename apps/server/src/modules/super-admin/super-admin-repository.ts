import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { verifiedDomainOf } from '../domains/domain-repository';

/**
 * Sales are confirmed orders only: processing or completed, whose units the
 * seller took out of stock (docs/decisions/009-sales-are-confirmed-orders.md).
 * Pending orders may never be paid and cancelled ones were not, so they are
 * counted apart.
 */
const CONFIRMED = sql`status in ('processing', 'completed')`;

/** Every store with its owner and counts, in one query however many stores there are. */
export function listStoresWithStats(db: Kysely<Database>) {
  return db
    .selectFrom('stores as s')
    .innerJoin('users as u', 'u.id', 's.owner_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('products')
          .select(['store_id', (q) => q.fn.countAll<number>().as('n')])
          .groupBy('store_id')
          .as('p'),
      (join) => join.onRef('p.store_id', '=', 's.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('orders')
          .select([
            'store_id',
            (q) => q.fn.countAll<number>().as('n'),
            sql<number>`coalesce(sum(total_cents) filter (where ${CONFIRMED}), 0)`.as('sales'),
            sql<number>`count(*) filter (where status = 'pending')`.as('pending'),
            sql<number>`coalesce(sum(total_cents) filter (where status = 'pending'), 0)`.as('pending_cents'),
            sql<number>`count(*) filter (where status = 'cancelled')`.as('cancelled'),
          ])
          .groupBy('store_id')
          .as('o'),
      (join) => join.onRef('o.store_id', '=', 's.id'),
    )
    .select([
      's.id',
      's.name',
      's.slug',
      's.owner_id',
      's.is_active',
      's.created_at',
      'u.email as owner_email',
      verifiedDomainOf('s.id').as('own_domain'),
      sql<number>`coalesce(p.n, 0)`.as('products'),
      sql<number>`coalesce(o.n, 0)`.as('orders'),
      sql<number>`coalesce(o.sales, 0)`.as('sales_cents'),
      sql<number>`coalesce(o.pending, 0)`.as('pending_orders'),
      sql<number>`coalesce(o.pending_cents, 0)`.as('pending_cents'),
      sql<number>`coalesce(o.cancelled, 0)`.as('cancelled_orders'),
    ])
    .orderBy('s.created_at', 'desc')
    .execute();
}

/** Sales (confirmed orders) per day for the last `days` days, days without sales included as 0. */
export async function salesByDay(db: Kysely<Database>, days: number) {
  const result = await sql<{ day: string; sales_cents: number; orders: number }>`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
           coalesce(sum(o.total_cents) FILTER (WHERE o.status IN ('processing', 'completed')), 0)::bigint AS sales_cents,
           count(o.id) FILTER (WHERE o.status IN ('processing', 'completed'))::bigint AS orders
    FROM generate_series((now() AT TIME ZONE 'America/Argentina/Buenos_Aires')::date - ${days - 1}::int,
                         (now() AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, interval '1 day') AS d(day)
    LEFT JOIN orders o ON (o.created_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date = d.day
                      AND o.created_at >= now() - (${days + 1}::int * interval '1 day')
    GROUP BY d.day
    ORDER BY d.day
  `.execute(db);
  return result.rows;
}

export function setStoreActive(db: Kysely<Database>, storeId: string, isActive: boolean) {
  return db
    .updateTable('stores')
    .set({ is_active: isActive, updated_at: new Date() })
    .where('id', '=', storeId)
    .returning(['id', 'is_active'])
    .executeTakeFirst();
}
