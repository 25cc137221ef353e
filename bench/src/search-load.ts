/**
 * Storefront search load: `GET /api/public/stores/{slug}/products?q=…` at 10
 * connections on a store of 2,000 products, for a few kinds of search (one
 * word, a plural with a second word, a typo, a word no product has), beside
 * the same store's catalogue page without a search. Run on PGlite (default)
 * or PostgreSQL (DATABASE_URL). Its own data folder, since other benchmarks
 * seed 200 products a store. Usage: npm run bench:search -w @vidriera/bench
 */
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { startBenchServer } from './bench-server';
import { LOAD_HEADINGS, loadCells, measureLoad } from './load-figures';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = 2_000;
process.env.DATA_DIR ??= '.tmp/bench-search-data';

const server = await startBenchServer({ stores: 1, products: PRODUCTS });
try {
  const { rows } = await sql<{ slug: string; products: number }>`
    select s.slug, count(p.id)::int as products from stores s join products p on p.store_id = s.id
    where s.slug like 'bench-%' and s.is_active group by s.slug order by products desc limit 1`.execute(
    server.handle.db,
  );
  const store = rows[0];
  if (!store || store.products < PRODUCTS)
    throw new Error(`hace falta una tienda de ${PRODUCTS} productos: borra ${process.env.DATA_DIR} y vuelve a correr`);
  const base = `${server.url}/api/public/stores/${store.slug}/products`;
  const targets = [
    ['sin búsqueda', base],
    ['"remera"', `${base}?q=remera`],
    ['"remeras basicas"', `${base}?q=remeras%20basicas`],
    ['"pantlon" (error de una letra)', `${base}?q=pantlon`],
    ['"bicicleta" (sin resultados)', `${base}?q=bicicleta`],
  ] as const;
  console.log(
    `\nTienda ${store.slug} · ${store.products} productos · base ${server.handle.driver} · 10 conexiones · ${DURATION} s por medición\n`,
  );
  console.log('búsqueda'.padEnd(34), 'resultados'.padStart(10), ...LOAD_HEADINGS);
  for (const [, url] of targets) await autocannon({ url, connections: 10, duration: 2 });
  for (const [name, url] of targets) {
    const total = ((await (await fetch(url)).json()) as { total: number }).total;
    const r = await measureLoad(url, 10, DURATION);
    console.log(name.padEnd(34), String(total).padStart(10), ...loadCells(r));
  }
} finally {
  await server.close();
}
