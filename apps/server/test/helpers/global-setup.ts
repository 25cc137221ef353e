import { mkdir, writeFile } from 'node:fs/promises';
import { createDb, migrateToLatest } from '@vidriera/db';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { adminQuery, PG_APP_ROLE, PG_TEMPLATE_DB, PGLITE_TEMPLATE_FILE, serverUrl, TEST_TMP } from './test-database';

/** Migrates one template database per run; each test file starts from a copy of it. */
export default async function setup(project: TestProject): Promise<void> {
  await mkdir(TEST_TMP, { recursive: true });
  if (project.config.env.TEST_DB_DRIVER !== 'postgres') {
    const handle = await createDb({ memory: true });
    await migrateToLatest(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    await writeFile(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    return;
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
  const handle = await createDb({ databaseUrl: serverUrl(PG_TEMPLATE_DB), poolSize: 1 });
  await migrateToLatest(handle.db);
  await handle.close();
  await adminQuery(`DO $$ BEGIN CREATE ROLE ${PG_APP_ROLE} LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
  const grants = new pg.Client({ connectionString: serverUrl(PG_TEMPLATE_DB) });
  await grants.connect();
  await grants.query(`GRANT USAGE ON SCHEMA public TO ${PG_APP_ROLE};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${PG_APP_ROLE};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${PG_APP_ROLE}`);
  await grants.end();
}
