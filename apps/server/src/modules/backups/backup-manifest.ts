import { z } from 'zod';

/** What a backup says about itself: its first entry, `manifest.json` (docs/decisions/036-backups.md). */
export const manifestSchema = z.object({
  format: z.literal('vidriera-backup'),
  version: z.literal(1),
  /** The moment the copy stands for: every order acknowledged before it is in the copy. */
  takenAt: z.iso.datetime(),
  database: z.literal('pglite'),
  /** The newest migration applied: a restore checks the release it runs knows it. */
  lastMigration: z.string().nullable(),
  stores: z.number().int(),
  orders: z.number().int(),
  /** Every other entry of the archive, with its size and SHA-256. */
  files: z.array(z.object({ path: z.string(), bytes: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export const MANIFEST_ENTRY = 'manifest.json';
/** The embedded database's data directory, as PGlite dumps it (its own tar). */
export const DATABASE_ENTRY = 'database/pg.tar';
/** The uploaded pictures, under their storage keys. */
export const UPLOADS_ENTRY = 'uploads/';

/** A backup that cannot be made or restored, with a message for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** 2026-12-05T01:30:00.123Z → 20261205-013000: file names that sort by time. */
export function backupStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}
