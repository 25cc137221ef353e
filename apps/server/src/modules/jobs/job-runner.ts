import { AsyncLocalStorage } from 'node:async_hooks';
import { type Database, PREPARED, withAllStores } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { JobRunner } from '../../shared/job-worker';
import type { Metrics } from '../../shared/metrics';
import type { Job, JobEntry } from './define-job';
import { enqueueJob, retryDelaySeconds } from './job-queue';

interface RunnerOptions {
  db: Kysely<Database>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * Every declared kind with its handler; a kind with `everySeconds` recurs (one pending job per schedule, run by
   * whichever instance takes it first). Read when the worker first runs, so the composition root may fill it after
   * building what the handlers need.
   */
  jobs: readonly JobEntry[];
  pollSeconds: number;
  leaseSeconds: number;
  /** Counts each attempt's end by kind (a kind nobody declared counts as "unknown"); the server's counters, none in tests. */
  metrics?: Pick<Metrics, 'jobAttempt'>;
}

const jobContext = new AsyncLocalStorage<Job>();

/** The job this code runs inside, if any (an auth library callback reached from a job's handler). */
export function currentJob(): Job | undefined {
  return jobContext.getStore();
}

/** The claimed job's columns; its payload is the JSON object `enqueueJob` wrote. */
type ClaimedRow = Pick<Selectable<Database['jobs']>, 'id' | 'kind' | 'attempts' | 'max_attempts' | 'outcome'> & {
  payload: Record<string, unknown>;
};

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

