import type { JobSummary, JobView } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, type Selectable, sql } from 'kysely';

/** The super admin's trace of the queue (docs/product/super-admin.md): never payloads, which hold people's data and links. */
const SUMMARY = [
  'id',
  'kind',
  'state',
  'attempts',
  'max_attempts',
  'last_error',
  'run_at',
  'created_at',
  'finished_at',
] as const;
const LIST_SIZE = 100;

type JobRow = Pick<Selectable<Database['jobs']>, (typeof SUMMARY)[number]>;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toJobSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    runAt: iso(row.run_at),
    createdAt: iso(row.created_at),
    finishedAt: row.finished_at ? iso(row.finished_at) : null,
  };
}

/** Each view as a condition: waiting, failed and due again, done after failing, given up. */
const VIEWS: Record<JobView, string> = {
  pending: `state in ('pending', 'running') and last_error is null`,
  failing: `state in ('pending', 'running') and last_error is not null`,
  retried: `state = 'done' and last_error is not null`,
  dead: `state = 'dead'`,
};

export async function listJobs(db: Kysely<Database>, view: JobView) {
  const [counts, rows] = await Promise.all([
    sql<Record<JobView, number>>`
      select count(*) filter (where ${sql.raw(VIEWS.pending)})::integer as pending,
        count(*) filter (where ${sql.raw(VIEWS.failing)})::integer as failing,
        count(*) filter (where ${sql.raw(VIEWS.retried)})::integer as retried,
        count(*) filter (where ${sql.raw(VIEWS.dead)})::integer as dead
      from jobs
    `.execute(db),
    db
      .selectFrom('jobs')
      .select(SUMMARY)
      .where(sql<boolean>`${sql.raw(VIEWS[view])}`)
      .orderBy('created_at', 'desc')
      .limit(LIST_SIZE)
      .execute(),
  ]);
  const total = counts.rows[0] ?? { pending: 0, failing: 0, retried: 0, dead: 0 };
  return { view, counts: total, jobs: rows.map(toJobSummary) };
}

/**
 * A dead job runs again from its first attempt. It leaves its schedule or
 * digest key behind, so it never collides with the next pending job of the
 * same key; its last error stays until it succeeds (it then shows as retried).
 */
export async function retryDeadJob(db: Kysely<Database>, id: string): Promise<{ found: boolean; job?: JobSummary }> {
  const row = await db
    .updateTable('jobs')
    .set({
      state: 'pending',
      attempts: 0,
      run_at: new Date(),
      finished_at: null,
      locked_until: null,
      singleton_key: null,
    })
    .where('id', '=', id)
    .where('state', '=', 'dead')
    .returning(SUMMARY)
    .executeTakeFirst();
  if (row) return { found: true, job: toJobSummary(row) };
  const exists = await db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst();
  return { found: Boolean(exists) };
}
