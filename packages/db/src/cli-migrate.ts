import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

// Past a pooler when one is in front (DATABASE_DIRECT_URL, docs/DEPLOY.md), as the server's own start-up does.
const databaseUrl = process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL;
const handle = await createDb({ databaseUrl, dataDir: process.env.DATA_DIR });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.');
} finally {
  await handle.close();
}
