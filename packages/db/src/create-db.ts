import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared-statements';
import { withTenantScope } from './tenant-dialect';
import { type DbHandle, type DbOptions, INT8_OID, type PgliteEngine } from './db-handle';
import type { Database } from './types';

// Counts and sums of cents are far below 2^53: read them as numbers on both drivers.
pg.types.setTypeParser(INT8_OID, (value) => Number(value));

/** PGlite's engine (its pglite.wasm) compiled, to hand to every `createDb` of a process that starts many databases. */
export async function compilePgliteEngine(): Promise<PgliteEngine> {
  const file = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
  // Node has WebAssembly; the libraries our types use (ES2023, no DOM) do not declare it.
  const { WebAssembly: wasm } = globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteEngine> };
  };
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
    const max = options.poolSize ?? 10;
    const pooler = options.pooler ?? 'session';
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      // The catalogue's facets and search statements are estimated above jit_above_cost on a store of thousands of
      // products, and compiling them took longer than running them (bench:search, bench/README.md): no JIT. A pooler
      // in transaction mode refuses startup options (PgBouncer 1.18: "unsupported startup parameter: options"): there
      // the role or database carries it (`ALTER ROLE … SET jit = off`, docs/DEPLOY.md).
      ...(pooler === 'session' ? { options: '-c jit=off' } : {}),
      ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`conexión a PostgreSQL perdida: ${error.message}`));
    // Nor one that drops while a query holds it (the database's machine gone, docs/DEPLOY.md): the query fails, the
    // pool discards the connection, and the health check (GET /api/health) says so.
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        console.warn(`conexión a PostgreSQL perdida durante una consulta: ${error.message}`),
      ),
    );
    const db = new Kysely<Database>({
      // Named prepared statements live in a session: behind a pooler in transaction mode every statement goes unnamed.
      dialect: withTenantScope(
        new PostgresDialect({ pool: pooler === 'session' ? preparingPool(pool) : pool }),
        pooler,
      ),
      ...(log ? { log } : {}),
    });
    const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max });
    return { db, driver: 'postgres', poolUse, close: () => db.destroy() };
  }
  // PGlite's engine and its 3 MB of JavaScript load only in embedded mode: a server on PostgreSQL never holds them.
  const { openPglite } = await import('./pglite-db');
  return openPglite(options, log);
}
