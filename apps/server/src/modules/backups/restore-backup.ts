import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import { createDb, MIGRATION_NAMES } from '@vidriera/db';
import { sql } from 'kysely';
import { readBackupArchive } from './backup-archive';
import { BackupError, type BackupManifest, DATABASE_ENTRY, UPLOADS_ENTRY } from './backup-manifest';

export interface RestoreResult {
  manifest: BackupManifest;
  pictures: number;
  seconds: number;
}

/** What the data folder holds besides the names it may keep (a backups folder inside it). */
async function occupants(dataDir: string, mayStay: string[]): Promise<string[]> {
  try {
    return (await readdir(dataDir)).filter((name) => !mayStay.includes(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A picture's path inside the archive as a key under uploads/, refusing one that would leave it. */
function pictureKey(path: string): string {
  const key = normalize(path.slice(UPLOADS_ENTRY.length));
  if (isAbsolute(key) || key.startsWith('..'))
    throw new BackupError(`La copia nombra un archivo fuera de su carpeta: ${path}.`);
  return key;
}

/**
 * Brings a backup back into an empty data folder: reads and checks every entry against the manifest first (the
 * pictures into a folder beside, the database in memory), and only then writes the database's data directory
 * (PGlite loads it, under the data folder's lock) and moves the pictures in. The restored database must hold the
 * stores and orders the manifest counted. An archive that fails a check leaves the folder as it was.
 */
export async function restoreBackup(file: string, dataDir: string, mayStay: string[] = []): Promise<RestoreResult> {
  const started = Date.now();
  if (!(await stat(file).catch(() => undefined))?.isFile()) throw new BackupError(`No se encuentra la copia ${file}.`);
  const found = await occupants(dataDir, mayStay);
  if (found.length)
    throw new BackupError(
      `La carpeta de datos ${dataDir} no está vacía (tiene ${found.slice(0, 5).join(', ')}): restaurar ahí mezclaría ` +
        'dos bases. Muévela a otro lugar o indica una carpeta vacía con DATA_DIR.',
    );
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(dataDir, '.restaurando-'));
  let database: Buffer | undefined;
  let pictures = 0;
  try {
    const manifest = await readBackupArchive(createReadStream(file), async (path, data) => {
      if (path === DATABASE_ENTRY) database = data;
      else if (path.startsWith(UPLOADS_ENTRY)) {
        const target = join(staging, 'uploads', pictureKey(path));
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, data);
        pictures++;
      }
    });
    if (!database) throw new BackupError(`La copia no tiene su base de datos (${DATABASE_ENTRY}).`);
    if (manifest.lastMigration && !MIGRATION_NAMES.includes(manifest.lastMigration))
      throw new BackupError(
        `La copia es de una versión más nueva de Vidriera (su base llega a la migración ${manifest.lastMigration}): ` +
          'restáurala con esa versión o una posterior.',
      );
    const handle = await createDb({ dataDir, restoreDataDir: new Blob([database]) });
    try {
      const { rows } = await sql<{ stores: number; orders: number }>`
        select (select count(*) from stores) as stores, (select count(*) from orders) as orders`.execute(handle.db);
      if (rows[0]?.stores !== manifest.stores || rows[0]?.orders !== manifest.orders)
        throw new BackupError(
          `La base restaurada en ${dataDir} no tiene lo que la copia dice (${manifest.stores} tiendas, ` +
            `${manifest.orders} pedidos): no la uses y avisa a quien mantiene Vidriera.`,
        );
    } finally {
      await handle.close();
    }
    if (pictures) await rename(join(staging, 'uploads'), join(dataDir, 'uploads'));
    return { manifest, pictures, seconds: (Date.now() - started) / 1000 };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
