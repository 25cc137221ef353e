import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * A storefront order reads the shopper's own pending orders: this phone's
 * (orders_pending_phone_idx) and this address's, through this index. Without
 * it the address's part walks every order the address ever placed, and a
 * shared address (an office, a mobile carrier's NAT) places many
 * (apps/server/src/modules/orders/order-checks.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `CREATE INDEX orders_pending_address_idx ON orders (store_id, placed_from) WHERE source = 'storefront' AND status = 'pending';`,
  );
}
