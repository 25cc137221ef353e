import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * An order's payment apart from its progress (docs/product/orders.md,
 * "Payment"): whether the seller received the money and when they marked it,
 * the transfer discount the server took off the total (integer cents), and
 * the hash of the shopper's link token to the order page (the token itself is
 * never stored). Indexes serve the admin list's filters and the dashboard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE orders ADD COLUMN payment_status text NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'received'));
    ALTER TABLE orders ADD COLUMN payment_received_at timestamptz;
    ALTER TABLE orders ADD CONSTRAINT orders_payment_received_at_check
      CHECK ((payment_status = 'received') = (payment_received_at IS NOT NULL));
    ALTER TABLE orders ADD COLUMN transfer_discount_cents bigint NOT NULL DEFAULT 0 CHECK (transfer_discount_cents >= 0);
    ALTER TABLE orders ADD COLUMN shopper_token_hash text CHECK (shopper_token_hash ~ '^[0-9a-f]{64}$');
    CREATE INDEX orders_store_payment_idx ON orders (store_id, payment_status) WHERE status <> 'cancelled';
    CREATE INDEX orders_store_status_created_idx ON orders (store_id, status, created_at);
  `,
  );
}
