/**
 * npm run backup [-- ARCHIVO]: a backup of the embedded database and its pictures, one `.tar.gz` with a manifest
 * and checksums (docs/decisions/036-backups.md). With the server running it asks the server for it; otherwise it
 * opens the database itself. By default into BACKUP_DIR (DATA_DIR/backups).
 */
import { join, resolve } from 'node:path';
import { createDb } from '@vidriera/db';
import { backUpEmbedded, writeBackupFile } from './modules/backups/backup-files';
import { BackupError, type BackupManifest, backupStamp } from './modules/backups/backup-manifest';
import { connectToServer, receiveBackup } from './modules/backups/backup-socket';
import { ConfigError, loadConfig } from './shared/config';

async function backUp(): Promise<void> {
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new BackupError(
      'npm run backup copia la base embebida (PGlite). Con PostgreSQL (DATABASE_URL) las copias las hace ' +
        'pgBackRest: sigue docs/DEPLOY.md, "Backups".',
    );
  const started = Date.now();
  const file = resolve(process.argv[2] ?? join(config.BACKUP_DIR, `vidriera-${backupStamp(new Date())}.tar.gz`));
  const server = await connectToServer(config.DATA_DIR);
  let manifest: BackupManifest;
  let heldMs = 0;
  if (server) {
    manifest = await writeBackupFile(file, async (out) => {
      heldMs = await receiveBackup(server, out);
    });
  } else {
    // No server listens: the database is opened here, under the data folder's lock (createDb refuses, naming its
    // pid, when a server holds it without listening).
    const handle = await createDb({ dataDir: config.DATA_DIR });
    try {
      if (!handle.pglite) throw new BackupError('La base embebida no se abrió.');
      ({ manifest, heldMs } = await backUpEmbedded(
        { db: handle.db, pglite: handle.pglite, dataDir: config.DATA_DIR },
        file,
      ));
    } finally {
      await handle.close();
    }
  }
  console.log(
    `Copia guardada en ${file} (tiendas: ${manifest.stores}, pedidos: ${manifest.orders}, imágenes: ` +
      `${manifest.files.length - 1}), al ${manifest.takenAt}, ${server ? 'pedida al servidor en marcha' : 'con el servidor detenido'}; ` +
      `la base quedó en pausa ${heldMs} ms; en total ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

backUp().catch((error: unknown) => {
  const known =
    error instanceof BackupError || error instanceof ConfigError || (error as Error).name === 'DataDirLockedError';
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
