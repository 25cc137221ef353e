/**
 * A flash sale ("Hot Sale") on one product (issue 53): SHOPPERS (1,000) shoppers order the same variant, which has
 * UNITS (100) units, within SECONDS (10), one unit each, arriving at an even pace through two server instances on
 * one PostgreSQL (the production build, as `npm start` runs it), each shopper from a phone and an address of her
 * own. Meanwhile a few shoppers keep reading the store's other products through the public API, so the sale's
 * effect on the rest of the store shows.
 *
 * Prints the orders per second answered, the latency distribution, every answer by status and message (an order
 * taken, or in Spanish "ya no tiene stock"), and then the database's own count (an order taken reserves its unit,
 * or is taken without a reservation where the store's rules say so): units reserved (never more than UNITS), units sold past the stock (0), orders with
 * and without a reservation; and the other products' latency before and during the sale.
 * Usage: npm run build && DATABASE_URL=postgres://… npm run bench:flash-sale -w @vidriera/bench (the store seeded
 * first with `npm run seed:bench -- --stores 1 --products 200`; SHOPPERS, UNITS, SECONDS).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { machineLoad, measureLoad } from './load-figures';
import { freePort, ROOT, spawnProductionServer, stopProductionServer, until } from './production-server';

const SHOPPERS = Number(process.env.SHOPPERS ?? 1000);
const UNITS = Number(process.env.UNITS ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 10);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: la base de PostgreSQL sembrada con seed:bench');
if (!existsSync(join(ROOT, 'apps/server/dist/main.js'))) throw new Error('falta el build: corre npm run build');

const pool = new pg.Pool({ connectionString: url, max: 2 });
const one = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0] as T;
// The seed's first store: the large one of `seed:bench -- --big` (whose first stores by date are inactive ones).
const store = await one<{ id: string; slug: string }>(
  `select id, slug from stores where is_active order by (slug ~ '^big-[a-z0-9]+-1$') desc, created_at limit 1`,
);
const sale = await one<{ id: string; product_id: string }>(
  `select v.id, v.product_id from product_variants v join products p on p.id = v.product_id
   where v.store_id = $1 and v.is_active and p.is_active order by p.created_at, v.position limit 1`,
  [store.id],
);
// A clean start: the store's earlier orders (and their reservations) gone, the sale's variant with UNITS units.
await pool.query(`delete from orders where store_id = $1`, [store.id]);
await pool.query(`update products set requires_stock = true where id = $1`, [sale.product_id]);
await pool.query(`update product_variants set stock = $2 where id = $1`, [sale.id, UNITS]);
await pool.query(`analyze`);
const others = (
  await pool.query<{ id: string }>(`select id from products where store_id = $1 and id <> $2 and is_active limit 20`, [
    store.id,
    sale.product_id,
  ])
).rows.map((r) => r.id);

const dataDir = mkdtempSync(join(tmpdir(), 'flash-sale-'));
const ports = await Promise.all([freePort(), freePort()]);
const servers = ports.map((port) =>
  spawnProductionServer(port, { DATABASE_URL: url, DATA_DIR: dataDir, TRUST_PROXY: '1', JOBS_POLL_INTERVAL: '60000' }),
);
const bases = ports.map((port) => `http://127.0.0.1:${port}`);
try {
  for (const base of bases) await until(async () => (await fetch(`${base}/api/health`)).ok, `${base} en marcha`);
  const productPaths = others.map((id) => ({
    method: 'GET' as const,
    path: `/api/public/stores/${store.slug}/products/${id}`,
  }));
  const before = await measureLoad(bases[0] ?? '', 4, 3, productPaths);

  const offset = (Date.now() % 1_000_000) * 16;
  const answers: { status: number; message: string; ms: number }[] = [];
  const order = async (n: number) => {
    const started = performance.now();
    const base = bases[n % bases.length] ?? '';
    const shopper = offset + n;
    try {
      const res = await fetch(`${base}/api/public/stores/${store.slug}/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          'x-forwarded-for': `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`,
        },
        body: JSON.stringify({
          items: [{ variantId: sale.id, quantity: 1 }],
          customerName: 'Compradora',
          customerPhone: `11${String(40_000_000 + (shopper % 50_000_000)).padStart(8, '0')}`,
        }),
      });
      const body = (await res.json()) as { message?: string };
      // Whether a taken order reserved its unit is counted in the database after the sale.
      const message = res.status === 201 ? 'pedido tomado' : (body.message ?? '');
      answers.push({ status: res.status, message, ms: performance.now() - started });
    } catch (error) {
      answers.push({ status: 0, message: String(error), ms: performance.now() - started });
    }
  };
  const during = measureLoad(bases[1] ?? '', 4, SECONDS + 2, productPaths);
  const saleStarted = performance.now();
  await Promise.all(
    Array.from({ length: SHOPPERS }, (_, n) =>
      new Promise((r) => setTimeout(r, (n * SECONDS * 1000) / SHOPPERS)).then(() => order(n)),
    ),
  );
  const saleSeconds = (performance.now() - saleStarted) / 1000;
  const meanwhile = await during;

  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0);
  const counted = await one<{
    stock: number;
    reserved: number;
    counter: number;
    reserved_orders: number;
    orders: number;
  }>(
    `select v.stock, (select coalesce(sum(r.quantity), 0)::int from stock_reservations r where r.variant_id = v.id) as reserved,
       v.reserved_units as counter,
       (select count(distinct r.order_id)::int from stock_reservations r where r.variant_id = v.id) as reserved_orders,
       (select count(*)::int from orders o where o.store_id = v.store_id) as orders
     from product_variants v where v.id = $1`,
    [sale.id],
  );
  console.log(
    `\nVenta relámpago · ${SHOPPERS} compradoras · ${UNITS} unidades · ${SECONDS} s · 2 instancias · carga ${machineLoad()}`,
  );
  console.log(
    `respuestas por segundo: ${Math.round(answers.length / saleSeconds)} (${answers.length} en ${saleSeconds.toFixed(1)} s)`,
  );
  console.log(`latencia ms: p50 ${at(0.5)} · p90 ${at(0.9)} · p99 ${at(0.99)} · máx ${Math.round(ms.at(-1) ?? 0)}`);
  const tally = new Map<string, number>();
  for (const a of answers) tally.set(`${a.status} ${a.message}`, (tally.get(`${a.status} ${a.message}`) ?? 0) + 1);
  console.log('respuestas:');
  for (const [answer, n] of [...tally].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(n).padStart(5)}  ${answer}`);
  console.log(
    `en la base: ${counted.reserved} unidades reservadas (contador ${counted.counter}) de ${counted.stock}; ` +
      `vendidas de más ${Math.max(0, counted.reserved - counted.stock)}; pedidos ${counted.orders}, con reserva ${counted.reserved_orders}`,
  );
  console.log(
    `otros productos de la tienda (API, 4 conexiones): antes p50 ${before.p50} · p99 ${before.p99} ms (${before.rps} req/s); ` +
      `durante p50 ${meanwhile.p50} · p99 ${meanwhile.p99} ms (${meanwhile.rps} req/s, ${meanwhile.errors} errores)`,
  );
  const fiveHundreds = answers.filter((a) => a.status >= 500 || a.status === 0).length;
  if (counted.reserved > counted.stock || fiveHundreds > 0)
    throw new Error(
      `la venta falló: ${counted.reserved} reservadas de ${counted.stock}, ${fiveHundreds} errores 5xx o sin respuesta`,
    );
} finally {
  await Promise.all(servers.map((s) => stopProductionServer(s)));
  await pool.end();
  rmSync(dataDir, { recursive: true, force: true });
}
