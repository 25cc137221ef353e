import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, CreatedAt } from './columns';

// What the platform keeps for itself: settings, rate limits, used proofs of work, the job queue.

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface RateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: ColumnType<string, number | string, number | string>;
}

/** Proof-of-work solutions already used, kept until their challenge expires (migration 018). */

export interface UsedChallengesTable {
  signature: string;
  expires_at: Timestamp;
}

export type JobState = 'pending' | 'running' | 'done' | 'dead';

/** One piece of background work (migration 016, docs/decisions/016-job-queue.md). */

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  state: Generated<JobState>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  /** How a finished job ended, when it matters (an owner e-mail 'sent' or gathered into a digest). */
  outcome: string | null;
  /** At most one pending job per key (one per schedule, one digest per store). */
  singleton_key: string | null;
  created_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
