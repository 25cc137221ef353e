/**
 * Storefront load: the catalogue endpoint, the store index and a product page
 * (HTML) at 10 and 50 connections, beside a one-query reference handler
 * reading the catalogue's page, and each page beside its ceiling: Node's own
 * http server sending the same bytes with the same headers
 * (same-bytes-server.ts). Run on PGlite (default) or PostgreSQL
 * (DATABASE_URL). Usage: npm run bench:storefront -w @vidriera/bench
 */
import autocannon from 'autocannon';
import { type Kysely, sql } from 'kysely';
import type { Database } from '@vidriera/db';
import type { FastifyInstance } from 'fastify';
import { productPathSegment } from '@vidriera/core';
import { firstBenchStore, startBenchServer } from './bench-server';
import { LOAD_HEADINGS, loadCells, machineLoad, measureLoad } from './load-figures';
import { type Answer, captureAnswer, startSameBytesServer } from './same-bytes-server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

/**
 * The same first page of 12 products in one hand-written query: store lookup,
 * total, price range, availability (stock minus active reservations, from the
 * variant's reserved-units counter with the sum as fallback, as the app reads
 * it), category, first picture and the first variant's attributes; rows sent
 * as the driver returns them. Only the page's cards are aggregated.
 */
function registerReference(app: FastifyInstance, db: Kysely<Database>) {
  app.get('/bench/reference/:slug', { config: { access: 'public' } }, async (request) => {
    const { slug } = request.params as { slug: string };
    const result = await sql`
      with s as (select id from stores where slug = ${slug} and is_active),
      listed as (
        select p.id, p.name, p.description, p.price_cents, p.category_id, p.created_at, count(*) over () as total
        from s join products p on p.store_id = s.id
        where p.is_active and exists (select 1 from product_variants v where v.product_id = p.id and v.is_active)
        order by p.created_at desc, p.id limit 12
      )
      select p.*, c.name as category_name,
        (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image,
        agg.*,
        (select json_agg(json_build_object('name', a.display_name,
            'value', coalesce(av.display_value, vv.text_value, vv.number_value::text, case when vv.boolean_value then 'Sí' when not vv.boolean_value then 'No' end),
            'hexColor', av.hex_color) order by a.sort_order)
          from variant_values vv join attributes a on a.id = vv.attribute_id left join attribute_values av on av.id = vv.attribute_value_id
          where vv.variant_id = (select v.id from product_variants v where v.product_id = p.id and v.is_active order by v.position limit 1)) as attributes
      from listed p
      left join categories c on c.id = p.category_id
      cross join lateral (select count(*) as variant_count,
          sum(greatest(v.stock - case when v.reserved_units_valid_until is null or v.reserved_units_valid_until > now() then v.reserved_units
            else coalesce((select sum(r.quantity) from stock_reservations r where r.variant_id = v.id and r.expires_at > now()), 0) end, 0)) as available,
          min(v.price_adjustment_cents) as min_adj, max(v.price_adjustment_cents) as max_adj
        from product_variants v where v.product_id = p.id and v.is_active) agg
      order by p.created_at desc, p.id`.execute(db);
    return { items: result.rows };
  });
}

let ceiling: Awaited<ReturnType<typeof startSameBytesServer>> | undefined;
const server = await startBenchServer({ extraRoutes: (app, handle) => registerReference(app, handle.db) });
try {
  const store = await firstBenchStore(server.handle.db);
  const product = await server.handle.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('store_id', '=', store.id)
    .where('is_active', '=', true)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const pages = [
    ['catálogo /api/public/…/products', `/api/public/stores/${store.slug}/products`],
    ['HTML de la tienda /store/{slug}', `/store/${store.slug}`],
    ['HTML de un producto', `/store/${store.slug}/product/${productPathSegment(product.name, product.id)}`],
  ] as const;
  // The ceiling: each page's bytes and headers as the app sent them once, from Node's own http server.
  const answers = new Map<string, Answer>();
  for (const [, path] of pages) answers.set(path, await captureAnswer(`${server.url}${path}`));
  ceiling = await startSameBytesServer(answers);
  const ceilingUrl = ceiling.url;
  const catalogueUrl = `${server.url}${pages[0][1]}`;
  const referenceUrl = `${server.url}/bench/reference/${store.slug}`;
  const targets: [string, string][] = [
    [pages[0][0], catalogueUrl],
    ['referencia (1 consulta)', referenceUrl],
    ['  el mismo, node:http (techo)', `${ceilingUrl}${pages[0][1]}`],
    ...pages.slice(1).flatMap(([name, path]): [string, string][] => [
      [name, `${server.url}${path}`],
      ['  el mismo, node:http (techo)', `${ceilingUrl}${path}`],
    ]),
  ];
  console.log(
    `\nTienda ${store.slug} · base ${server.handle.driver} · ${DURATION} s por medición · carga ${machineLoad()}\n`,
  );
  console.log('objetivo'.padEnd(44), 'conex.', ...LOAD_HEADINGS);
  // Unreported warm-up: otherwise the first target measured pays the JIT, the pool's connections and PostgreSQL's caches.
  if (WARM_UP_SECONDS > 0)
    for (const [, url] of targets) await autocannon({ url, connections: 10, duration: WARM_UP_SECONDS });
  const byKey = new Map<string, number>();
  for (const connections of [10, 50]) {
    for (const [name, url] of targets) {
      const r = await measureLoad(url, connections, DURATION);
      byKey.set(`${url}@${connections}`, r.rps);
      console.log(name.padEnd(44), String(connections).padStart(6), ...loadCells(r));
    }
  }
  const rps = (url: string, connections: number) => byKey.get(`${url}@${connections}`) ?? 0;
  for (const connections of [10, 50]) {
    const ratio = rps(catalogueUrl, connections) / (rps(referenceUrl, connections) || 1);
    console.log(`catálogo / referencia a ${connections} conexiones: ${(ratio * 100).toFixed(0)} %`);
    for (const [name, path] of pages) {
      const share = rps(`${server.url}${path}`, connections) / (rps(`${ceilingUrl}${path}`, connections) || 1);
      console.log(`${name} / mismos bytes en node:http a ${connections} conexiones: ${(share * 100).toFixed(1)} %`);
    }
  }
  console.log(`carga al terminar: ${machineLoad()}`);
} finally {
  await ceiling?.close();
  await server.close();
}
