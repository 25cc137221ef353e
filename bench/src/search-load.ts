/**
 * Storefront search load (issue 47, "Speed"): autocannon at 10 connections on a clothing store of 5,000 products
 * (seeded into its own data folder, then given parent categories, brands, tags and who each product is for,
 * search-catalogue.ts), each client asking its queries in turn:
 *
 * - a search with two filters (`/api/public/stores/{slug}/products?q=remera&talle=m&color=negro`…): plain words,
 *   misspelt ones, synonyms;
 * - the search page's HTML with the same (`/store/{slug}/search?q=…&talle=…`, drawn by the web build's renderer);
 * - a filtered catalogue without words (`…/products?talle=m&color=negro&page=2`).
 *
 * The store's pages and its catalogue, searched or not, are kept per address (store-page-route.ts,
 * catalogue-page-route.ts): the mixed searches and the last two are measured kept (a few addresses asked over and
 * over) and built each time (an address no one asked before, through a parameter the store has no attribute for).
 *
 * The store is seeded and enriched here; the shoppers then ask a production server (the build, as `npm start` runs
 * it) in a process of its own, so the client's work is not on the server's event loop. Prints p50/p97.5/p99,
 * requests a second, errors and the server's longest event-loop block during each run (its /metrics), beside the
 * targets: p99 ≤ 50 ms on PostgreSQL, ≤ 100 ms on PGlite, no block over 50 ms. Run on PGlite (default) or PostgreSQL
 * (DATABASE_URL). Usage: `npm run build`, then npm run bench:search -w @vidriera/bench (BENCH_SECONDS per
 * measurement, 10; BENCH_ONLY: the measurements whose name holds it).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import { firstBenchStore, startBenchServer } from './bench-server';
import { type LoadFigures, machineLoad, measureLoad } from './load-figures';
import { freePort, ROOT, spawnProductionServer, stopProductionServer, until } from './production-server';
import { enrichSearchStore } from './search-catalogue';
import { readCatalogueIndex } from '../../apps/server/src/modules/storefront/catalogue-index';
import { readCatalogueStock } from '../../apps/server/src/modules/storefront/catalogue-stock';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Only the measurements whose name holds this text (BENCH_ONLY="nunca"): all when unset. */
const ONLY = process.env.BENCH_ONLY;
const PRODUCTS = 5_000;
const CONNECTIONS = 10;
/** Seconds of each measurement's second run, one connection at a time. */
const ALONE_SECONDS = 3;
process.env.DATA_DIR ??= '.tmp/bench-search-5000-data';

/** Each a search of two filters: [kind, words, filters]. */
const SEARCHES: [string, string, string][] = [
  ['palabras', 'remera', 'talle=m&color=negro'],
  ['palabras', 'buzo', 'talle=l&color=azul'],
  ['palabras', 'campera', 'color=rojo&marca=nike'],
  ['palabras', 'pantalones', 'talle=s&color=blanco'],
  ['palabras', 'remera negra talle m', 'marca=adidas&stock=1'],
  ['errores', 'remra', 'talle=m&color=negro'],
  ['errores', 'canpera', 'talle=l&color=verde'],
  ['errores', 'zapatiya', 'talle=s&color=azul'],
  ['errores', 'pantlon', 'talle=m&marca=puma'],
  ['sinónimos', 'camiseta', 'talle=m&color=blanco'],
  ['sinónimos', 'sudadera', 'talle=l&color=negro'],
  ['sinónimos', 'chaqueta', 'talle=s&color=rojo'],
  ['sinónimos', 'calzado', 'talle=m&color=verde'],
];
/** Filters without words, and the pages a shopper walks through. */
const FILTERS = [
  'talle=m&color=negro',
  'talle=l&color=azul&color=rojo',
  'color=blanco&marca=topper',
  'talle=s&stock=1',
];

