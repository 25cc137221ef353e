import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

import type { JobKind, PayloadIn } from './define-job';

/**
 * Enqueueing: a job is a row of `jobs` written with the change that causes
 * it — pass the transaction as `db` — so it exists exactly when the change
 * was saved (docs/decisions/016-job-queue.md). The worker (job-runner.ts)
 * runs it after the commit.
 */
export interface QueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one pending job per key: a second enqueue with the key is skipped. */
  singletonKey?: string;
}

/** Adds a job of a declared kind; resolves to its id, or null when a pending job with its singleton key already exists. */
export async function enqueueJob<J extends JobKind>(
  db: Kysely<Database>,
  def: J,
  payload: PayloadIn<J>,
  options: QueueOptions = {},
): Promise<string | null> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: def.kind,
      payload: JSON.stringify(payload),
      ...(options.runAt ? { run_at: options.runAt } : {}),
      ...(def.maxAttempts ? { max_attempts: def.maxAttempts } : {}),
      ...(options.singletonKey ? { singleton_key: options.singletonKey } : {}),
    })
    .onConflict((oc) => oc.column('singleton_key').where('state', '=', sql.lit('pending')).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Seconds before attempt `attempts + 1`: 30 s, 1 min, 2 min… at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** Finished jobs are kept this long for the super admin's trace, then deleted by housekeeping. */
export const FINISHED_JOB_DAYS = 7;

export async function deleteOldJobs(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'dead'])
    .where('finished_at', '<', sql<Date>`now() - make_interval(days => ${FINISHED_JOB_DAYS}::integer)`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
