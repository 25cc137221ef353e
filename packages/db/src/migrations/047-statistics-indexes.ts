import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * "Estadísticas" of a store with tens of thousands of orders (bench:customers-statistics, bench/README.md): a
 * period's orders by day are read from this index alone (their state, payment and total beside the date), not from
 * the table's pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE INDEX orders_store_created_figures_idx ON orders (store_id, created_at) INCLUDE (status, payment_status, total_cents);
  `,
  );
}
