/**
 * How long one request can hold the production server's event loop: a store
 * of 5,000 products (`bench-…`, seeded into its own data folder), the server
 * started as `npm start` starts it, and while each heavy request runs a
 * trivial one (`GET /api/config`, no database) fired every 20 ms from here.
 * A probe's extra latency over the idle median is how long the loop was held;
 * the script prints the max and p99 per scenario, and the machine's load.
 * Usage: npm run build && npm run bench:event-loop -w @vidriera/bench (PGlite
 * in DATA_DIR, default .tmp/bench-event-loop-data) or with DATABASE_URL
 * (PostgreSQL).
 */
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { startBenchServer } from './bench-server';
import { freePort, spawnProductionServer } from './production-server';
import { signedInCookie } from './signed-in';
import { percentile } from './signed-in';

const PRODUCTS = 5_000;
const PROBE_EVERY_MS = 20;
const OWNER = { email: 'event-loop@vidriera.local', password: 'mostrador-sereno-7' };
process.env.DATA_DIR = resolve(process.env.DATA_DIR ?? '.tmp/bench-event-loop-data');

interface Answer {
  status: number;
  bytes: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A request whose answer is counted, not decompressed nor parsed: the client's own work stays small. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done({ status: res.statusCode ?? 0, bytes, headers: res.headers }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(options.body);
  });
}

// Seeds the store and its owner's account once, then lets go of the database (PGlite allows one process).
const seeding = await startBenchServer({ stores: 1, products: PRODUCTS });
const { rows } = await sql<{ id: string; slug: string }>`
  select s.id, s.slug from stores s where s.slug like 'bench-%' and (select count(*) from products p where p.store_id = s.id) >= ${PRODUCTS} limit 1`.execute(
  seeding.handle.db,
);
const store = rows[0];
if (!store)
  throw new Error(`hace falta una tienda de ${PRODUCTS} productos: borra ${process.env.DATA_DIR} y vuelve a correr`);
await seeding.handle.db.updateTable('stores').set({ is_active: true }).where('id', '=', store.id).execute();
if (!(await seeding.handle.db.selectFrom('users').select('id').where('email', '=', OWNER.email).executeTakeFirst())) {
  await signedInCookie(seeding.app, seeding.mails, OWNER.email, seeding.origin, seeding.drainJobs, OWNER.password);
}
const owner = await seeding.handle.db
  .selectFrom('users')
  .select('id')
  .where('email', '=', OWNER.email)
  .executeTakeFirstOrThrow();
await seeding.handle.db.updateTable('stores').set({ owner_id: owner.id }).where('id', '=', store.id).execute();
const driver = seeding.handle.driver;
await seeding.close();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app: ChildProcess = spawnProductionServer(port, {});

