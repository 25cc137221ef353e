import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Storefront orders nobody confirmed are closed as "Vencido"
 * (docs/product/orders.md, "Orders nobody confirmed"):
 * - the store's grace period, in hours after the reservation ran out;
 * - when the order's reservation ran out, kept when the expired reservation
 *   rows are deleted (housekeeping), so the grace is counted from it;
 * - when the order was closed automatically: a cancelled order with this
 *   mark is shown as "Vencido" (the status stays `cancelled`, so the stock
 *   rules do not change).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores ADD COLUMN expired_order_grace_hours integer NOT NULL DEFAULT 24 CHECK (expired_order_grace_hours BETWEEN 1 AND 720);
    ALTER TABLE orders ADD COLUMN reservation_ended_at timestamptz;
    ALTER TABLE orders ADD COLUMN expired_at timestamptz;
    ALTER TABLE orders ADD CONSTRAINT orders_expired_is_cancelled CHECK (expired_at IS NULL OR status = 'cancelled');
  `,
  );
}
