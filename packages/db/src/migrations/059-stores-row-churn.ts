import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * The store's row is rewritten by every order (issue 53, "Churn"; docs/DEPLOY.md, "Tables that empty themselves"): its
 * pages version moves in the order's transaction (migration 037), so a store taking orders leaves a dead version of
 * its row at each one. A version that does not fit on its page goes to another page and adds an entry to each of the
 * table's four indexes; until a vacuum clears them every look-up of that store (its pages' version by slug, the
 * foreign-key check of each order's rows) walks them all. Measured on 10,000 stores: 371 such entries took the
 * check of an order's store from 3 buffers to 102, and the pages' version from 2 to 27 (bench/README.md).
 *
 * - `fillfactor = 70`: pages written from now on keep room for a few new versions of their rows (a store row is about
 *   500 bytes), so the update stays on the page and touches no index (pages_version is in none).
 * - Vacuumed after 200 dead rows whatever the number of stores (PostgreSQL's default waits for a fifth of the table:
 *   2,000 dead rows with 10,000 stores, the last ones all of one busy store), without the cost pause: the table is
 *   small.
 *
 * Pages already full keep their rows where they are; `VACUUM FULL stores` rewrites them with the room (DEPLOY.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200,
      autovacuum_vacuum_cost_delay = 0);
  `,
  );
}
