import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

/** The running embedded database: its Kysely handle, the PGlite under it and the data folder they share. */
export interface EmbeddedDatabase {
  db: Kysely<Database>;
  pglite: { dumpDataDir(compression: 'none'): Promise<Blob> };
  dataDir: string;
}

/** The folder of a snapshot's hard links, in the data folder (the same file system as the pictures). */
export const SNAPSHOT_FOLDER_PREFIX = '.copia-';

/** The database and the pictures as they were at one moment, ready to be written into an archive. */
export interface EmbeddedSnapshot {
  takenAt: Date;
  /** How long the database's connection was held (every statement of the server waited that long at most). */
  heldMs: number;
  database: Buffer;
  lastMigration: string | null;
  stores: number;
  orders: number;
  /** A folder of hard links to the pictures of that moment, and their paths under it. */
  uploadsDir: string;
  uploads: string[];
  discard(): Promise<void>;
}

/**
 * Hard links to every file under `from` (a copy where the file system cannot link), by path relative to it.
 * Synchronous on purpose: it runs while orders wait, and a few thousand links take milliseconds this way, against
 * a turn of the thread pool each when the server is busy.
 */
function linkTree(from: string, to: string): string[] {
  if (!existsSync(from)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(from, join(entry.parentPath, entry.name));
    mkdirSync(dirname(join(to, path)), { recursive: true });
    try {
      linkSync(join(from, path), join(to, path));
    } catch {
      copyFileSync(join(from, path), join(to, path));
    }
    files.push(path);
  }
  return files.sort();
}

/**
 * Takes the embedded database and its pictures at one moment while the server runs. PGlite has one connection,
 * which Kysely hands to one caller at a time: holding it, no statement and no transaction of the server is under
 * way, so the data directory PGlite dumps (synchronously, in this thread) is the state after the last commit. A
 * checkpoint just before, outside the hold, keeps the recovery at restore short. The pictures are hard-linked
 * while it is held: a picture is written before the row that names it commits and deleted only after the row
 * that named it is gone, so the links hold every picture the database names. Orders wait for the hold (the
 * counts, the dump in memory, the links), not for the archive.
 */
export async function takeEmbeddedSnapshot({ db, pglite, dataDir }: EmbeddedDatabase): Promise<EmbeddedSnapshot> {
  const uploadsDir = await mkdtemp(join(dataDir, SNAPSHOT_FOLDER_PREFIX));
  const discard = () => rm(uploadsDir, { recursive: true, force: true });
  try {
    await sql`checkpoint`.execute(db);
    return await db.connection().execute(async (connection) => {
      const holding = performance.now();
      const { rows } = await sql<{ stores: number; orders: number; last_migration: string | null }>`
        select (select count(*) from stores) as stores, (select count(*) from orders) as orders,
          (select max(name) from kysely_migration) as last_migration`.execute(connection);
      const takenAt = new Date();
      const database = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
      const uploads = linkTree(join(dataDir, 'uploads'), uploadsDir);
      const facts = rows[0] ?? { stores: 0, orders: 0, last_migration: null };
      return {
        takenAt,
        heldMs: Math.round(performance.now() - holding),
        database,
        lastMigration: facts.last_migration,
        stores: facts.stores,
        orders: facts.orders,
        uploadsDir,
        uploads,
        discard,
      };
    });
  } catch (error) {
    await discard();
    throw error;
  }
}