let neverAskedCount = 0;
if (!existsSync(join(ROOT, 'apps/server/dist/main.js'))) throw new Error('falta el build: corre npm run build');
let production: ChildProcess | undefined;
const server = await startBenchServer({ stores: 1, products: PRODUCTS });
try {
  const db = server.handle.db;
  const store = await firstBenchStore(db);
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from products where store_id = ${store.id}::uuid`.execute(db);
  if ((rows[0]?.n ?? 0) < PRODUCTS)
    throw new Error(`hace falta una tienda de ${PRODUCTS} productos: borra ${process.env.DATA_DIR} y vuelve a correr`);
  await enrichSearchStore(db, store.id);
  // The enrichment rewrote every product's row: vacuumed, as autovacuum would have by the time shoppers search
  // (migration 058), so the scans read the catalogue and not the dead rows it left.
  await sql`vacuum analyze`.execute(db);
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('store_id', '=', store.id)
    .where('name', '=', 'Ropa')
    .executeTakeFirstOrThrow();

  const api = `/api/public/stores/${store.slug}/products`;
  const searchPath = (words: string, filters: string) => `?q=${encodeURIComponent(words)}&${filters}`;
  const searches = (kind?: string) =>
    SEARCHES.filter(([k]) => !kind || k === kind).map(([, words, filters]) => searchPath(words, filters));
  const indexPaths = [...FILTERS, `category=${category.id}&talle=l`].flatMap((filters) =>
    [1, 2, 3].map((page) => `${api}?${filters}&page=${page}`),
  );
  /** Each request an address no one asked before (a parameter the store has no attribute for), so nothing is kept. */
  const unseen = (paths: string[]): autocannon.Request[] => {
    let n = 0;
    return [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: `${paths[n % paths.length]}&bench=${n++}` }) },
    ];
  };
  const searchPages = searches().map((p) => `/store/${store.slug}/search${p}`);
  // Words no one searched before: two of the store's own words a search (its products' names, categories, brands,
  // colours; 1 in 3 with a letter dropped, a typo), each pair once, with the filters of the searches above in turn.
  const storeWords = (
    await sql<{ word: string }>`select word from search_words where store_id = ${store.id}::uuid
      and not in_description_only and word ~ '^[a-z]{4,}$' order by word`.execute(db)
  ).rows.map((r) => r.word);
  const filters = SEARCHES.map(([, , f]) => f);
  const neverAsked: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (request) => {
        const n = (neverAskedCount += 1);
        const first = storeWords[n % storeWords.length] ?? '';
        const second = storeWords[Math.floor(n / storeWords.length + 7 * n) % storeWords.length] ?? '';
        const typed = n % 3 === 0 ? second.slice(0, 2) + second.slice(3) : second;
        return { ...request, path: api + searchPath(`${first} ${typed}`, filters[n % filters.length] ?? '') };
      },
    },
  ];
  const runs: [string, autocannon.Request[]][] = [
    ['a) API, búsqueda + 2 filtros: palabras', searches('palabras').map((p) => ({ method: 'GET', path: api + p }))],
    ['a) API, búsqueda + 2 filtros: errores', searches('errores').map((p) => ({ method: 'GET', path: api + p }))],
    ['a) API, búsqueda + 2 filtros: sinónimos', searches('sinónimos').map((p) => ({ method: 'GET', path: api + p }))],
    ['a) API, las tres mezcladas', searches().map((p) => ({ method: 'GET', path: api + p }))],
    ['a) API, las tres mezcladas (armada)', unseen(searches().map((p) => api + p))],
    ['a) API, palabras nunca buscadas', neverAsked],
    ['b) página de búsqueda, HTML (guardada)', searchPages.map((path) => ({ method: 'GET', path }))],
    ['b) página de búsqueda, HTML (armada)', unseen(searchPages)],
    ['c) API, filtros sin palabras (guardada)', indexPaths.map((path) => ({ method: 'GET', path }))],
    ['c) API, filtros sin palabras (armada)', unseen(indexPaths)],
  ];

  console.log(
    `\nTienda ${store.slug} · ${rows[0]?.n} productos · base ${server.handle.driver} · carga ${machineLoad()}`,
  );
  // The store's catalogue index (catalogue-index.ts): whole, as a change of the catalogue reads it, and its stock
  // alone, as every order makes the next request read it (migration 060). How long (median of 5), how large.
  const median = async (read: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await read();
      times.push(performance.now() - started);
    }
    return Math.round(times.sort((a, b) => a - b)[2] ?? 0);
  };
  const index = await readCatalogueIndex(db, store.id);
  const whole = await median(() => readCatalogueIndex(db, store.id));
  const stock = await median(() => readCatalogueStock(db, store.id));
  console.log(
    `Índice del catálogo: ${index.products.length} productos, ${index.products.reduce((n, p) => n + p.variants.length, 0)} variantes, ~${Math.round(index.bytes / 1024)} KB; leído entero en ${whole} ms, su stock solo (tras cada pedido) en ${stock} ms (medianas de 5)`,
  );
  console.log('Resultados de cada búsqueda (total · sugerencia):');
  for (const [kind, words, filters] of SEARCHES) {
    const found = (await (await fetch(`${server.url}${api}${searchPath(words, filters)}`)).json()) as {
      total: number;
      suggestion: string | null;
    };
    console.log(
      `  ${kind.padEnd(10)} "${words}" ${filters}`.padEnd(62),
      String(found.total).padStart(5),
      found.suggestion ?? '',
    );
  }

  // The shoppers' client (autocannon, here) and the server in processes of their own: the server as `npm start` runs
  // it, so its event loop is the server's alone. On PGlite the folder is handed over: one process opens it at a time.
  if (server.handle.driver === 'pglite') await server.close();
  const token = randomBytes(32).toString('hex');
  const port = await freePort();
  production = spawnProductionServer(port, {
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    DATA_DIR: resolve(process.env.DATA_DIR ?? ''),
    METRICS_TOKEN: token,
    JOBS_POLL_INTERVAL: '60000',
  });
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${url}/api/health`)).ok, 'el servidor de producción');
  // The server's longest event-loop block since the last scrape (prom-client's nodejs_eventloop_lag_max_seconds,
  // measured every 10 ms and reset at each scrape).
  const loopMax = async () => {
    const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
    const found = /^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})? ([0-9.e+-]+)$/m.exec(text);
    if (!found) throw new Error('las métricas no traen nodejs_eventloop_lag_max_seconds');
    return Math.round(Number(found[1]) * 1000);
  };
  const headings = ['req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errores', 'bloqueo ms', 'solo ms'];
  console.log(`\n${CONNECTIONS} conexiones · ${DURATION} s por medición\n`);
  console.log('medición'.padEnd(44), ...headings.map((h) => h.padStart(10)));
  const results: [string, LoadFigures, number, number][] = [];
  for (const [name, requests] of runs.filter(([name]) => !ONLY || name.includes(ONLY))) {
    await measureLoad(url, CONNECTIONS, 2, requests);
    await loopMax();
    const r = await measureLoad(url, CONNECTIONS, DURATION, requests);
    const block = await loopMax();
    // One shopper at a time: the longest block is then one request's own hold, nothing queued behind it (at 10
    // connections the loop also runs, one after another, the requests that arrived together).
    await measureLoad(url, 1, ALONE_SECONDS, requests);
    const alone = await loopMax();
    results.push([name, r, block, alone]);
    // Nothing answered within the run (autocannon's 10 s timeout, or a block longer than the run): latencies of 0.
    const latency = (ms: number) => (r.p99 === 0 ? '> 10000' : ms);
    const cells = [r.rps, latency(r.p50), latency(r.p97_5), latency(r.p99), r.errors, block, alone].map((n) =>
      String(n).padStart(10),
    );
    console.log(name.padEnd(44), ...cells);
  }
  const target = server.handle.driver === 'pglite' ? 100 : 50;
  const worstP99 = Math.max(
    ...results.filter(([n]) => n.startsWith('a)')).map(([, r]) => (r.p99 === 0 ? Infinity : r.p99)),
  );
  const worstBlock = Math.max(...results.map(([, , b]) => b));
  const worstAlone = Math.max(...results.map(([, , , a]) => a));
  console.log(
    `\nObjetivo: búsqueda con 2 filtros p99 ≤ ${target} ms (peor: ${Number.isFinite(worstP99) ? worstP99 : '> 10000'} ms); ningún bloqueo > 50 ms (peor: ${worstAlone} ms de una búsqueda sola, ${worstBlock} ms con ${CONNECTIONS} conexiones)`,
  );
  console.log(`carga al terminar ${machineLoad()}`);
} finally {
  if (production) await stopProductionServer(production);
  if (server.handle.driver !== 'pglite' || !production) await server.close();
}
