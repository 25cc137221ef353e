/**
 * Issue 49's speed: "Clientes" and "Estadísticas" of a store with 50,000 orders and 20,000 customers (a year of
 * orders, 1–3 lines each, every state; 200 visitors a day), through the app's routes (in process, the owner signed in),
 * `ROUNDS` times each: p50 and p99 beside the target (p99 ≤ 300 ms on PostgreSQL).
 * Usage: npm run bench:customers-statistics -w @vidriera/bench  (its own database on the local PostgreSQL, made and
 * dropped: PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { loadavg } from 'node:os';
import { createDb, migrateToLatest } from '@vidriera/db';
import { sql } from 'kysely';
import pg from 'pg';
import { BENCH_ORIGIN, benchConfig, buildBenchApp } from './bench-server';
import { percentile, signedInCookie } from './signed-in';
import { WEB_DIST } from './web-dist';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const ORDERS = Number(process.env.ORDERS ?? 50_000);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 20_000);
const admin = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_customers_${Date.now()}`;
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query(`create database ${name}`);
const url = new URL(admin);
url.pathname = `/${name}`;

const handle = await createDb({ databaseUrl: url.toString() });
try {
  await migrateToLatest(handle.db);
  const email = `bench-clientes-${Date.now()}@vidriera.local`;
  const { app, ctx, mails } = await buildBenchApp(benchConfig({}), handle.db, WEB_DIST);
  await app.ready();
  const cookie = await signedInCookie(app, mails, email, BENCH_ORIGIN, () => ctx.jobs.drain());
  const headers = { cookie, origin: BENCH_ORIGIN };
  const created = await app.inject({ method: 'POST', url: '/api/stores', headers, payload: { name: 'Tienda Grande' } });
  const storeId = created.json().store.id as string;

  const seeding = Date.now();
  await handle.db.transaction().execute(async (trx) => {
    await sql`select set_config('app.store_id', '*', true)`.execute(trx);
    // Orders over the last year; a phone among CUSTOMERS written two ways; the trigger links each to its customer.
    await sql`
      insert into orders (store_id, source, customer_name, customer_phone, customer_email, payment_method, status, payment_status,
        payment_received_at, total_cents, created_at, delivery, shipping_fee_cents, discount_code, code_discount_cents, traffic_source)
      select ${storeId}::uuid, case when g % 7 = 0 then 'admin' else 'storefront' end, 'Cliente ' || (g % ${CUSTOMERS}),
        case when g % 2 = 0 then '11 ' || lpad((g % ${CUSTOMERS})::text, 8, '0') else '+54 9 11 ' || lpad((g % ${CUSTOMERS})::text, 8, '0') end,
        case when g % 5 = 0 then 'cliente' || (g % ${CUSTOMERS}) || '@example.com' end,
        (array['cash', 'transfer', 'mercadopago', 'other'])[1 + g % 4],
        (array['pending', 'processing', 'completed', 'completed', 'cancelled'])[1 + (g * 7) % 5],
        case when g % 3 = 0 then 'received' else 'pending' end, case when g % 3 = 0 then now() end,
        100000 + (g::bigint * 7919) % 5000000, now() - ((g::bigint * 104729) % (365 * 86400)) * interval '1 second',
        case when g % 2 = 0 then '{"method": "pickup", "point": {"address": "Local", "hours": ""}}'::jsonb end, null,
        case when g % 10 = 0 then 'VERANO10' end, case when g % 10 = 0 then 10000 else 0 end,
        (array['instagram', 'facebook', 'whatsapp', 'google', 'direct', 'other'])[1 + g % 6]
      from generate_series(1, ${ORDERS}) g`.execute(trx);
    await sql`
      insert into order_items (store_id, order_id, position, product_name, quantity, unit_price_cents, total_cents)
      select o.store_id, o.id, p, 'Producto ' || ((abs(hashtext(o.id::text)) + p) % 120), 1 + p % 2, 50000, 50000 * (1 + p % 2)
      from orders o cross join generate_series(0, abs(hashtext(o.id::text)) % 3) p where o.store_id = ${storeId}`.execute(
      trx,
    );
    await sql`
      insert into store_visitors (store_id, day, visitor, source, page_views, product_views, cart_started)
      select ${storeId}::uuid, current_date - d, md5(d || '-' || v), (array['instagram', 'google', 'direct', 'whatsapp'])[1 + v % 4],
        1 + v % 3, v % 4, v % 9 = 0
      from generate_series(0, 364) d cross join generate_series(1, 200) v`.execute(trx);
  });
  await sql`analyze`.execute(handle.db);
  const counts = await sql<{ orders: number; customers: number }>`select
    (select count(*)::int from orders) as orders, (select count(*)::int from customers) as customers`.execute(
    handle.db,
  );
  console.log(`sembrado en ${((Date.now() - seeding) / 1000).toFixed(1)} s:`, counts.rows[0]);

  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const someone = await app.inject({ method: 'GET', url: '/api/customers?sort=spent', headers });
  const top = someone.json().customers[0].id as string;
  const cases: [string, string][] = [
    ['estadísticas: 30 días por día', `/api/statistics?from=${day(29)}&to=${day(0)}&by=day`],
    ['estadísticas: 90 días por semana', `/api/statistics?from=${day(89)}&to=${day(0)}&by=week`],
    ['estadísticas: 365 días por mes', `/api/statistics?from=${day(364)}&to=${day(0)}&by=month`],
    ['clientes: última compra', '/api/customers'],
    ['clientes: más gastado', '/api/customers?sort=spent'],
    ['clientes: por nombre, página 200', '/api/customers?sort=name&dir=asc&page=200'],
    ['clientes: buscar nombre', '/api/customers?q=Cliente%201234'],
    ['clientes: buscar teléfono', '/api/customers?q=0001%202'],
    ['un cliente', `/api/customers/${top}`],
  ];
  console.log(
    `${ROUNDS} pedidos cada una (${handle.driver}); objetivo p99 ≤ 300 ms; carga ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [label, path] of cases) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url: path, headers });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (res.statusCode !== 200) throw new Error(`${path} respondió ${res.statusCode}: ${res.body}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms · p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms`,
    );
  }
  console.log(
    `carga al terminar: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await app.close();
} finally {
  await handle.close();
  await adminClient.query(`drop database if exists ${name}`);
  await adminClient.end();
}
