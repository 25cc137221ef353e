import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compilePgliteEngine, createDb, type DbHandle } from '@vidriera/db';
import pg from 'pg';

export const TEST_TMP = join(import.meta.dirname, '../../../../.tmp');
/** An uncompressed tar: a PGlite started from it skips the unzipping (about 0.3 s of each start). */
export const PGLITE_TEMPLATE_FILE = join(TEST_TMP, 'pglite-template.tar');
/** One template per checkout, so two clones can run the suite on one server at the same time. */
export const PG_TEMPLATE_DB = `vidriera_test_template_${createHash('sha256').update(TEST_TMP).digest('hex').slice(0, 8)}`;
/** The app connects as an ordinary role, so row-level security applies (superusers bypass it). */
export const PG_APP_ROLE = 'vidriera_app';

/** Whether the app's databases are reached through PgBouncer in transaction mode (the server-pgbouncer project). */
export const behindPgbouncer = () => process.env.TEST_DB_POOLER === 'transaction';

export function testDriver(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

/** The PostgreSQL server tests use: TEST_DATABASE_URL or the local one (trust auth). */
export function serverUrl(database: string, role?: string): string {
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/${database}`;
  if (role) {
    base.username = role;
    base.password = '';
  }
  return base.toString();
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends DbHandle {
  /**
   * The server URL of this database (postgres driver only), as the app's role: the database itself, even when the
   * app reaches it through PgBouncer, for a test's own session (a session advisory lock it holds, say).
   */
  url?: string;
  /** Runs SQL as the tables' owner (DDL that the app's role may not run). */
  runAsOwner(text: string): Promise<void>;
}

/** The database `name` through the project's PgBouncer (helpers/pgbouncer-setup.ts), as the app's role. */
async function throughPgbouncer(name: string): Promise<string> {
  const { inject } = await import('vitest');
  return `postgres://${PG_APP_ROLE}@127.0.0.1:${inject('pgbouncerPort')}/${name}`;
}

/*
 * What every PGlite of a worker starts from, read and compiled once (a worker's test files share their modules): the
 * template's files and PGlite's engine, which each start compiled again (a few tenths of a second each).
 */
let pgliteStart: Promise<{ snapshot: Blob; wasmModule: Awaited<ReturnType<typeof compilePgliteEngine>> }> | undefined;

/** A fresh, migrated database for one test file: a PGlite copy or a server database from the template. */
export async function createTestDatabase(onQuery?: (sql: string) => void): Promise<TestDatabase> {
  if (testDriver() === 'pglite') {
    pgliteStart ??= Promise.all([readFile(PGLITE_TEMPLATE_FILE), compilePgliteEngine()]).then(
      ([template, wasmModule]) => ({ snapshot: new Blob([template]), wasmModule }),
    );
    const { snapshot, wasmModule } = await pgliteStart;
    const handle = await createDb({ pgliteSnapshot: snapshot, pgliteWasmModule: wasmModule, onQuery });
    return { ...handle, runAsOwner: async (text) => void (await handle.pglite?.exec(text)) };
  }
  const name = `vidriera_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  const url = serverUrl(name, PG_APP_ROLE);
  const pooler = behindPgbouncer() ? 'transaction' : 'session';
  const appUrl = behindPgbouncer() ? await throughPgbouncer(name) : url;
  const handle = await createDb({ databaseUrl: appUrl, poolSize: 5, onQuery, pooler });
  return {
    ...handle,
    url,
    runAsOwner: async (text) => {
      const client = new pg.Client({ connectionString: serverUrl(name) });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
