import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { preparingPool } from './prepared-statements';
import { withLoopTurns } from './loop-turn-dialect';
import { withTenantScope } from './tenant-dialect';
import type { Database } from './types';

const INT8_OID = 20;
// Counts and sums of cents are far below 2^53: read them as numbers on both drivers.
pg.types.setTypeParser(INT8_OID, (value) => Number(value));

export interface DbOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (`{dataDir}/pg`). */
  dataDir?: string | undefined;
  /** Start PGlite in memory from a dumped data directory (tests). */
  pgliteSnapshot?: Blob | File | undefined;
  /** PGlite's engine (pglite.wasm) compiled once, for a process that starts many databases (tests). */
  pgliteWasmModule?: PgliteEngine | undefined;
  /** Start an empty PGlite in memory (test templates). */
  memory?: boolean | undefined;
  /** Called with every SQL statement run (tests count queries per request with it). */
  onQuery?: ((sql: string) => void) | undefined;
  /** Pool size for the PostgreSQL server. */
  poolSize?: number | undefined;
  /** How long a query may wait for a connection (pooled or new) before it fails; unlimited when absent. */
  connectionTimeoutMs?: number | undefined;
  /** The name PostgreSQL shows for these connections (`pg_stat_activity.application_name`). */
  applicationName?: string | undefined;
}

export interface DbHandle {
  db: Kysely<Database>;
  driver: 'pglite' | 'postgres';
  /** Present in embedded mode: the PGlite instance (for dumps in tests). */
  pglite?: PGlite;
  close(): Promise<void>;
}

type PgliteEngine = NonNullable<PGliteOptions['pgliteWasmModule']>;

/** PGlite's engine (its pglite.wasm) compiled, to hand to every `createDb` of a process that starts many databases. */
export async function compilePgliteEngine(): Promise<PgliteEngine> {
  const file = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
  // Node has WebAssembly; the libraries our types use (ES2023, no DOM) do not declare it.
  const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteEngine> } };
  return wasm.compile(await readFile(file));
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  const onQuery = options.onQuery;
  const log = onQuery
    ? (event: LogEvent) => {
        if (event.level === 'query') onQuery(event.query.sql);
      }
    : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`conexión a PostgreSQL perdida: ${error.message}`));
    // Nor one that drops while a query holds it (the database's machine gone, docs/DEPLOY.md): the query fails, the
    // pool discards the connection, and the health check (GET /api/health) says so.
    pool.on('connect', (client) => client.on('error', (error) => console.warn(`conexión a PostgreSQL perdida durante una consulta: ${error.message}`)));
    const db = new Kysely<Database>({ dialect: withTenantScope(new PostgresDialect({ pool: preparingPool(pool) })), ...(log ? { log } : {}) });
    return { db, driver: 'postgres', close: () => db.destroy() };
  }
  const parsers = { [INT8_OID]: (value: string) => Number(value) };
  // PGlite runs Postgres in this process's memory, which its buffer pool never gives back: 128 MB by
  // default (initdb's) made an idle app ~400 MB resident. One connection needs far less.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
  // The contrib extensions the migrations create (014: storefront search); PostgreSQL ships them too.
  const extensions = { unaccent, fuzzystrmatch };
  if (options.pgliteSnapshot || options.memory) {
    const pglite = await PGlite.create({
      ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
      pgliteWasmModule: options.pgliteWasmModule,
      parsers,
      startParams,
      extensions,
    });
    const db = new Kysely<Database>({ dialect: withLoopTurns(new PGliteDialect(pglite)), ...(log ? { log } : {}) });
    return { db, driver: 'pglite', pglite, close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? './data';
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: join(dataDir, 'pg'), parsers, startParams, extensions });
    const db = new Kysely<Database>({ dialect: withLoopTurns(new PGliteDialect(pglite)), ...(log ? { log } : {}) });
    return {
      db,
      driver: 'pglite',
      pglite,
      close: async () => {
        await db.destroy();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
