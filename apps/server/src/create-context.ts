import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { createAuth } from './modules/auth/auth';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { jobHandlers, jobSchedules } from './modules/jobs/job-handlers';
import { createJobRunner, type JobHandler } from './modules/jobs/job-runner';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createQueuedMailer } from './modules/mail/queued-mailer';
import { createStorage } from './modules/storage/create-storage';
import type { Storage } from './modules/storage/storage';
import { createPageSender } from './modules/web/page-sender';
import type { AppContext } from './shared/app-context';

export interface ContextDeps {
  config: Config;
  db: Kysely<Database>;
  replica?: Kysely<Database> | null;
  /** Sends e-mails for real (tests capture them); by default SMTP_URL, else the local outbox. */
  mailer?: Mailer | undefined;
  storage?: Storage | undefined;
}

/**
 * What every area of the server works with (AppContext), built once: the
 * signing secret, storage, the job worker and its jobs (main.ts starts it,
 * docs/decisions/016-job-queue.md), the mailer that queues e-mails as jobs,
 * the auth library and the kept store pages.
 */
export async function createAppContext(
  { config, db, replica = null, mailer, storage }: ContextDeps,
  log: FastifyBaseLogger,
): Promise<AppContext> {
  const mail =
    mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      logger: log,
      logLinks: config.NODE_ENV !== 'production',
    });
  const secret = await resolveAuthSecret(db, config.AUTH_SECRET);
  // The handlers need the auth library, which needs the worker to wake: they are filled in once the context exists.
  const handlers: Record<string, JobHandler> = {};
  const jobs = createJobRunner({
    db,
    log,
    handlers,
    schedules: jobSchedules(config),
    pollSeconds: config.JOBS_POLL_INTERVAL,
    leaseSeconds: config.JOBS_LEASE,
  });
  const queuedMail = createQueuedMailer(db, () => jobs.wake());
  const auth = createAuth({
    config,
    db,
    mailer: queuedMail,
    directMailer: mail,
    wakeJobs: () => jobs.wake(),
    secret,
    logger: log,
  });
  const ctx: AppContext = {
    config,
    db,
    replica,
    auth,
    mailer: queuedMail,
    storage: storage ?? createStorage(config),
    secret,
    jobs,
    pages: createPageSender(),
  };
  Object.assign(handlers, jobHandlers(ctx, mail, log));
  return ctx;
}
