import { parseArgs } from 'node:util';
import { createDb } from '../create-db';
import { migrateToLatest } from '../migrate';
import { seedBench } from './bench-seed';

const { values } = parseArgs({
  options: { stores: { type: 'string', default: '10' }, products: { type: 'string', default: '20' }, seed: { type: 'string', default: '42' } },
});
const stores = Number(values.stores);
const products = Number(values.products);
if (!Number.isInteger(stores) || stores < 1 || !Number.isInteger(products) || products < 0) {
  console.error('Uso: npm run seed:bench -- --stores N --products M (N ≥ 1, M ≥ 0)');
  process.exit(2);
}

const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  await migrateToLatest(handle.db);
  const started = Date.now();
  const result = await seedBench(handle.db, {
    stores,
    products,
    seed: Number(values.seed),
    onProgress: (done, total) => {
      if (done % 50 === 0 || done === total) process.stdout.write(`  ${done}/${total} tiendas\n`);
    },
  });
  console.log(`Listo en ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.stores} tiendas, ${result.products} productos, ${result.orders} pedidos.`);
} finally {
  await handle.close();
}
