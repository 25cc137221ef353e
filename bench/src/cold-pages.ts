/**
 * What a cold product page waits on (issue 53): one production instance on a database `seed:bench -- --big` seeded,
 * product pages never asked, `REQUESTS` of them (600) from `CONNECTIONS` clients (1): first of the seed's 20 first
 * stores, then a sweep of every store (on the big seed nearly each one its store's first request). For each: p50, p90,
 * p99 and the longest, the database's blocks read from the operating system and found in `shared_buffers` a request
 * (`pg_stat_database`), and the statements that took the most (`pg_stat_statements`, reset before each; the server
 * must have the extension, and the role the right to reset it).
 * Usage: npm run build && DATABASE_URL=postgres://…/bench_big npm run bench:cold-pages -w @vidriera/bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pickStores } from './flat-cost-setup';
import { machineLoad } from './load-figures';
import { freePort, spawnProductionServer, stopProductionServer, until } from './production-server';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: una base de PostgreSQL sembrada con seed:bench -- --big');
const REQUESTS = Number(process.env.REQUESTS ?? 600);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 1);

const pool = new pg.Pool({ connectionString: url, max: 2 });
const { cold, coldOfTwenty } = await pickStores(pool);
const dataDir = mkdtempSync(join(tmpdir(), 'cold-pages-'));
const port = await freePort();
const server = spawnProductionServer(port, {
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  TRUST_PROXY: '1',
  JOBS_POLL_INTERVAL: '60000',
});
const base = `http://127.0.0.1:${port}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const blocks = async () =>
  (
    await pool.query<{ read: string; hit: string }>(
      `select blks_read as read, blks_hit as hit from pg_stat_database where datname = current_database()`,
    )
  ).rows[0];

/** `REQUESTS` pages of `list` in turn, each asked once, from `CONNECTIONS` clients: their times in ms. */
async function ask(list: typeof cold): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < REQUESTS) {
        const page = list[next++ % list.length];
        const started = performance.now();
        const res = await fetch(`${base}/store/${page?.slug}/product/${page?.segment}?desde=frio`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${page?.slug}: ${res.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

try {
  await until(async () => (await fetch(`${base}/api/health`)).ok, `${base} en marcha`);
  console.log(`\nPáginas frías · ${REQUESTS} pedidos · ${CONNECTIONS} conexiones · carga ${machineLoad()}`);
  for (const [name, list] of [
    ['las 20 primeras tiendas', coldOfTwenty],
    ['barrido de tiendas', cold],
  ] as const) {
    await pool.query('select pg_stat_statements_reset()');
    const before = await blocks();
    const times = await ask(list);
    const after = await blocks();
    const per = (a?: string, b?: string) => ((Number(a) - Number(b)) / REQUESTS).toFixed(1);
    console.log(
      `${name}: p50 ${percentile(times, 50).toFixed(1)} · p90 ${percentile(times, 90).toFixed(1)} · p99 ` +
        `${percentile(times, 99).toFixed(1)} · máx ${times.at(-1)?.toFixed(1)} ms; bloques por pedido: leídos ` +
        `${per(after?.read, before?.read)}, en memoria ${per(after?.hit, before?.hit)} · carga ${machineLoad()}`,
    );
    const statements = await pool.query<Record<string, string>>(
      `select calls, round(mean_exec_time::numeric, 2) as mean, round(max_exec_time::numeric, 1) as max,
         shared_blks_read as read, shared_blks_hit as hit, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
       from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat%'
       order by total_exec_time desc limit 6`,
    );
    console.log('  llamadas · media ms · máx ms · bloques leídos · en memoria · sentencia');
    for (const s of statements.rows)
      console.log(`  ${s.calls} · ${s.mean} · ${s.max} · ${s.read} · ${s.hit} · ${s.query}`);
  }
} finally {
  await stopProductionServer(server);
  await pool.end();
  rmSync(dataDir, { recursive: true, force: true });
}