export function createJobRunner(options: RunnerOptions): JobRunner {
  const { db, log, leaseSeconds, metrics = { jobAttempt: () => undefined } } = options;
  let known: { byKind: Map<string, JobEntry>; leases: string } | undefined;
  const registry = () =>
    (known ??= {
      byKind: new Map(options.jobs.map((entry) => [entry.def.kind, entry])),
      leases: JSON.stringify(
        Object.fromEntries(options.jobs.flatMap(({ def }) => (def.leaseSeconds ? [[def.kind, def.leaseSeconds]] : []))),
      ),
    });
  const schedules = () =>
    options.jobs.flatMap((entry) => (entry.everySeconds ? [{ ...entry, everySeconds: entry.everySeconds }] : []));
  const kindLabel = (kind: string) => (registry().byKind.has(kind) ? kind : 'unknown');
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let woken = false;
  // One job at a time in this process: a drain waits for the poll under way and the other way round.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  /** A schedule's next occurrence: one attempt, one pending at a time. */
  async function scheduleNext({ def, everySeconds }: JobEntry & { everySeconds: number }): Promise<void> {
    await enqueueJob(
      db,
      { ...def, maxAttempts: 1 },
      {},
      { singletonKey: `schedule:${def.kind}`, runAt: new Date(Date.now() + everySeconds * 1000) },
    );
  }

  /**
   * Takes the oldest due job, else one whose worker's lease ran out (counted in
   * `retakes`, migration 039); SKIP
   * LOCKED leaves jobs other instances are taking to them. Each half reads
   * its own partial index (jobs_due, jobs_leased), so a claim costs the same
   * with a week of finished jobs kept for the trace as with none.
   */
  async function claim(): Promise<ClaimedRow | undefined> {
    const result = await sql<ClaimedRow>`
      with due as (
        select id from jobs where state = 'pending' and run_at <= now()
        order by run_at limit 1 for update skip locked
      ),
      lapsed as (
        select id from jobs where state = 'running' and locked_until < now() and not exists (select 1 from due)
        order by locked_until limit 1 for update skip locked
      )
      update jobs set state = 'running', attempts = attempts + 1, retakes = retakes + (jobs.state = 'running')::int, locked_until = now() + make_interval(secs => coalesce((${registry().leases}::jsonb ->> jobs.kind)::integer, ${leaseSeconds}::integer))
      where id = (select id from due union all select id from lapsed limit 1)
      returning id, kind, payload, attempts, max_attempts, outcome
      ${sql.raw(PREPARED)}`.execute(db);
    return result.rows[0];
  }

  async function finish(row: ClaimedRow, outcome: string | undefined): Promise<void> {
    await db
      .updateTable('jobs')
      .set({ state: 'done', finished_at: new Date(), locked_until: null, ...(outcome ? { outcome } : {}) })
      .where('id', '=', row.id)
      .where('attempts', '=', row.attempts)
      .modifyEnd(sql.raw(PREPARED))
      .execute();
    metrics.jobAttempt(kindLabel(row.kind), 'done');
  }

  async function fail(row: ClaimedRow, error: unknown): Promise<void> {
    const lastError = errorText(error);
    const dead = row.attempts >= row.max_attempts;
    metrics.jobAttempt(kindLabel(row.kind), dead ? 'dead' : 'retry');
    log.error(
      { err: error, jobId: row.id, kind: row.kind, attempts: row.attempts },
      dead ? 'trabajo muerto tras su último intento' : 'trabajo fallido; se reintentará',
    );
    const retry = {
      state: 'pending' as const,
      run_at: new Date(Date.now() + retryDelaySeconds(row.attempts) * 1000),
      locked_until: null,
      last_error: lastError,
    };
    const end = { state: 'dead' as const, finished_at: new Date(), locked_until: null, last_error: lastError };
    try {
      await db
        .updateTable('jobs')
        .set(dead ? end : retry)
        .where('id', '=', row.id)
        .where('attempts', '=', row.attempts)
        .execute();
    } catch (updateError) {
      // A singleton job whose key already has another pending job cannot go back to pending: it ends dead, visibly.
      log.error({ err: updateError, jobId: row.id }, 'no se pudo reprogramar el trabajo');
      await db.updateTable('jobs').set(end).where('id', '=', row.id).execute();
    }
  }

  async function runOne(): Promise<boolean> {
    const row = await claim();
    if (!row) return false;
    const entry = registry().byKind.get(row.kind);
    // The next occurrence is queued first, so a failing run never stops its schedule.
    if (entry?.everySeconds) await scheduleNext({ ...entry, everySeconds: entry.everySeconds });
    if (!entry) {
      await fail(
        { ...row, max_attempts: row.attempts },
        new Error(`no hay quien ejecute trabajos de tipo ${row.kind}`),
      );
      return true;
    }
    // A payload its declaration does not accept never will: the job ends dead at once, with the reason.
    const parsed = entry.def.payload.safeParse(row.payload ?? {});
    if (!parsed.success) {
      const reason = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`);
      await fail({ ...row, max_attempts: row.attempts }, new Error(`carga inválida (${reason.join('; ')})`));
      return true;
    }
    const job: Job = {
      id: row.id,
      kind: row.kind,
      payload: parsed.data,
      attempts: row.attempts,
      outcome: row.outcome,
    };
    try {
      const outcome = await jobContext.run(job, () => entry.run(job));
      await finish(row, outcome ?? undefined);
    } catch (error) {
      await fail(row, error);
    }
    return true;
  }

  /** Runs due jobs until none is left, or until the server stops (a drain runs them all). */
  async function runDue(untilStopped: boolean): Promise<number> {
    woken = false;
    let ran = 0;
    while (!(untilStopped && stopped) && (await runOne())) ran++;
    return ran;
  }

  /**
   * Jobs serve every store: they run in the platform's scope, never in the
   * tenant scope of a request whose wake-up started them.
   */
  const unscoped = (untilStopped: boolean) => withAllStores(() => runDue(untilStopped));

  function poll(): void {
    if (stopped) return;
    exclusive(() => unscoped(true))
      .catch((error: unknown) => log.error({ err: error }, 'falló la búsqueda de trabajos pendientes'))
      .finally(() => {
        if (stopped) return;
        clearTimeout(timer);
        timer = setTimeout(poll, woken ? 0 : options.pollSeconds * 1000);
        timer.unref();
      });
  }

  const runner: JobRunner = {
    get woken() {
      return woken;
    },
    async ensureSchedules() {
      for (const schedule of schedules()) await scheduleNext(schedule);
    },
    async start({ exclusive: alone }) {
      if (alone) {
        await db
          .updateTable('jobs')
          .set({ state: 'pending', locked_until: null, run_at: new Date() })
          .where('state', '=', 'running')
          .execute();
      }
      await runner.ensureSchedules();
      stopped = false;
      poll();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
    wake() {
      woken = true;
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(poll, 0);
    },
    drain: () => exclusive(() => unscoped(false)),
  };
  return runner;
}
