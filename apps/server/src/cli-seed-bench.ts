/**
 * npm run seed:bench -- --stores N --products M: realistic stores for
 * benchmarks and for trying the super-admin screens at scale, with pictures
 * stored like uploads (local disk in DATA_DIR, or S3 when S3_* is set).
 */
import { parseArgs } from 'node:util';
import { createDb, migrateToLatest } from '@vidriera/db';
import { createStorage } from './app';
import { loadConfig } from './shared/config';
import { seedBenchWithPictures } from './modules/demo/bench-pictures';

const { values } = parseArgs({
  options: {
    stores: { type: 'string', default: '10' },
    products: { type: 'string', default: '20' },
    seed: { type: 'string', default: '42' },
  },
});
const stores = Number(values.stores);
const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(stores) || stores < 1 || !Number.isInteger(products) || products < 0 || !Number.isInteger(seed)) {
  console.error('Uso: npm run seed:bench -- --stores N --products M [--seed S] (N ≥ 1, M ≥ 0)');
  process.exit(2);
}

const config = loadConfig();
// Past a pooler (DATABASE_DIRECT_URL), like the migrations it runs first.
const handle = await createDb({
  databaseUrl: config.DATABASE_DIRECT_URL ?? config.DATABASE_URL,
  dataDir: config.DATA_DIR,
});
try {
  await migrateToLatest(handle.db);
  const started = Date.now();
  const result = await seedBenchWithPictures(handle.db, createStorage(config), {
    stores,
    products,
    seed,
    onProgress: (done, total) => {
      if (done % 50 === 0 || done === total) process.stdout.write(`  ${done}/${total} tiendas\n`);
    },
  });
  console.log(
    `Listo en ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.stores} tiendas, ${result.products} productos con foto, ${result.orders} pedidos.`,
  );
} finally {
  await handle.close();
}
