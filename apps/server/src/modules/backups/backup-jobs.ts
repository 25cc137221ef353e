import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../shared/config';
import { defineJob, handleJob, type JobEntry } from '../jobs/define-job';
import { backUpEmbedded, rotateBackups, SCHEDULED_PREFIX } from './backup-files';
import { backupStamp } from './backup-manifest';
import type { EmbeddedDatabase } from './embedded-snapshot';

/** The embedded database's backup every BACKUP_INTERVAL, keeping the newest BACKUP_KEEP (docs/decisions/036-backups.md). */
export const SCHEDULED_BACKUP = defineJob({ kind: 'backups.scheduled', payload: z.object({}), leaseSeconds: 3600 });

export function backupJobs(
  source: EmbeddedDatabase,
  config: Pick<Config, 'BACKUP_DIR' | 'BACKUP_INTERVAL' | 'BACKUP_KEEP'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobEntry[] {
  // Handled even when not scheduled: an occurrence queued before BACKUP_INTERVAL was unset still finds its handler.
  return [
    handleJob(
      SCHEDULED_BACKUP,
      async () => {
        const name = `${SCHEDULED_PREFIX}${backupStamp(new Date())}.tar.gz`;
        const { manifest, heldMs } = await backUpEmbedded(source, join(config.BACKUP_DIR, name));
        const removed = await rotateBackups(config.BACKUP_DIR, config.BACKUP_KEEP);
        log.info({ name, orders: manifest.orders, heldMs, removed }, 'copia de seguridad programada');
        return name;
      },
      config.BACKUP_INTERVAL ? { everySeconds: config.BACKUP_INTERVAL } : {},
    ),
  ];
}
