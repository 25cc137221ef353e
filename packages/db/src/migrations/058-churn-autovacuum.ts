import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Tables written and deleted all day keep their speed (issue 53, "Churn"; docs/DEPLOY.md, "Tables that empty
 * themselves"). PostgreSQL's defaults vacuum a table once a fifth of it is dead rows: fine for a large table that mostly
 * grows, late for the small ones an order rewrites.
 *
 * - `stock_reservations`: a row per reserved line, deleted when the order ends or its reservation runs out. It stays
 *   small (the reservations in flight), so a fifth of it is a few dead rows, and every order's stock check walks the
 *   dead index entries of its variant until a vacuum clears them: vacuumed after 200 dead rows, without the cost
 *   pause (a small table's vacuum is short).
 * - `product_variants`: an order moves its variants' reserved units (count_reserved_units): the pages keep room for
 *   the new versions (fillfactor 90, so the update stays on the page and touches no index: reserved_units is in
 *   none), and a vacuum comes after 2 % of the rows changed instead of 20 %.
 * - `jobs`: every order queues a few, finished ones are deleted after a week (job-queue.ts): vacuumed and analyzed
 *   after 2 % (its partial indexes, jobs_due and jobs_leased, stay small only if dead entries go).
 * - `orders` and `order_status_history`: large and growing; analyzed after 2 % so the recent days' figures (the
 *   dashboard, the statistics) are planned with fresh counts, vacuumed after 5 %.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stock_reservations SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200,
      autovacuum_vacuum_cost_delay = 0, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 200);
    ALTER TABLE product_variants SET (fillfactor = 90, autovacuum_vacuum_scale_factor = 0.02,
      autovacuum_analyze_scale_factor = 0.02);
    ALTER TABLE jobs SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 500,
      autovacuum_analyze_scale_factor = 0.02);
    ALTER TABLE orders SET (autovacuum_vacuum_scale_factor = 0.05, autovacuum_analyze_scale_factor = 0.02);
    ALTER TABLE order_status_history SET (autovacuum_vacuum_scale_factor = 0.05, autovacuum_analyze_scale_factor = 0.02);
  `,
  );
}
