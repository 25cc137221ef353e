/**
 * Where a search's time goes on PostgreSQL (issue 47, "Speed"): the statements of one storefront search with two
 * filters, and of a filtered catalogue without words, as the app sends them (prepared, catalogue-page-route.ts), each
 * printed with its plan by auto_explain (ANALYZE, BUFFERS, sent back as notices), on the store `bench:search` seeded.
 * A prepared statement runs on custom plans five times, then PostgreSQL may keep a generic one: each search is asked
 * RUNS (7) times and the plans of the first and last are printed. Needs a superuser (LOAD 'auto_explain').
 * Usage: DATABASE_URL=… npm run bench:search-explain -w @vidriera/bench [-- 'q=remera&talle=m&color=negro' …]
 */
import { NO_SELECTION, readSelection } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { firstBenchStore } from './bench-server';
import { preparingPool } from '../../packages/db/src/prepared-statements';
import { withTenantScope } from '../../packages/db/src/tenant-dialect';
import { listPublicProducts } from '../../apps/server/src/modules/storefront/public-catalogue';

const RUNS = Number(process.env.RUNS ?? 7);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: la base de PostgreSQL que sembró bench:search');
const asked = process.argv.slice(2);
const addresses = asked.length
  ? asked
  : ['q=remera&talle=m&color=negro', 'q=canpera&talle=l&color=verde', 'talle=m&color=negro'];

const pool = new pg.Pool({ connectionString: url, max: 1 });
let notices: string[] = [];
pool.on('connect', (client) => {
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  void client.query(`load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
    set auto_explain.log_buffers = on; set auto_explain.log_timing = on; set auto_explain.log_level = notice;
    set auto_explain.log_nested_statements = off`);
});
const db = new Kysely<Database>({ dialect: withTenantScope(new PostgresDialect({ pool: preparingPool(pool) })) });
try {
  const store = await firstBenchStore(db);
  for (const address of addresses) {
    const params = new URLSearchParams(address);
    const filter = { query: params.get('q') || null, selection: params.size ? readSelection(params) : NO_SELECTION };
    for (let run = 1; run <= RUNS; run++) {
      notices = [];
      const started = performance.now();
      const { catalogue: found } = await listPublicProducts(db, store.id, 1, filter);
      const ms = (performance.now() - started).toFixed(1);
      if (run !== 1 && run !== RUNS) continue;
      console.log(`\n=== ${address} · vez ${run} · ${found.total} productos · ${ms} ms en total ===`);
      for (const notice of notices.filter((n) => !/set_config|app\.store_id/.test(n))) console.log(notice, '\n');
    }
  }
} finally {
  await db.destroy();
}
