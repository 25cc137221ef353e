import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * The job queue (docs/decisions/016-job-queue.md): every piece of work that
 * runs after a request ends or on a schedule is a row here, written in the
 * transaction of the change that causes it. A worker takes a due row with
 * FOR UPDATE SKIP LOCKED, so two app instances never take the same one; a
 * taken row is leased (`locked_until`), so a crashed worker's job runs again.
 * `singleton_key` keeps one pending row per schedule (and per digest).
 * `outcome` says how a finished job ended (an owner e-mail sent on its own or
 * gathered into a digest). Not tenant data: no row-level security; only the
 * super admin reads it, without payloads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE TABLE jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 80),
      payload jsonb NOT NULL DEFAULT '{}',
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'running', 'done', 'dead')),
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      max_attempts integer NOT NULL DEFAULT 8 CHECK (max_attempts >= 1),
      run_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      last_error text,
      outcome text,
      singleton_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );
    CREATE INDEX jobs_due ON jobs (run_at) WHERE state = 'pending';
    CREATE INDEX jobs_leased ON jobs (locked_until) WHERE state = 'running';
    CREATE INDEX jobs_by_state ON jobs (state, created_at DESC);
    CREATE INDEX jobs_kind_finished ON jobs (kind, finished_at) WHERE state = 'done';
    CREATE UNIQUE INDEX jobs_one_pending_per_key ON jobs (singleton_key) WHERE state = 'pending';
  `,
  );
}
