/**
 * Order creation under load: 50 concurrent shoppers ordering from one store
 * (reservations, idempotency keys, WhatsApp link) on PostgreSQL. The shoppers
 * run in a process of their own (order-shoppers.ts), so this one, the
 * server's, also prints the server's own CPU time per order and the round
 * trips to PostgreSQL per order (statements sent by the pg driver).
 * Each shopper orders from an address of their own (X-Forwarded-For behind
 * TRUST_PROXY=1), as fifty people on fifty phones do; BENCH_ONE_ADDRESS=1
 * sends every order from one address instead (an office behind one NAT: the
 * address's orders wait for each other under its advisory lock). After the
 * run, the jobs the orders queued (the owner's e-mails) are run and their
 * CPU and round trips printed per order: the work that follows an order.
 * Orders an earlier run left in the store are deleted first, so runs compare.
 * Usage: DATABASE_URL=postgres://… npm run bench:orders -w @vidriera/bench
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { firstBenchStore, startBenchServer } from './bench-server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

// Every statement the pool's clients send is one round trip to PostgreSQL.
let roundTrips = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  roundTrips++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

interface Shoppers {
  average: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

const run = promisify(execFile);
const shoppers = async (url: string, variants: string[], duration: number, oneAddress: boolean): Promise<Shoppers> => {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      new URL('./order-shoppers.ts', import.meta.url).pathname,
      JSON.stringify({ url, variants, connections: CONNECTIONS, duration, oneAddress }),
    ],
    {
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as Shoppers;
};

const ONE_ADDRESS = process.env.BENCH_ONE_ADDRESS === '1';
if (!ONE_ADDRESS) process.env.TRUST_PROXY = '1';
const server = await startBenchServer();
try {
  const store = await firstBenchStore(server.handle.db);
  await server.handle.db
    .deleteFrom('orders')
    .where('store_id', '=', store.id)
    .where('customer_name', '=', 'Cliente Bench')
    .execute();
  await server.handle.db.deleteFrom('jobs').where('state', '=', 'pending').where('kind', 'like', 'owner.%').execute();
  await server.handle.db
    .updateTable('product_variants')
    .set({ stock: 1_000_000 })
    .where('store_id', '=', store.id)
    .execute();
  // Each run leaves thousands of dead rows (the orders deleted above with their reservations and history, the stock
  // rewritten, the jobs done), which autovacuum reaches in its own time: without this, every run was slower than the
  // one before (579 → 382 orders/s; and 686 → 520 while the reservations were left out: every order's stock check
  // walks the reservations' index of the same 50 variants).
  const vacuum = sql`VACUUM ANALYZE orders, order_items, stock_reservations, order_status_history, product_variants, jobs`;
  if (process.env.DATABASE_DIRECT_URL) {
    // Behind a pooler in transaction mode a lone statement runs in a transaction of its own (docs/decisions/046), where
    // PostgreSQL refuses VACUUM: on the database itself.
    const direct = new pg.Client({ connectionString: process.env.DATABASE_DIRECT_URL });
    await direct.connect();
    await direct.query(vacuum.compile(server.handle.db).sql).finally(() => direct.end());
  } else {
    await vacuum.execute(server.handle.db);
  }
  const variants = await server.handle.db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select('v.id')
    .where('v.store_id', '=', store.id)
    .where('p.is_active', '=', true)
    .limit(50)
    .execute();
  const url = `${server.url}/api/public/stores/${store.slug}/orders`;
  const ids = variants.map((v) => v.id);
  // Unreported warm-up, so the p99 measures steady state rather than the JIT and the pool's first connections.
  if (WARM_UP_SECONDS > 0) await shoppers(url, ids, WARM_UP_SECONDS, ONE_ADDRESS);
  // Orders are counted in the database: the requests still running when the shoppers stop finish afterwards, and their statements and CPU are counted too.
  const saved = async () =>
    Number(
      (
        await server.handle.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('store_id', '=', store.id)
          .where('customer_name', '=', 'Cliente Bench')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
  await settle();
  const before = await saved();
  const trips = roundTrips;
  const cpu = process.cpuUsage();
  const result = await shoppers(url, ids, DURATION, ONE_ADDRESS);
  await settle();
  const used = process.cpuUsage(cpu);
  const counted = roundTrips;
  const orders = Math.max(1, (await saved()) - before);
  const load = loadavg()[0]?.toFixed(2);
  const jobTrips = roundTrips;
  const orderTrips = counted - trips;
  const jobCpu = process.cpuUsage();
  const jobs = await server.drainJobs();
  const jobUsed = process.cpuUsage(jobCpu);
  console.log(
    `\nCreación de pedidos · base ${server.handle.driver} · ${CONNECTIONS} concurrentes${ONE_ADDRESS ? ' desde una sola dirección' : ', cada uno desde su dirección'} · ${DURATION} s · carga de la máquina ${load}`,
  );
  console.log(
    `  ${Math.round(result.average)} pedidos/s · p50 ${result.p50} ms · p99 ${result.p99} ms · no-2xx ${result.non2xx} · errores ${result.errors}`,
  );
  console.log(
    `  CPU del servidor por pedido ${((used.user + used.system) / 1000 / orders).toFixed(2)} ms (${(used.system / 1000 / orders).toFixed(2)} ms en el sistema) · idas y vueltas a PostgreSQL por pedido ${(orderTrips / orders).toFixed(2)}`,
  );
  console.log(
    `  después, ${jobs} trabajos (emails al dueño): CPU por pedido ${((jobUsed.user + jobUsed.system) / 1000 / orders).toFixed(2)} ms · idas y vueltas por pedido ${((roundTrips - jobTrips) / orders).toFixed(2)}`,
  );
} finally {
  await server.close();
}
