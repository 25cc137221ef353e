import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type LogEvent } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { lockDataDir } from './data-dir-lock';
import { type DbHandle, type DbOptions, INT8_OID } from './db-handle';
import { withLoopTurns } from './loop-turn-dialect';
import { preparingPglite } from './pglite-prepared';
import type { Database } from './types';

/** The embedded database (PGlite), in memory or in `{dataDir}/pg`; `createDb` loads this module only when there is no PostgreSQL server. */
export async function openPglite(options: DbOptions, log: ((event: LogEvent) => void) | undefined): Promise<DbHandle> {
  const parsers = { [INT8_OID]: (value: string) => Number(value) };
  // PGlite runs Postgres in this process's memory, which its buffer pool never gives back: 128 MB by
  // default (initdb's) made an idle app ~400 MB resident. One connection needs far less.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
  // The contrib extensions the migrations create (014 and 038: storefront search); PostgreSQL ships them too.
  const extensions = { unaccent, fuzzystrmatch, pg_trgm };
  const kysely = (pglite: PGlite) =>
    new Kysely<Database>({
      dialect: withLoopTurns(new PGliteDialect(preparingPglite(pglite) as PGlite)),
      ...(log ? { log } : {}),
    });
  if (options.pgliteSnapshot || options.memory) {
    const pglite = await PGlite.create({
      ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
      pgliteWasmModule: options.pgliteWasmModule,
      parsers,
      startParams,
      extensions,
    });
    const db = kysely(pglite);
    return { db, driver: 'pglite', pglite, close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? './data';
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create({
      dataDir: join(dataDir, 'pg'),
      ...(options.restoreDataDir ? { loadDataDir: options.restoreDataDir } : {}),
      parsers,
      startParams,
      extensions,
    });
    const db = kysely(pglite);
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
