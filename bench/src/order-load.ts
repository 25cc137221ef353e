/**
 * Order creation under load: 50 concurrent shoppers ordering from one store
 * (reservations, idempotency keys, WhatsApp link) on PostgreSQL.
 * Usage: DATABASE_URL=postgres://… npm run bench:orders -w @vidriera/bench
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

const server = await startBenchServer();
try {
  const store = await server.handle.db.selectFrom('stores').select(['id', 'slug']).where('slug', 'like', 'bench-%').where('is_active', '=', true).orderBy('created_at').executeTakeFirstOrThrow();
  await server.handle.db.updateTable('product_variants').set({ stock: 1_000_000 }).where('store_id', '=', store.id).execute();
  const variants = await server.handle.db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select('v.id')
    .where('v.store_id', '=', store.id)
    .where('p.is_active', '=', true)
    .limit(50)
    .execute();
  let i = 0;
  const shoppers = (duration: number) => autocannon({
    url: `${server.url}/api/public/stores/${store.slug}/orders`,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const variant = variants[i++ % variants.length]?.id;
          return {
            ...req,
            headers: { ...req.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            // Every order another shopper's phone: the pending-orders-per-phone limit would refuse a fourth from one.
            body: JSON.stringify({ items: [{ variantId: variant, quantity: 1 }], customerName: 'Cliente Bench', customerPhone: `11${String(40_000_000 + i)}` }),
          };
        },
      },
    ],
  });
  // Unreported warm-up, so the p99 measures steady state rather than the JIT and the pool's first connections.
  if (WARM_UP_SECONDS > 0) await shoppers(WARM_UP_SECONDS);
  const result = await shoppers(DURATION);
  console.log(`\nCreación de pedidos · base ${server.handle.driver} · ${CONNECTIONS} concurrentes · ${DURATION} s`);
  console.log(`  ${Math.round(result.requests.average)} pedidos/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · no-2xx ${result.non2xx} · errores ${result.errors}`);
} finally {
  await server.close();
}
