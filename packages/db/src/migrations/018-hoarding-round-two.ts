import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Hoarding made uneconomic (docs/SECURITY.md, "Stock hoarding, round two"):
 * - the share of a variant's stock that unconfirmed storefront orders of one
 *   client address (or one phone) may reserve in an hour, in percent;
 * - how long the reservation of an order the seller has not opened yet
 *   lasts, and when the seller first opened it (from then on it lasts the
 *   full RESERVATION_TTL);
 * - the proof-of-work challenges already answered, until they expire, so a
 *   solution is used once however many server processes share the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores ADD COLUMN reserved_share_percent integer NOT NULL DEFAULT 30 CHECK (reserved_share_percent BETWEEN 1 AND 100);
    ALTER TABLE stores ADD COLUMN unopened_reservation_minutes integer NOT NULL DEFAULT 120 CHECK (unopened_reservation_minutes BETWEEN 15 AND 2880);
    ALTER TABLE orders ADD COLUMN seller_opened_at timestamptz;
    CREATE INDEX orders_pending_storefront_idx ON orders (store_id, created_at) WHERE source = 'storefront' AND status = 'pending';

    CREATE TABLE used_challenges (
      signature text PRIMARY KEY CHECK (char_length(signature) <= 200),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX used_challenges_expires_idx ON used_challenges (expires_at);
  `,
  );
}
