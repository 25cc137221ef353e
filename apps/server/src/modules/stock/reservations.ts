import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

/*
 * Reservations hold a storefront order's units until the owner confirms or
 * cancels it, or until they expire (RESERVATION_TTL). They are written with
 * the order itself (orders/create-storefront-order.ts); the variant's
 * reserved-units counter follows them through triggers (migration 007).
 */

/** When a reservation made now ends. */
export const reservationExpiry = (ttlSeconds: number, now = Date.now()) => new Date(now + ttlSeconds * 1000);

/** Ends an order's reservation; true when some of it was still holding units (not already run out). */
export async function releaseReservations(trx: Kysely<Database>, storeId: string, orderId: string): Promise<boolean> {
  const rows = await trx
    .deleteFrom('stock_reservations')
    .where('order_id', '=', orderId)
    .where('store_id', '=', storeId)
    .returning(sql<boolean>`expires_at > now()`.as('live'))
    .execute();
  return rows.some((row) => row.live);
}

/**
 * Deletes reservations past their expiry; their orders stay pending (until
 * closed as "Vencido", orders/expire-orders.ts) and keep when the reservation
 * ended. Expired ones already count for nothing. One statement.
 *
 * It locks each order before its reservation rows, as every order change
 * does (a status change, closing it as "Vencido"), and leaves orders another
 * transaction holds for the next run: taking the rows first and the order
 * after deadlocked with an order being closed at the same moment.
 */
export async function deleteExpiredReservations(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ n: number }>`
    with free as (
      select o.id from orders o
      where o.id in (select r.order_id from stock_reservations r where r.expires_at <= now())
      for update of o skip locked
    ),
    gone as (
      delete from stock_reservations r using free
      where r.order_id = free.id and r.expires_at <= now()
      returning r.order_id, r.expires_at
    ),
    ended as (
      update orders o set reservation_ended_at = greatest(o.reservation_ended_at, g.ended_at)
      from (select order_id, max(expires_at) as ended_at from gone group by order_id) g
      where o.id = g.order_id
    )
    select count(*)::integer as n from gone
  `.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Lengthens an order's reservation, while it lasts, to `ttlSeconds` from the
 * order's creation: a payment under way holds the units (a reservation that
 * already ran out stays out; its units may be sold).
 */
export async function holdReservation(
  trx: Kysely<Database>,
  storeId: string,
  orderId: string,
  ttlSeconds: number,
): Promise<void> {
  await sql`
    update stock_reservations r
    set expires_at = greatest(r.expires_at, o.created_at + make_interval(secs => ${ttlSeconds}::integer))
    from orders o
    where o.id = r.order_id and r.order_id = ${orderId} and r.store_id = ${storeId} and r.expires_at > now()
  `.execute(trx);
}
