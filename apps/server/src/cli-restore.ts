/**
 * npm run restore -- ARCHIVO: brings a backup made by `npm run backup` (or a scheduled one) back into an empty
 * DATA_DIR, after checking every entry against its manifest (docs/decisions/036-backups.md). Start the server
 * afterwards.
 */
import { basename, dirname } from 'node:path';
import { BackupError } from './modules/backups/backup-manifest';
import { restoreBackup } from './modules/backups/restore-backup';
import { ConfigError, loadConfig } from './shared/config';

async function restore(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new BackupError('Uso: npm run restore -- ARCHIVO (DATA_DIR debe ser una carpeta vacía).');
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new BackupError(
      'npm run restore trae de vuelta la base embebida (PGlite). Con PostgreSQL (DATABASE_URL) se restaura con ' +
        'pgBackRest: sigue docs/DEPLOY.md, "Backups".',
    );
  // A backups folder inside the data folder (BACKUP_DIR's default) may stay: the backup to restore is often there.
  const mayStay = dirname(config.BACKUP_DIR) === config.DATA_DIR ? [basename(config.BACKUP_DIR)] : [];
  const { manifest, pictures, seconds } = await restoreBackup(file, config.DATA_DIR, mayStay);
  console.log(
    `Copia del ${manifest.takenAt} restaurada en ${config.DATA_DIR} (tiendas: ${manifest.stores}, pedidos: ` +
      `${manifest.orders}, imágenes: ${pictures}) en ${seconds.toFixed(1)} s. Ya puedes iniciar el servidor.`,
  );
}

restore().catch((error: unknown) => {
  const known =
    error instanceof BackupError || error instanceof ConfigError || (error as Error).name === 'DataDirLockedError';
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
