import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.');
} finally {
  await handle.close();
}
