import type { Database } from '@vidriera/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import { lockVariantsUpFront } from '../stock/stock-moves';
import { transitionOrder } from './change-order-status';
import { RESERVATION_RAN_OUT } from './reservation-state';

/*
 * Storefront orders nobody confirmed are closed as "Vencido"
 * (docs/product/orders.md, "Orders nobody confirmed"): an order whose
 * reservation ran out (RESERVATION_RAN_OUT: placed holding units, pending
 * ever since, holding none now) and whose store's grace period
 * (`expired_order_grace_hours`) has passed since then. It becomes a cancelled
 * order marked `expired_at`, through transitionOrder like any change: the
 * history keeps it, the shopper is e-mailed, and the stock side is the one of
 * pending → cancelled, "released", which deletes whatever reservation rows
 * are left (expired ones, whose units already count for nothing): no unit
 * comes back twice.
 */

/** Orders closed in one run; the rest wait for the next (every housekeeping period). */
export const EXPIRE_BATCH = 200;

/**
 * When the order's reservation ran out: its rows' latest end while they are
 * still there, the end kept when housekeeping deleted them
 * (deleteExpiredReservations), or at the latest `RESERVATION_TTL` after the
 * order was made (no reservation outlasts that).
 */
const reservationEnded = (ttlSeconds: number) => sql<Date>`coalesce(
  (select max(r.expires_at) from stock_reservations r where r.order_id = o.id),
  o.reservation_ended_at,
  o.created_at + make_interval(secs => ${ttlSeconds}::integer))`;

/** Closes every storefront order due to become "Vencido", in one transaction; returns how many. */
export async function expireUnconfirmedOrders(db: Kysely<Database>, reservationSeconds: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await sql<
      Pick<Selectable<Database['orders']>, 'id' | 'store_id' | 'stock_deducted' | 'discount_code_id'> & {
        status: 'pending';
      }
    >`
      select o.id, o.store_id, o.status, o.stock_deducted, o.discount_code_id
      from orders o join stores s on s.id = o.store_id
      where o.source = 'storefront' and o.status = 'pending' and ${RESERVATION_RAN_OUT}
        and ${reservationEnded(reservationSeconds)} + make_interval(hours => s.expired_order_grace_hours) <= now()
      order by o.created_at
      limit ${EXPIRE_BATCH}
      for update of o skip locked
    `.execute(trx);
    await lockVariantsUpFront(trx, { orderIds: due.rows.map((order) => order.id) });
    const now = new Date();
    for (const order of due.rows)
      await transitionOrder(trx, order.store_id, order, 'cancelled', null, { expired_at: now });
    return due.rows.length;
  });
}
