/**
 * npm run seed:bench -- --stores N --products M: realistic stores for
 * benchmarks and for trying the super-admin screens at scale, with pictures
 * stored like uploads (local disk in DATA_DIR, or S3 when S3_* is set).
 *
 * npm run seed:bench -- --big [--stores N --products M --orders O --first-store P]: the big seed of issue 53 on
 * PostgreSQL (10,000 stores of 100 products, 200 orders a store over a year by default), written set-wise
 * (packages/db/src/seed/big-seed.ts); the pictures are stored once and referenced.
 */
import { parseArgs } from 'node:util';
import { createDb, migrateToLatest, seedBig } from '@vidriera/db';
import { createStorage } from './app';
import { loadConfig } from './shared/config';
import { seedBenchWithPictures, storeBenchPictures } from './modules/demo/bench-pictures';

const { values } = parseArgs({
  options: {
    big: { type: 'boolean', default: false },
    stores: { type: 'string' },
    products: { type: 'string' },
    orders: { type: 'string', default: '200' },
    'first-store': { type: 'string', default: '5000' },
    seed: { type: 'string', default: '42' },
  },
});
const big = values.big === true;
const stores = Number(values.stores ?? (big ? '10000' : '10'));
const products = Number(values.products ?? (big ? '100' : '20'));
const orders = Number(values.orders);
const firstStore = Number(values['first-store']);
const seed = Number(values.seed);
const counts = [stores, products, orders, firstStore, seed];
if (!counts.every(Number.isInteger) || stores < 1 || products < 0 || orders < 1 || firstStore < 0) {
  console.error(
    'Uso: npm run seed:bench -- --stores N --products M [--seed S] (N ≥ 1, M ≥ 0), o --big [--stores N --products M --orders O --first-store P]',
  );
  process.exit(2);
}

const config = loadConfig();
if (big && !config.DATABASE_URL) {
  console.error('La semilla grande necesita PostgreSQL: define DATABASE_URL (una base propia, no la de las pruebas).');
  process.exit(2);
}
// Past a pooler (DATABASE_DIRECT_URL), like the migrations it runs first.
const handle = await createDb({
  databaseUrl: config.DATABASE_DIRECT_URL ?? config.DATABASE_URL,
  dataDir: config.DATA_DIR,
});
try {
  await migrateToLatest(handle.db);
  const started = Date.now();
  const onProgress = (done: number, total: number) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (big || done % 50 === 0 || done === total) process.stdout.write(`  ${done}/${total} tiendas (${seconds} s)\n`);
  };
  if (big) {
    const images = await storeBenchPictures(createStorage(config));
    const result = await seedBig(handle.db, {
      stores,
      products,
      orders,
      firstStoreProducts: firstStore,
      images,
      onProgress,
    });
    console.log(
      `Listo en ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.stores} tiendas, ${result.products} productos, ${result.variants} variantes, ${result.orders} pedidos; la tienda grande es ${result.firstStoreSlug}.`,
    );
  } else {
    const result = await seedBenchWithPictures(handle.db, createStorage(config), {
      stores,
      products,
      seed,
      onProgress,
    });
    console.log(
      `Listo en ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.stores} tiendas, ${result.products} productos con foto, ${result.orders} pedidos.`,
    );
  }
} finally {
  await handle.close();
}
