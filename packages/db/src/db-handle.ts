import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { PoolerMode } from './tenant-dialect';
import type { Database } from './types';

/** PostgreSQL's type id of bigint (int8): counts and sums of cents, read as numbers on both drivers. */
export const INT8_OID = 20;

export interface DbOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (`{dataDir}/pg`). */
  dataDir?: string | undefined;
  /** Start PGlite in memory from a dumped data directory (tests). */
  pgliteSnapshot?: Blob | File | undefined;
  /** PGlite's engine (pglite.wasm) compiled once, for a process that starts many databases (tests). */
  pgliteWasmModule?: PgliteEngine | undefined;
  /** Fill an empty `{dataDir}/pg` from a dumped data directory first (npm run restore). */
  restoreDataDir?: Blob | undefined;
  /** Start an empty PGlite in memory (test templates). */
  memory?: boolean | undefined;
  /** Called with every SQL statement run (tests count queries per request with it). */
  onQuery?: ((sql: string) => void) | undefined;
  /**
   * 'transaction' when DATABASE_URL is a pooler in transaction mode (PgBouncer's pool_mode=transaction): no session
   * setting, no named prepared statement, no startup option (docs/decisions/046). 'session' (default) otherwise.
   */
  pooler?: PoolerMode | undefined;
  /** Pool size for the PostgreSQL server. */
  poolSize?: number | undefined;
  /** How long a query may wait for a connection (pooled or new) before it fails; unlimited when absent. */
  connectionTimeoutMs?: number | undefined;
  /** The name PostgreSQL shows for these connections (`pg_stat_activity.application_name`). */
  applicationName?: string | undefined;
}

/** How a PostgreSQL pool's connections are used now (the operator's metrics, docs/DEPLOY.md). */
export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface DbHandle {
  db: Kysely<Database>;
  driver: 'pglite' | 'postgres';
  /** Present on PostgreSQL: the pool's use at this moment. */
  poolUse?: () => PoolUse;
  /** Present in embedded mode: the PGlite instance (for dumps in tests). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export type PgliteEngine = NonNullable<PGliteOptions['pgliteWasmModule']>;
