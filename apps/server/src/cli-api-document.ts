/**
 * npm run api:document -- <file>: writes the OpenAPI document of the whole API
 * (what /api/openapi.json serves) to a file, built from the route table
 * without a database, so a linter can read it offline (npm run lint:api).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from '@vidriera/db';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { buildApp } from './app';
import { loadConfig } from './shared/config';

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run api:document -- <archivo.json>');
  process.exit(2);
}

// Building the routes runs no query: a database that answers nothing is enough.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const config = loadConfig({ DATA_DIR: '.tmp/api-document', DEMO: 'false', AUTH_SECRET: 'a'.repeat(32) });
const { app } = await buildApp({ config, db, logger: false, webDistDir: '.tmp/no-web' });
await app.ready();
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
console.log(`OpenAPI: ${file}`);
