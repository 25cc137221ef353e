import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/shared/config';

describe('BACKUP_INTERVAL, BACKUP_KEEP, BACKUP_DIR (scheduled backups, docs/DEPLOY.md "Backups")', () => {
  it('schedules backups of the embedded database only, into DATA_DIR/backups unless told', () => {
    expect(loadConfig({ DATA_DIR: '/srv/v' })).toMatchObject({ BACKUP_DIR: '/srv/v/backups', BACKUP_KEEP: 7 });
    expect(loadConfig({}).BACKUP_INTERVAL).toBeUndefined();
    expect(loadConfig({ BACKUP_INTERVAL: '24h', BACKUP_KEEP: '3' })).toMatchObject({
      BACKUP_INTERVAL: 86_400,
      BACKUP_KEEP: 3,
    });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@primary/vidriera', BACKUP_INTERVAL: '24h' })).toThrow(
      'BACKUP_INTERVAL: las copias programadas son de la base embebida',
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP: debe ser al menos 1');
  });
});
