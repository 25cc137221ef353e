import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { productPathSegment } from '@vidriera/core';

/**
 * What bench:flat-cost asks for, read from a database `seed:bench -- --big` seeded: its store 2 (a typical store,
 * 100 products), its store 1 (the large one, for the feed), active products never asked (the cold pages: 3,000 across
 * every store, 3,000 of its first 20 stores), and the sizes of the tables.
 */
export async function pickStores(pool: pg.Pool) {
  const one = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0] as T;
  const typical = await one<{ id: string; slug: string; productId: string; productName: string }>(
    `select s.id, s.slug, p.id as "productId", p.name as "productName" from stores s
     join products p on p.store_id = s.id and p.is_active
     where s.slug like 'big-%-2' order by s.created_at desc, p.created_at limit 1`,
  );
  const large = await one<{ id: string; slug: string; products: number }>(
    `select s.id, s.slug, (select count(*)::int from products p where p.store_id = s.id) as products
     from stores s where s.slug like 'big-%-1' order by s.created_at desc limit 1`,
  );
  if (!typical || !large) throw new Error('no hay tiendas de seed:bench -- --big en esta base');
  // The orders an earlier run took at the typical store go (order-shoppers.ts names its shoppers "Cliente Bench"), so
  // every run shows the owner the seed's 200 (a year of them, some pending with their reservation run out), not the last
  // run's; vacuumed after, as autovacuum would have by the time she looks.
  await pool.query(`delete from orders where store_id = $1 and customer_name = 'Cliente Bench'`, [typical.id]);
  await pool.query('vacuum analyze orders, order_items, order_status_history, stock_reservations, shipments');
  // Products never asked: 3,000 across the whole database (a crawler's sweep: on the big seed nearly every one is its
  // store's first request), and 3,000 of the seed's first 20 stores, the same stores on either seed.
  const products = async (where: string) =>
    (
      await pool.query<{ slug: string; id: string; name: string }>(
        `select s.slug, p.id, p.name from products p join stores s on s.id = p.store_id
         where p.is_active and s.is_active ${where} order by random() limit 3000`,
      )
    ).rows.map((r) => ({ slug: r.slug, segment: productPathSegment(r.name, r.id) }));
  const cold = await products('');
  const coldOfTwenty = await products(`and s.slug ~ '^big-[a-z0-9]+-([1-9]|1[0-9]|20)$'`);
  // The typical store's variants with stock for every shopper of the run (an order reserves its unit).
  await pool.query(`update product_variants set stock = 1000000 where store_id = $1`, [typical.id]);
  await pool.query(`update stores set max_pending_orders_per_phone = 100, reserved_share_percent = 100 where id = $1`, [
    typical.id,
  ]);
  const variants = (
    await pool.query<{ id: string }>(
      `select v.id from product_variants v join products p on p.id = v.product_id
       where v.store_id = $1 and v.is_active and p.is_active limit 20`,
      [typical.id],
    )
  ).rows.map((r) => r.id);
  const counts = await one<{ stores: number; products: number; orders: number; jobs: number }>(
    `select (select reltuples::bigint from pg_class where relname = 'stores') as stores,
       (select reltuples::bigint from pg_class where relname = 'products') as products,
       (select reltuples::bigint from pg_class where relname = 'orders') as orders,
       (select reltuples::bigint from pg_class where relname = 'jobs') as jobs`,
  );
  return { typical, large, cold, coldOfTwenty, variants, counts };
}

/** Signs up an owner through the instance, confirms her e-mail in the database, signs her in and gives her `storeId`. */
export async function ownerCookie(pool: pg.Pool, base: string, storeId: string): Promise<string> {
  const email = `costo-plano-${randomUUID().slice(0, 8)}@vidriera.local`;
  const password = 'banco-sereno-5';
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', {
    firstName: 'Costo',
    lastName: 'Plano',
    name: 'Costo Plano',
    email,
    password,
  });
  if (signUp.status >= 400) throw new Error(`el registro respondió ${signUp.status}: ${await signUp.text()}`);
  const user = (
    await pool.query<{ id: string }>(`update users set email_verified = true where email = $1 returning id`, [email])
  ).rows[0];
  if (!user) throw new Error('no se creó la cuenta');
  await pool.query(`update stores set owner_id = $1 where id = $2`, [user.id, storeId]);
  await pool.query(`insert into user_roles (user_id, role) values ($1, 'store_admin') on conflict do nothing`, [
    user.id,
  ]);
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!signIn.ok || !cookie) throw new Error(`no se pudo iniciar sesión: ${signIn.status}`);
  return cookie;
}

/**
 * The job runner's claim (job-runner.ts) of one due job among the table's rows, `times` times, each in a
 * transaction rolled back: p50 and p99 in ms.
 */
export async function claimTimes(pool: pg.Pool, times: number): Promise<{ p50: number; p99: number }> {
  const client = await pool.connect();
  const ms: number[] = [];
  try {
    for (let i = 0; i < times; i++) {
      await client.query('begin');
      await client.query(
        `insert into jobs (kind, payload, run_at) values ('bench.flat-cost', '{}', now() - interval '1 second')`,
      );
      const started = performance.now();
      await client.query(`
        with due as (
          select id from jobs where state = 'pending' and run_at <= now() order by run_at limit 1 for update skip locked
        ),
        lapsed as (
          select id from jobs where state = 'running' and locked_until < now() and not exists (select 1 from due)
          order by locked_until limit 1 for update skip locked
        )
        update jobs set state = 'running', attempts = attempts + 1, retakes = retakes + (jobs.state = 'running')::int,
          locked_until = now() + interval '60 seconds'
        where id = (select id from due union all select id from lapsed limit 1)
        returning id, kind, payload, attempts, max_attempts, outcome`);
      ms.push(performance.now() - started);
      await client.query('rollback');
    }
  } finally {
    client.release();
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round((ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p99: at(0.99) };
}
