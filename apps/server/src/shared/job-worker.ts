/**
 * The job queue's worker as the areas see it (modules/jobs/job-runner.ts makes it, docs/decisions/016-job-queue.md):
 * an area that queued a job wakes it; tests drain it.
 */
export interface JobRunner {
  /**
   * Starts polling (the server's main); tests call `drain` instead.
   * `exclusive`: only this process can use the database (PGlite, whose data
   * directory is locked), so jobs left running by a killed process are taken
   * back at once instead of after their lease.
   */
  start(options: { exclusive: boolean }): Promise<void>;
  /** Stops polling and waits for the job under way. */
  stop(): Promise<void>;
  /** A job was queued by this process: run it soon rather than at the next poll. */
  wake(): void;
  /** Whether anything was queued by this process since the last run (tests drain only then). */
  readonly woken: boolean;
  /** Runs every due job, one after the other, until none is left; resolves with how many ran. */
  drain(): Promise<number>;
  /** Adds the first pending job of every schedule that has none. */
  ensureSchedules(): Promise<void>;
}