try {
  for (;;) {
    if (app.exitCode !== null) throw new Error(`el servidor terminó con código ${app.exitCode}`);
    if ((await send(`${base}/api/config`).catch(() => ({ status: 0 }))).status === 200) break;
    await sleep(50);
  }
  const signIn = await send(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const cookie = [signIn.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  const owned = { origin: base, cookie, 'content-type': 'application/json' };
  const br = { 'accept-encoding': 'br' };

  /** Probe latencies (ms) while `run` goes on. */
  async function probe(run: () => Promise<unknown>): Promise<{ latencies: number[]; ms: number; result: unknown }> {
    const latencies: number[] = [];
    const probes: Promise<void>[] = [];
    const timer = setInterval(() => {
      const sent = performance.now();
      probes.push(send(`${base}/api/config`).then(() => void latencies.push(performance.now() - sent)));
    }, PROBE_EVERY_MS);
    const started = performance.now();
    const result = await run();
    const ms = performance.now() - started;
    clearInterval(timer);
    await Promise.all(probes);
    return { latencies, ms, result };
  }

  /** The import is a job (docs/decisions/025-import-as-a-job.md): its page reads it until it ends; resolves to its final state. */
  async function importEnded(): Promise<string> {
    for (;;) {
      const answer = await new Promise<string>((done, fail) => {
        const req = httpRequest(`${base}/api/catalogue/products/import/latest`, { headers: owned }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => done(body));
          res.on('error', fail);
        });
        req.on('error', fail);
        req.end();
      });
      const state = (JSON.parse(answer) as { import: { state: string } | null }).import?.state ?? 'none';
      if (state !== 'queued' && state !== 'running') return state;
      await sleep(250);
    }
  }

  const idle = await probe(() => sleep(2_000));
  const baseline = percentile(
    [...idle.latencies].sort((a, b) => a - b),
    50,
  );
  const csv = `Producto;Precio base;Stock\n${Array.from({ length: PRODUCTS }, (_, i) => `Importado ${i + 1};${1000 + i};${i % 9}`).join('\n')}`;
  const statuses = (answers: Answer[]) => [...new Set(answers.map((a) => a.status))].join('/');
  const scenarios: [string, () => Promise<string>][] = [
    [
      'vista previa: 2 MB de saltos de línea',
      async () =>
        statuses([
          await send(`${base}/api/catalogue/products/import/preview`, {
            method: 'POST',
            headers: owned,
            body: JSON.stringify({ csv: '\n'.repeat(2 * 1024 * 1024) }),
          }),
        ]),
    ],
    [
      'vista previa: 2 MB, una comilla sin cerrar',
      async () =>
        statuses([
          await send(`${base}/api/catalogue/products/import/preview`, {
            method: 'POST',
            headers: owned,
            body: JSON.stringify({ csv: `Producto;Precio base\n"${'x;1\n'.repeat(500_000)}` }),
          }),
        ]),
    ],
    [
      'vista previa: 5.000 filas',
      async () =>
        statuses([
          await send(`${base}/api/catalogue/products/import/preview`, {
            method: 'POST',
            headers: owned,
            body: JSON.stringify({ csv }),
          }),
        ]),
    ],
    [
      'importar 5.000 filas (y su trabajo)',
      async () =>
        `${statuses([await send(`${base}/api/catalogue/products/import`, { method: 'POST', headers: owned, body: JSON.stringify({ csv }) })])}/${await importEnded()}`,
    ],
    [
      '20 feed.xml a la vez (sin caché)',
      async () =>
        statuses(
          await Promise.all(
            Array.from({ length: 20 }, () => send(`${base}/api/public/stores/${store.slug}/feed.xml`, { headers: br })),
          ),
        ),
    ],
    [
      '20 feed.xml a la vez (en caché)',
      async () =>
        statuses(
          await Promise.all(
            Array.from({ length: 20 }, () => send(`${base}/api/public/stores/${store.slug}/feed.xml`, { headers: br })),
          ),
        ),
    ],
    ['página de la tienda', async () => statuses([await send(`${base}/store/${store.slug}`, { headers: br })])],
    [
      'búsqueda "remera"',
      async () => statuses([await send(`${base}/api/public/stores/${store.slug}/products?q=remera`, { headers: br })]),
    ],
    [
      'exportar CSV (10.000 productos)',
      async () => statuses([await send(`${base}/api/catalogue/products/export.csv`, { headers: { ...owned, ...br } })]),
    ],
  ];

  console.log(
    `\nBucle de eventos del servidor de producción · base ${driver} · tienda de ${PRODUCTS} productos · sonda GET /api/config cada ${PROBE_EVERY_MS} ms`,
  );
  console.log(
    `latencia de la sonda en reposo: mediana ${baseline.toFixed(1)} ms · carga de la máquina (1/5/15 min) ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}\n`,
  );
  console.log(
    'escenario'.padEnd(44),
    'respuesta'.padStart(9),
    'dura ms'.padStart(8),
    'sondas'.padStart(7),
    'bloqueo máx'.padStart(12),
    'p99'.padStart(6),
    'carga'.padStart(6),
  );
  for (const [name, run] of scenarios) {
    const { latencies, ms, result } = await probe(run);
    const stalls = latencies.map((l) => Math.max(0, l - baseline)).sort((a, b) => a - b);
    const max = stalls.at(-1) ?? 0;
    console.log(
      name.padEnd(44),
      String(result).padStart(9),
      ms.toFixed(0).padStart(8),
      String(stalls.length).padStart(7),
      max.toFixed(0).padStart(12),
      percentile(stalls, 99).toFixed(0).padStart(6),
      (loadavg()[0] ?? 0).toFixed(1).padStart(6),
    );
    await sleep(500);
  }
} finally {
  app.kill('SIGTERM');
  await new Promise((done) => app.once('exit', done));
}
