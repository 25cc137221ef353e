import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';

/*
 * A kind of job, declared once like a route of the table (docs/decisions/034-jobs-as-declarations.md): its name,
 * the zod schema of its payload, its attempts and its lease. The area that owns the work declares it; whoever
 * queues it passes the declaration and a payload of its type (a wrong payload does not compile); the worker parses
 * the stored payload with the schema before the handler runs, and a payload that does not parse leaves the job dead
 * at once with the reason. The composition root hands the worker each declaration with its handler (`handleJob`).
 */

export interface JobKind<S extends z.ZodType = z.ZodType> {
  readonly kind: string;
  readonly payload: S;
  /** Attempts before the job is left dead with its error (default 8; a schedule's occurrence gets one). */
  readonly maxAttempts?: number;
  /** Seconds a worker holds a taken job before another instance may take it back (default JOBS_LEASE). */
  readonly leaseSeconds?: number;
}

export function defineJob<S extends z.ZodType>(def: JobKind<S>): JobKind<S> {
  return def;
}

/** The payload a job of this kind is queued with. */
export type PayloadIn<J extends JobKind> = z.input<J['payload']>;
/** The payload its handler gets, parsed. */
export type PayloadOf<J extends JobKind> = z.output<J['payload']>;

/** A job as its handler gets it. */
export interface Job<P = unknown> {
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

/** Runs one job; resolves to the job's outcome (kept on the row), if it has one. Must be safe to run again. */
export type JobHandler<P = unknown> = (job: Job<P>) => Promise<string | undefined | void>;

/** A declared kind with the code that runs it, and how often it recurs when it is a schedule. */
export interface JobEntry {
  readonly def: JobKind;
  readonly run: JobHandler;
  readonly everySeconds?: number;
}

export function handleJob<J extends JobKind>(
  def: J,
  run: JobHandler<PayloadOf<J>>,
  schedule: { everySeconds?: number } = {},
): JobEntry {
  return { def, run: run as JobHandler, ...schedule };
}

/**
 * A payload built by SQL, for a job queued inside a statement (an order's own INSERT): one SQL expression per
 * field of the payload, so a field missing or misnamed does not compile; the worker still parses what it stored.
 */
export function payloadSql<J extends JobKind>(
  _def: J,
  fields: { [K in keyof Required<PayloadIn<J>>]: RawBuilder<unknown> },
): RawBuilder<unknown> {
  const pairs = Object.entries(fields as Record<string, RawBuilder<unknown>>).map(
    ([name, value]) => sql`${sql.lit(name)}::text, ${value}`,
  );
  return sql`jsonb_build_object(${sql.join(pairs)})`;
}
