/**
 * Storefront load: the catalogue endpoint and the store page HTML at 10 and
 * 50 connections, beside a one-query reference handler reading the same page,
 * so the figure is a ratio to that limit. Run on PGlite (default) or PostgreSQL
 * (DATABASE_URL). Usage: npm run bench:storefront -w @vidriera/bench
 */
import autocannon from 'autocannon';
import { type Kysely, sql } from 'kysely';
import type { Database } from '@vidriera/db';
import type { FastifyInstance } from 'fastify';
import { firstBenchStore, startBenchServer } from './bench-server';
import { LOAD_HEADINGS, loadCells, measureLoad } from './load-figures';

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

const server = await startBenchServer({ extraRoutes: (app, handle) => registerReference(app, handle.db) });
try {
  const store = await firstBenchStore(server.handle.db);
  const targets = [
    ['catálogo /api/public/…/products', `${server.url}/api/public/stores/${store.slug}/products`],
    ['referencia (1 consulta)', `${server.url}/bench/reference/${store.slug}`],
    ['HTML de la tienda /store/{slug}', `${server.url}/store/${store.slug}`],
  ] as const;
  console.log(`\nTienda ${store.slug} · base ${server.handle.driver} · ${DURATION} s por medición\n`);
  console.log('objetivo'.padEnd(36), 'conex.', ...LOAD_HEADINGS);
  // Unreported warm-up: otherwise the first target measured pays the JIT, the pool's connections and PostgreSQL's caches.
  if (WARM_UP_SECONDS > 0)
    for (const [, url] of targets) await autocannon({ url, connections: 10, duration: WARM_UP_SECONDS });
  const byKey = new Map<string, number>();
  for (const connections of [10, 50]) {
    for (const [name, url] of targets) {
      const r = await measureLoad(url, connections, DURATION);
      byKey.set(`${name}@${connections}`, r.rps);
      console.log(name.padEnd(36), String(connections).padStart(6), ...loadCells(r));
    }
  }
  for (const connections of [10, 50]) {
    const ratio =
      (byKey.get(`${targets[0][0]}@${connections}`) ?? 0) / (byKey.get(`${targets[1][0]}@${connections}`) ?? 1);
    console.log(`catálogo / referencia a ${connections} conexiones: ${(ratio * 100).toFixed(0)} %`);
  }
} finally {
  await server.close();
}
