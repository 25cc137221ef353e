import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * The store's wholesale mode (docs/product/orders.md, "Precios por mayor";
 * ADR 042): a minimum order in amount or in units (null: none), read by the
 * order's store look-up and shown before the cart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores ADD COLUMN wholesale_min_order_cents bigint CHECK (wholesale_min_order_cents > 0);
    ALTER TABLE stores ADD COLUMN wholesale_min_units integer CHECK (wholesale_min_units > 0);
  `,
  );
}
