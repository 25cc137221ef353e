import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * The store-wide ceiling on reservations (docs/SECURITY.md, "Stock hoarding,
 * round three"):
 * - the share of each variant's stock that storefront orders the seller has
 *   not opened may hold together, whatever address or phone placed them, in
 *   percent (0–100, default 50);
 * - the orders taken beyond it: saved "sin reserva", holding no units, for the
 *   seller to confirm if the stock allows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores ADD COLUMN unopened_share_percent integer NOT NULL DEFAULT 50 CHECK (unopened_share_percent BETWEEN 0 AND 100);
    ALTER TABLE orders ADD COLUMN without_reservation boolean NOT NULL DEFAULT false;
  `,
  );
}
