/**
 * Churn (issue 53): orders' speed before and after a simulated week of the rows written and deleted all day —
 * reservations (with their counters on the variants, the triggers on), jobs queued, finished and deleted, status
 * history written and deleted — on a database `seed:bench -- --big` seeded, through one production instance.
 * SETTINGS=default puts PostgreSQL's own autovacuum settings back on those tables first; SETTINGS=058 (the default)
 * leaves migration 058's. Prints the orders a second, p50 and p99 before and after, and the dead rows left.
 * Usage: npm run build && DATABASE_URL=postgres://… SETTINGS=default|058 npm run bench:churn -w @vidriera/bench
 * (DAYS, default 7; ROWS a day of each kind, default 20,000; SECONDS, default 8).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pickStores } from './flat-cost-setup';
import { machineLoad } from './load-figures';
import { freePort, ROOT, spawnProductionServer, stopProductionServer, until } from './production-server';

const DAYS = Number(process.env.DAYS ?? 7);
const ROWS = Number(process.env.ROWS ?? 20_000);
const SECONDS = Number(process.env.SECONDS ?? 8);
const SETTINGS = process.env.SETTINGS ?? '058';
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: una base de PostgreSQL sembrada con seed:bench -- --big');
if (!existsSync(join(ROOT, 'apps/server/dist/main.js'))) throw new Error('falta el build: corre npm run build');
const TABLES = ['stock_reservations', 'product_variants', 'jobs', 'orders', 'order_status_history'];

const pool = new pg.Pool({ connectionString: url, max: 2 });
if (SETTINGS === 'default')
  for (const table of TABLES)
    await pool.query(`alter table ${table} reset (fillfactor, autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold,
      autovacuum_vacuum_cost_delay, autovacuum_analyze_scale_factor, autovacuum_analyze_threshold)`);
await pool.query('vacuum analyze stock_reservations, product_variants, jobs, order_status_history');
const { typical, variants } = await pickStores(pool);
const dataDir = mkdtempSync(join(tmpdir(), 'churn-'));
const port = await freePort();
const server = spawnProductionServer(port, { DATABASE_URL: url, DATA_DIR: dataDir, TRUST_PROXY: '1' });
const base = `http://127.0.0.1:${port}`;

const orders = () => {
  const args = { url: `${base}/api/public/stores/${typical.slug}/orders`, variants, duration: SECONDS };
  const out = execFileSync('node', [
    '--import',
    'tsx',
    new URL('./order-shoppers.ts', import.meta.url).pathname,
    JSON.stringify({ ...args, connections: 10, oneAddress: false }),
  ]);
  const r = JSON.parse(out.toString()) as { average: number; p50: number; p99: number; non2xx: number };
  return `${Math.round(r.average)} pedidos/s · p50 ${r.p50} ms · p99 ${r.p99} ms · ${r.non2xx} no 2xx · carga ${machineLoad()}`;
};
const dead = async () =>
  (
    await pool.query<{ relname: string; n_dead_tup: string }>(
      `select relname, n_dead_tup from pg_stat_user_tables where relname = any($1) order by relname`,
      [TABLES],
    )
  ).rows
    .map((r) => `${r.relname} ${r.n_dead_tup}`)
    .join(' · ');

try {
  await until(async () => (await fetch(`${base}/api/health`)).ok, 'el servidor en marcha');
  console.log(`\nRotación · ajustes ${SETTINGS} · ${DAYS} días × ${ROWS} filas de cada tipo`);
  console.log(`antes:   ${orders()}`);
  const started = performance.now();
  for (let day = 0; day < DAYS; day++) {
    for (let done = 0; done < ROWS; done += 1000) {
      // A thousand reservations on the typical store's variants, then gone (the order ended).
      await pool.query(
        `with o as (select id, store_id from orders where store_id = $1 limit 1)
         insert into stock_reservations (store_id, order_id, variant_id, quantity, expires_at)
         select o.store_id, o.id, v.id, 1, now() + interval '2 hours'
         from o cross join generate_series(1, 1000) n join lateral (select id from product_variants
           where store_id = o.store_id offset n % 20 limit 1) v on true`,
        [typical.id],
      );
      await pool.query(`delete from stock_reservations where store_id = $1 and expires_at > now()`, [typical.id]);
      await pool.query(
        `insert into jobs (kind, payload, state, attempts, outcome, finished_at)
         select 'bench.churn', '{}', 'done', 1, 'sent', now() - interval '8 days' from generate_series(1, 1000)`,
      );
      await pool.query(`delete from jobs where kind = 'bench.churn'`);
      await pool.query(
        `insert into order_status_history (store_id, order_id, from_status, to_status)
         select o.store_id, o.id, 'pending', 'processing' from (select id, store_id from orders where store_id = $1 limit 1) o
         cross join generate_series(1, 1000)`,
        [typical.id],
      );
      await pool.query(
        `delete from order_status_history where store_id = $1 and created_at > now() - interval '1 minute'
           and from_status = 'pending' and to_status = 'processing'`,
        [typical.id],
      );
    }
  }
  console.log(`rotación: ${((performance.now() - started) / 1000).toFixed(0)} s · filas muertas: ${await dead()}`);
  console.log(`después: ${orders()}`);
  await pool.query('vacuum stock_reservations, product_variants, jobs, order_status_history');
  console.log(`tras VACUUM: ${orders()}`);
} finally {
  await stopProductionServer(server);
  await pool.end();
  rmSync(dataDir, { recursive: true, force: true });
}
