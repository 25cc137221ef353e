import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * A job whose instance died holding it is taken again once its lease runs out
 * (apps/server/src/modules/jobs/job-runner.ts, `claim`); `retakes` counts how
 * many times, so the super admin's jobs screen shows it as retaken
 * (docs/product/super-admin.md, "Trabajos"). Until then it shows as stuck.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `ALTER TABLE jobs ADD COLUMN retakes integer NOT NULL DEFAULT 0 CHECK (retakes >= 0);`);
}
