import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

/**
 * The owner opens a storefront order (its detail in the admin): the first
 * time, its reservation, short until then (the store's "Minutos de reserva
 * hasta que abras el pedido"), is lengthened to RESERVATION_TTL from the
 * order's creation (docs/product/orders.md). A reservation that already ran
 * out stays out: its units may have been sold since. One statement.
 */
export async function markOrderOpened(
  db: Kysely<Database>,
  storeId: string,
  orderId: string,
  ttlSeconds: number,
): Promise<void> {
  await sql`
    with opened as (
      update orders set seller_opened_at = now()
      where id = ${orderId} and store_id = ${storeId} and source = 'storefront' and seller_opened_at is null
      returning id, created_at
    )
    update stock_reservations r
    set expires_at = greatest(r.expires_at, opened.created_at + make_interval(secs => ${ttlSeconds}::integer))
    from opened
    where r.order_id = opened.id and r.store_id = ${storeId} and r.expires_at > now()
  `.execute(db);
}
