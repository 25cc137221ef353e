/**
 * The storefront through Caddy (deploy/Caddyfile) with one app instance and
 * with two, on a PostgreSQL primary with a streaming replica made here
 * (apps/server/test-system/postgres-replica.ts), beside one instance without
 * the proxy: the store page HTML (kept pages) and the catalogue API (read
 * from the replica), at 10 and 50 connections. Needs the build (`npm run
 * build`), Caddy and PostgreSQL 15's binaries, as the system test does.
 * Usage: npm run bench:proxy-storefront -w @vidriera/bench
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDb, seedBench } from '@vidriera/db';
import { type CaddyProxy, startCaddy } from '../../apps/server/test-system/caddy-proxy';
import { migrateAndGrant, startReplicatedPostgres } from '../../apps/server/test-system/postgres-replica';
import { type ServerProcess, startServer } from '../../apps/server/test-system/server-process';
import { LOAD_HEADINGS, loadCells, measureLoad } from './load-figures';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3460);
const PORT = {
  primary: BASE_PORT,
  a: BASE_PORT + 2,
  b: BASE_PORT + 3,
  one: { http: BASE_PORT + 4, https: BASE_PORT + 5, ask: BASE_PORT + 6 },
  two: { http: BASE_PORT + 7, https: BASE_PORT + 8, ask: BASE_PORT + 9 },
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const cluster = await startReplicatedPostgres(PORT.primary, async (adminUrl) => {
  await migrateAndGrant(adminUrl);
  const seeding = await createDb({ databaseUrl: adminUrl, poolSize: 2 });
  process.stdout.write('sembrando 5 tiendas × 200 productos…\n');
  await seedBench(seeding.db, { stores: 5, products: 200 });
  await seeding.close();
});
const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-bench-proxy-'));
const servers: ServerProcess[] = [];
const proxies: CaddyProxy[] = [];
try {
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${PORT.two.http}`,
    DATABASE_URL: cluster.primaryUrl,
    DATABASE_READ_URL: cluster.replicaUrl,
    AUTH_SECRET: 'un-secreto-compartido-por-las-dos-instancias',
    RATE_LIMIT: 'false',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  };
  servers.push(...(await Promise.all([startServer(PORT.a, env), startServer(PORT.b, env)])));
  proxies.push(
    await startCaddy(PORT.one, [`127.0.0.1:${PORT.a}`]),
    await startCaddy(PORT.two, [`127.0.0.1:${PORT.a}`, `127.0.0.1:${PORT.b}`]),
  );
  const [store] = await cluster.query<{ slug: string }>(
    'primary',
    `select slug from stores where slug like 'bench-%' and is_active order by created_at limit 1`,
  );
  const slug = store?.slug ?? '';
  const setups = [
    ['1 instancia, sin proxy', servers[0]?.url ?? ''],
    ['Caddy → 1 instancia', proxies[0]?.url ?? ''],
    ['Caddy → 2 instancias', proxies[1]?.url ?? ''],
  ] as const;
  const paths = [
    ['HTML /store/{slug}', `/store/${slug}`],
    ['catálogo /api/public/…/products', `/api/public/stores/${slug}/products`],
  ] as const;
  console.log(
    `\nTienda ${slug} · PostgreSQL 15 primaria + réplica · ${DURATION} s por medición · ${execFileSync('nproc').toString().trim()} núcleos`,
  );
  console.log(`carga (1/5/15 min) al empezar: ${load()}\n`);
  console.log('montaje'.padEnd(26), 'objetivo'.padEnd(34), 'conex.', ...LOAD_HEADINGS, '  carga 1 min');
  // Unreported warm-up of every path on both instances: the JIT, the pools, PostgreSQL's caches, the kept pages.
  for (const [, base] of setups)
    for (const [, path] of paths) await autocannon({ url: `${base}${path}`, connections: 10, duration: 2 });
  for (const connections of [10, 50]) {
    for (const [, path] of paths) {
      for (const [name, base] of setups) {
        const r = await measureLoad(`${base}${path}`, connections, DURATION);
        const target = paths.find(([, p]) => p === path)?.[0] ?? path;
        console.log(
          name.padEnd(26),
          target.padEnd(34),
          String(connections).padStart(6),
          ...loadCells(r),
          `  ${loadavg()[0]?.toFixed(1)}`,
        );
      }
    }
  }
  console.log(`\ncarga (1/5/15 min) al terminar: ${load()}`);
} finally {
  for (const proxy of proxies) await proxy.stop();
  await Promise.all(servers.map((s) => s.stop()));
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
