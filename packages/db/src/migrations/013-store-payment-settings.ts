import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * How a store is paid and when it warns of low stock (docs/product/stores.md):
 * the payment methods it offers shoppers (transfer only counts while the
 * store has a CBU/alias), the name on the transfer account, an optional
 * whole-percent discount for paying by transfer, and the low-stock threshold
 * of the dashboard and the low-stock e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores ADD COLUMN payment_methods text[] NOT NULL DEFAULT '{transfer,cash}' CHECK (
      cardinality(payment_methods) BETWEEN 1 AND 4
      AND payment_methods <@ ARRAY['cash', 'transfer', 'mercadopago', 'other']
    );
    ALTER TABLE stores ADD COLUMN transfer_holder text CHECK (char_length(transfer_holder) <= 100);
    ALTER TABLE stores ADD COLUMN transfer_discount_percent integer CHECK (transfer_discount_percent BETWEEN 1 AND 50);
    ALTER TABLE stores ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 2 CHECK (low_stock_threshold BETWEEN 0 AND 1000);
  `,
  );
}
