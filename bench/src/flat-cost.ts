/**
 * Flat cost (issue 53): the same requests against a database seeded small and one seeded big
 * (`npm run seed:bench -- --big [--stores 20]`), through two production instances (the build, as `npm start` runs
 * it) on that one PostgreSQL. Each row: requests a second (both instances), p50 and p99 (the slower instance's),
 * errors, and the machine's load average beside it.
 *
 * - a store's index and a product page, kept (asked again and again) and cold (an address never asked: a product of
 *   the seed's first 20 stores, the same on either seed, then a product of any store, nearly always its store's first
 *   request on the big seed);
 * - the public catalogue with two filters, and a search with two filters, each asked once (never kept);
 * - the feed of the large store (store 1 of the seed, 5,000 products; 11 MB of XML), gzip: its first build, then kept;
 * - the owner's orders list, dashboard (overview) and statistics for 30 days (a typical store: 200 orders over a year);
 * - order creation, each shopper a phone and an address of her own (bench:orders' shoppers);
 * - the job queue: the runner's claim of a due job, with the table's finished jobs kept (SQL, rolled back).
 *
 * Then the instances' resident memory (the page cache is bounded in bytes, page-sender.ts).
 * Usage: npm run build && DATABASE_URL=postgres://…/bench_big npm run bench:flat-cost -w @vidriera/bench
 * (SECONDS, default 8; CONNECTIONS, default 10, split over the two instances).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { productPathSegment } from '@vidriera/core';
import { type LoadFigures, machineLoad, measureLoad } from './load-figures';
import { freePort, ROOT, spawnProductionServer, stopProductionServer, until } from './production-server';
import { claimTimes, ownerCookie, pickStores } from './flat-cost-setup';

const SECONDS = Number(process.env.SECONDS ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: una base de PostgreSQL sembrada con seed:bench -- --big');
if (!existsSync(join(ROOT, 'apps/server/dist/main.js'))) throw new Error('falta el build: corre npm run build');

const pool = new pg.Pool({ connectionString: url, max: 2 });
const { typical, large, cold, coldOfTwenty, variants, counts } = await pickStores(pool);
const dataDir = mkdtempSync(join(tmpdir(), 'flat-cost-'));
const ports = await Promise.all([freePort(), freePort()]);
const servers = ports.map((port) =>
  spawnProductionServer(port, { DATABASE_URL: url, DATA_DIR: dataDir, TRUST_PROXY: '1', JOBS_POLL_INTERVAL: '60000' }),
);
const bases = ports.map((port) => `http://127.0.0.1:${port}`);
const rows: string[] = [];
const print = (name: string, f: LoadFigures) => {
  const line = `${name.padEnd(44)} ${[f.rps, f.p50, f.p99, f.errors].map((n) => String(n).padStart(8)).join('')}   carga ${machineLoad()}`;
  rows.push(line);
  console.log(line);
};

/** Both instances at once, half the connections each: requests a second summed, latency the slower's. */
async function both(requests: autocannon.Request[], headers: Record<string, string> = {}): Promise<LoadFigures> {
  const half = Math.max(1, Math.floor(CONNECTIONS / 2));
  const withHeaders = requests.map((r) => ({ ...r, headers: { ...headers, ...r.headers } }));
  const runs = await Promise.all(bases.map((base) => measureLoad(base, half, SECONDS, withHeaders)));
  return {
    rps: runs.reduce((sum, r) => sum + r.rps, 0),
    p50: Math.max(...runs.map((r) => r.p50)),
    p97_5: Math.max(...runs.map((r) => r.p97_5)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}
/** Paths each asked once: a counter in the query makes every request one never kept. */
const unseen = (paths: string[]): autocannon.Request[] => {
  let n = Date.now() % 1_000_000;
  return [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `${paths[n % paths.length]}&bench=${n++}` }) }];
};
const get = (path: string): autocannon.Request[] => [{ method: 'GET', path }];

