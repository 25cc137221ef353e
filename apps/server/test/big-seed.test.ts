import { createDb, type DbHandle, seedBig } from '@vidriera/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, serverUrl, type TestDatabase } from './helpers/test-database';

/*
 * The big seed (issue 53) writes its rows with the ordinary triggers off and does their work itself, set-wise
 * (packages/db/src/seed/big-seed*.ts): what it leaves must be what the triggers would have left, so the benchmarks
 * on it measure the app's own data. PostgreSQL only (vitest.config.ts), at a tiny size, as the database's superuser
 * (the seed's `session_replication_role`), who also reads every store's rows.
 */
let database: TestDatabase;
let t: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await createDb({ databaseUrl: serverUrl(new URL(database.url ?? '').pathname.slice(1)), poolSize: 2 });
  await seedBig(t.db, { stores: 3, products: 4, orders: 6, firstStoreProducts: 7, images: ['/media/uno.webp'] });
}, 60_000);
afterAll(async () => {
  await t.close();
  await database.close();
});

const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(t.db)).rows[0]?.n);

/** Ends a transaction whose writes were only there to compare. */
class Undo extends Error {}

it('writes the search terms refresh_product_search writes', async () => {
  const seeded = sql`select product_id, store_id, head_terms, name_terms, detail_terms, body_terms from product_search`;
  const words = sql`select store_id, word, shown, in_description_only from search_words`;
  const compared = t.db.transaction().execute(async (trx) => {
    await sql`create temp table ps_seed on commit drop as ${seeded}`.execute(trx);
    await sql`create temp table sw_seed on commit drop as ${words}`.execute(trx);
    await sql`delete from product_search`.execute(trx);
    await sql`delete from search_words`.execute(trx);
    await sql`select refresh_product_search(array(select id from products))`.execute(trx);
    const found = await sql<{ differ: number; products: number; words: number }>`select
      (select count(*) from (select * from ps_seed except ${seeded}) a)::int
        + (select count(*) from (${seeded} except select * from ps_seed) b)::int
        + (select count(*) from (select * from sw_seed except ${words}) c)::int
        + (select count(*) from (${words} except select * from sw_seed) d)::int as differ,
      (select count(*) from ps_seed)::int as products, (select count(*) from sw_seed)::int as words`.execute(trx);
    expect(found.rows[0]?.differ).toBe(0);
    expect(found.rows[0]?.products).toBe(7 + 4 + 4);
    expect(found.rows[0]?.words).toBeGreaterThan(10);
    throw new Undo();
  });
  await expect(compared).rejects.toBeInstanceOf(Undo);
});

it('leaves the main categories, value ids and reserved units the triggers keep', async () => {
  expect(
    await count(sql`select count(*)::int as n from products p
    where not exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = p.category_id)`),
  ).toBe(0);
  expect(
    await count(sql`select count(*)::int as n from product_variants v where v.value_ids is distinct from
    (select array_agg(vv.attribute_value_id order by vv.attribute_value_id) from variant_values vv where vv.variant_id = v.id)`),
  ).toBe(0);
  expect(
    await count(sql`select count(*)::int as n from product_variants v where v.reserved_units <>
    (select coalesce(sum(r.quantity), 0) from stock_reservations r where r.variant_id = v.id)
    or v.reserved_units_valid_until is distinct from (select min(r.expires_at) from stock_reservations r where r.variant_id = v.id)`),
  ).toBe(0);
  expect(await count(sql`select count(*)::int as n from stock_reservations`)).toBe(3 * 2);
  // Ids the API's schemas take (version 4 UUIDs): a shopper's order names its variant by one.
  expect(
    await count(sql`select count(*)::int as n from product_variants
    where id::text !~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$'`),
  ).toBe(0);
});

it('links every order to the customer its phone names, as customer_for_order does', async () => {
  expect(await count(sql`select count(*)::int as n from orders`)).toBe(3 * 6);
  expect(
    await count(sql`select count(*)::int as n from orders o left join customer_keys k
    on k.store_id = o.store_id and k.key = 'p:' || phone_identity(o.customer_phone)
    where k.customer_id is distinct from o.customer_id or o.customer_phone_key is distinct from phone_identity(o.customer_phone)`),
  ).toBe(0);
  expect(
    await count(sql`select count(*)::int as n from customers c
    where c.created_at <> (select min(o.created_at) from orders o where o.customer_id = c.id)`),
  ).toBe(0);
});
