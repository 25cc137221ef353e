import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { readBackupArchive, writeBackupArchive } from './backup-archive';
import type { BackupManifest } from './backup-manifest';
import { type EmbeddedDatabase, takeEmbeddedSnapshot } from './embedded-snapshot';

/** The scheduled backups' names; rotation deletes only these, never a copy made by hand. */
export const SCHEDULED_PREFIX = 'vidriera-auto-';

/**
 * Writes a backup to `file`: first to `file.partial`, then read back and checked against its manifest, and only
 * then renamed, so a file with the backup's name is always a whole, checked backup.
 */
export async function writeBackupFile(file: string, write: (out: Writable) => Promise<void>): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  await mkdir(dirname(file), { recursive: true });
  try {
    await write(createWriteStream(partial, { mode: 0o600 }));
    const manifest = await readBackupArchive(createReadStream(partial));
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(partial, { force: true });
  }
}

/** A backup of the embedded database this process holds, into `file`; with how long the database was held. */
export async function backUpEmbedded(
  source: EmbeddedDatabase,
  file: string,
): Promise<{ manifest: BackupManifest; heldMs: number }> {
  let heldMs = 0;
  const manifest = await writeBackupFile(file, async (out) => {
    const snapshot = await takeEmbeddedSnapshot(source);
    heldMs = snapshot.heldMs;
    try {
      await writeBackupArchive(snapshot, out);
    } finally {
      await snapshot.discard();
    }
  });
  return { manifest, heldMs };
}

/** Deletes the oldest scheduled backups in `dir` beyond the newest `keep`; returns their names. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const scheduled = (await readdir(dir))
    .filter((name) => name.startsWith(SCHEDULED_PREFIX) && name.endsWith('.tar.gz'))
    .sort()
    .reverse();
  const old = scheduled.slice(keep);
  await Promise.all(old.map((name) => rm(join(dir, name), { force: true })));
  return old;
}
