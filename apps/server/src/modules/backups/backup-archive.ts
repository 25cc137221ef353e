import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import {
  BackupError,
  type BackupManifest,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  manifestSchema,
  UPLOADS_ENTRY,
} from './backup-manifest';
import type { EmbeddedSnapshot } from './embedded-snapshot';
import { readTarEntries, TAR_END, tarHeader, tarPadding } from './tar-format';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Writes a snapshot as one `.tar.gz`: `manifest.json` first (when, what, and each entry's size and SHA-256), then
 * the database's data directory, then the pictures. Resolves once `out` has every byte.
 */
export async function writeBackupArchive(snapshot: EmbeddedSnapshot, out: Writable): Promise<BackupManifest> {
  const files: BackupManifest['files'] = [
    { path: DATABASE_ENTRY, bytes: snapshot.database.length, sha256: sha256(snapshot.database) },
  ];
  for (const path of snapshot.uploads) {
    const data = await readFile(join(snapshot.uploadsDir, path));
    files.push({ path: UPLOADS_ENTRY + path, bytes: data.length, sha256: sha256(data) });
  }
  const manifest: BackupManifest = {
    format: 'vidriera-backup',
    version: 1,
    takenAt: snapshot.takenAt.toISOString(),
    database: 'pglite',
    lastMigration: snapshot.lastMigration,
    stores: snapshot.stores,
    orders: snapshot.orders,
    files,
  };
  // The fastest level: the database still compresses about eightfold (5.6 MB for 43, against 4.8 at the default),
  // pictures are compressed already, and the server writes the archive beside the shop's own work.
  const gzip = createGzip({ level: 1 });
  const written = pipeline(gzip, out);
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), written]);
  };
  const entry = async (path: string, data: Buffer) => {
    await write(tarHeader(path, data.length, snapshot.takenAt));
    await write(data);
    await write(tarPadding(data.length));
  };
  await entry(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
  await entry(DATABASE_ENTRY, snapshot.database);
  for (const path of snapshot.uploads)
    await entry(UPLOADS_ENTRY + path, await readFile(join(snapshot.uploadsDir, path)));
  gzip.end(TAR_END);
  await written;
  return manifest;
}

const DAMAGED = 'La copia está dañada o no es una copia de Vidriera';

/**
 * Reads a backup and checks it against its manifest as it goes: the first entry must be a manifest of this format,
 * every other entry one it lists with the same SHA-256, and none it lists may be missing. `onEntry` gets each entry
 * once checked; nothing should be made final before this resolves.
 */
export async function readBackupArchive(
  input: Readable,
  onEntry: (path: string, data: Buffer) => Promise<void> = async () => undefined,
): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  const pending = new Map<string, { sha256: string; bytes: number }>();
  try {
    const gunzip = createGunzip();
    input.on('error', (error) => gunzip.destroy(error));
    for await (const { path, data } of readTarEntries(input.pipe(gunzip))) {
      if (!manifest) {
        if (path !== MANIFEST_ENTRY) throw new BackupError(`${DAMAGED}: no empieza con su ${MANIFEST_ENTRY}.`);
        const parsed = manifestSchema.safeParse(JSON.parse(data.toString('utf8')));
        if (!parsed.success) throw new BackupError(`${DAMAGED}: su ${MANIFEST_ENTRY} no es válido.`);
        manifest = parsed.data;
        for (const file of manifest.files) pending.set(file.path, file);
        continue;
      }
      const expected = pending.get(path);
      if (!expected) throw new BackupError(`${DAMAGED}: ${path} no figura en su ${MANIFEST_ENTRY}.`);
      if (expected.bytes !== data.length || expected.sha256 !== sha256(data))
        throw new BackupError(`${DAMAGED}: ${path} no coincide con su suma de verificación.`);
      pending.delete(path);
      await onEntry(path, data);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${DAMAGED} (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!manifest) throw new BackupError(`${DAMAGED}: está vacía.`);
  if (pending.size)
    throw new BackupError(`${DAMAGED}: le faltan ${pending.size} archivos (${[...pending.keys()][0]}…).`);
  return manifest;
}