try {
  for (const base of bases) await until(async () => (await fetch(`${base}/api/health`)).ok, `${base} en marcha`);
  const cookie = await ownerCookie(pool, bases[0] ?? '', typical.id);
  console.log(
    `\nCosto plano · ${counts.stores} tiendas · ${counts.products} productos · ${counts.orders} pedidos · ${counts.jobs} trabajos · ` +
      `2 instancias · ${CONNECTIONS} conexiones · ${SECONDS} s · carga ${machineLoad()}`,
  );
  console.log(`${''.padEnd(44)} ${['req/s', 'p50 ms', 'p99 ms', 'errores'].map((h) => h.padStart(8)).join('')}`);
  const store = `/store/${typical.slug}`;
  const product = `${store}/product/${productPathSegment(typical.productName, typical.productId)}`;
  const api = `/api/public/stores/${typical.slug}/products`;
  await both(get(store));
  print('HTML índice de tienda, guardada', await both(get(store)));
  await both(get(product));
  print('HTML producto, guardada', await both(get(product)));
  const productPaths = (list: typeof cold) => list.map((c) => `/store/${c.slug}/product/${c.segment}?desde=costo`);
  print('HTML producto, fría (20 tiendas)', await both(unseen(productPaths(coldOfTwenty))));
  print('HTML producto, fría (barrido de tiendas)', await both(unseen(productPaths(cold))));
  print(
    'catálogo API, 2 filtros (sin guardar)',
    await both(unseen([`${api}?talle=m&color=negro`, `${api}?talle=l&color=azul`])),
  );
  print(
    'búsqueda API + 2 filtros (sin guardar)',
    await both(unseen([`${api}?q=remera&talle=m`, `${api}?q=buzo&color=negro`])),
  );
  const feed = `/api/public/stores/${large.slug}/feed.xml`;
  const built = performance.now();
  const gzip = { 'accept-encoding': 'gzip' };
  const first = await fetch(`${bases[0]}${feed}`, { headers: gzip });
  await first.arrayBuffer();
  const feedMs = Math.round(performance.now() - built);
  print(`feed ${large.products} productos, gzip, guardado (1.º ${feedMs} ms)`, await both(get(feed), gzip));
  const owner = { cookie, origin: bases[0] ?? '' };
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  print('dueña: lista de pedidos', await both(get('/api/orders'), owner));
  print('dueña: resumen (panel)', await both(get('/api/orders/overview'), owner));
  print('dueña: estadísticas 30 días', await both(get(`/api/statistics?from=${day(29)}&to=${day(0)}&by=day`), owner));
  const orders = await Promise.all(
    bases.map((base) => {
      const args = { url: `${base}/api/public/stores/${typical.slug}/orders`, variants, duration: SECONDS };
      const shopper = JSON.stringify({
        ...args,
        connections: Math.max(1, Math.floor(CONNECTIONS / 2)),
        oneAddress: false,
      });
      const out = execFileSync('node', [
        '--import',
        'tsx',
        new URL('./order-shoppers.ts', import.meta.url).pathname,
        shopper,
      ]);
      return JSON.parse(out.toString()) as {
        average: number;
        p50: number;
        p99: number;
        non2xx: number;
        errors: number;
      };
    }),
  );
  const [a, b] = orders;
  print('pedido nuevo (POST, una instancia tras otra)', {
    rps: Math.round(((a?.average ?? 0) + (b?.average ?? 0)) / 2),
    p50: Math.max(a?.p50 ?? 0, b?.p50 ?? 0),
    p97_5: 0,
    p99: Math.max(a?.p99 ?? 0, b?.p99 ?? 0),
    errors: (a?.non2xx ?? 0) + (a?.errors ?? 0) + (b?.non2xx ?? 0) + (b?.errors ?? 0),
  });
  const claims = await claimTimes(pool, 300);
  print('cola: tomar un trabajo (SQL del runner, 300 veces)', { rps: 0, p97_5: 0, errors: 0, ...claims });
  const rss = servers.map((s) => {
    const status = readFileSync(`/proc/${s.pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  });
  console.log(`memoria residente de las instancias al final: ${rss.join(' MB, ')} MB`);
} finally {
  await Promise.all(servers.map((s) => stopProductionServer(s)));
  await pool.end();
  rmSync(dataDir, { recursive: true, force: true });
}
