import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

/**
 * Enqueueing: a job is a row of `jobs` written with the change that causes
 * it — pass the transaction as `db` — so it exists exactly when the change
 * was saved (docs/decisions/016-job-queue.md). The worker (job-runner.ts)
 * runs it after the commit.
 */
export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job is left dead with its error (default 8). */
  maxAttempts?: number;
  /** At most one pending job per key: a second enqueue with the key is skipped. */
  singletonKey?: string;
}

/** Adds a job; resolves to its id, or null when a pending job with its singleton key already exists. */
export async function enqueueJob(db: Kysely<Database>, job: NewJob): Promise<string | null> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      ...(job.runAt ? { run_at: job.runAt } : {}),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
      ...(job.singletonKey ? { singleton_key: job.singletonKey } : {}),
    })
    .onConflict((oc) => oc.column('singleton_key').where('state', '=', sql.lit('pending')).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A job as its handler gets it. */
export interface Job<P = Record<string, unknown>> {
  id: string;
  kind: string;
  payload: P;
  /** This attempt's number, from 1. */
  attempts: number;
  /**
   * How an earlier attempt decided to end, recorded before its side effect
   * (an e-mail sent on its own stays on its own after a crash); null on a
   * first attempt.
   */
  outcome: string | null;
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
