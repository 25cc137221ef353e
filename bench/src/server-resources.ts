/**
 * The production server's footprint: the app started exactly as `npm start`
 * starts it (the root package's start script, NODE_ENV=production), on a
 * seeded benchmark database. Prints the time from spawning the process to its
 * first answered request, its resident memory idle, right after a 60 s load
 * test (store pages, the catalogue API and product pages of several stores,
 * 10 connections) and at its peak.
 * Usage: npm run build && npm run bench:server -w @vidriera/bench (PGlite in
 * DATA_DIR, default bench/.tmp/bench-data) or with DATABASE_URL (PostgreSQL).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server';
import { freePort, START_COMMAND, spawnProductionServer } from './production-server';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const DATA_DIR = resolve(process.env.DATA_DIR ?? '.tmp/bench-data');

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function firstAnswer(url: string, app: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (app.exitCode !== null) throw new Error(`el servidor terminó con código ${app.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
}

// Seeds the benchmark stores when the database has none, then lets go of it (PGlite allows one process).
const seeding = await startBenchServer();
const stores = await seeding.handle.db
  .selectFrom('stores')
  .select('slug')
  .where('slug', 'like', 'bench-%')
  .where('is_active', '=', true)
  .orderBy('created_at')
  .limit(5)
  .execute();
const driver = seeding.handle.driver;
await seeding.close();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const started = performance.now();
const app = spawnProductionServer(port, { DATA_DIR });
try {
  const pid = app.pid ?? 0;
  const readyMs = await firstAnswer(`${base}/api/config`, app, started);
  await sleep(IDLE_SECONDS * 1000);
  const idle = memory(pid);

  const catalogue = (await (await fetch(`${base}/api/public/stores/${stores[0]?.slug}/products`)).json()) as {
    items: { slug: string; id: string }[];
  };
  const paths = stores.flatMap(({ slug }) => [
    `/store/${slug}`,
    `/store/${slug}?page=2`,
    `/api/public/stores/${slug}/products`,
    `/api/public/stores/${slug}`,
  ]);
  for (const item of catalogue.items.slice(0, 6))
    paths.push(
      `/store/${stores[0]?.slug}/product/${item.slug}`,
      `/api/public/stores/${stores[0]?.slug}/products/${item.id}`,
    );
  let next = 0;
  const load = await autocannon({
    url: base,
    connections: 10,
    duration: LOAD_SECONDS,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] ?? '/' }) }],
  });
  const loaded = memory(pid);

  const mb = (n: number) => `${n.toFixed(0)} MB`;
  console.log(
    `\nServidor de producción (\`${START_COMMAND}\`) · base ${driver} · carga ${LOAD_SECONDS} s a 10 conexiones sobre ${paths.length} direcciones\n`,
  );
  console.log(`  hasta la primera respuesta    ${readyMs.toFixed(0)} ms`);
  console.log(`  memoria residente en reposo    ${mb(idle.rss)}`);
  console.log(`  tras la carga                  ${mb(loaded.rss)} (pico ${mb(loaded.peak)})`);
  console.log(
    `  carga: ${Math.round(load.requests.average)} req/s · p99 ${load.latency.p99} ms · no-2xx ${load.non2xx} · errores ${load.errors}`,
  );
} finally {
  app.kill('SIGTERM');
  await new Promise((done) => app.once('exit', done));
}
