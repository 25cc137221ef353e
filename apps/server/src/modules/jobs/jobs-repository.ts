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
  'locked_until',
  'retakes',
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
    lockedUntil: row.locked_until ? iso(row.locked_until) : null,
    retakes: row.retakes,
  };
}

/** A job held by an instance whose lease ran out: it died, or hangs, holding it. */
const STUCK = `state = 'running' and locked_until < now()`;

/**
 * Each view as a condition: waiting, failed and due again, done after failing, given up; stuck (the first two leave
 * it out), and taken over by another instance after its lease ran out, whatever its state now.
 */
const VIEWS: Record<JobView, string> = {
  pending: `state in ('pending', 'running') and last_error is null and not (${STUCK})`,
  failing: `state in ('pending', 'running') and last_error is not null and not (${STUCK})`,
  retried: `state = 'done' and last_error is not null`,
  dead: `state = 'dead'`,
  stuck: STUCK,
  retaken: `retakes > 0`,
};

export async function listJobs(db: Kysely<Database>, view: JobView) {
  const [counts, rows] = await Promise.all([
    sql<Record<JobView, number>>`
      select count(*) filter (where ${sql.raw(VIEWS.pending)})::integer as pending,
        count(*) filter (where ${sql.raw(VIEWS.failing)})::integer as failing,
        count(*) filter (where ${sql.raw(VIEWS.retried)})::integer as retried,
        count(*) filter (where ${sql.raw(VIEWS.dead)})::integer as dead,
        count(*) filter (where ${sql.raw(VIEWS.stuck)})::integer as stuck,
        count(*) filter (where ${sql.raw(VIEWS.retaken)})::integer as retaken
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
  const total = counts.rows[0] ?? { pending: 0, failing: 0, retried: 0, dead: 0, stuck: 0, retaken: 0 };
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

/** The queue's state by kind, for the operator's metrics (docs/DEPLOY.md, "Metrics"). */
export interface JobQueueFigures {
  kind: string;
  /** Pending jobs whose time has come, waiting for a worker. */
  waiting: number;
  running: number;
  /** Running jobs whose worker's lease ran out (a dead instance's): another worker takes them back. */
  lapsed: number;
  /** Seconds the longest-waiting due job has waited; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** One statement over the unfinished jobs only (the jobs_by_state index): a week of finished ones costs nothing. */
export async function jobQueueFigures(db: Kysely<Database>): Promise<JobQueueFigures[]> {
  const result = await sql<JobQueueFigures>`
    select kind,
      count(*) filter (where state = 'pending' and run_at <= now())::integer as waiting,
      count(*) filter (where state = 'running')::integer as running,
      count(*) filter (where state = 'running' and locked_until < now())::integer as lapsed,
      coalesce(extract(epoch from now() - min(run_at) filter (where state = 'pending' and run_at <= now())), 0)::float8
        as "oldestWaitingSeconds"
    from jobs where state in ('pending', 'running')
    group by kind
  `.execute(db);
  return result.rows;
}
