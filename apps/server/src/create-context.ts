import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './shared/config';
import { type Auth, createAuth } from './modules/auth/auth';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { serverJobs } from './job-registry';
import type { EmbeddedDatabase } from './modules/backups/embedded-snapshot';
import type { JobEntry } from './modules/jobs/define-job';
import { createJobRunner } from './modules/jobs/job-runner';
import { createMailer } from './modules/mail/mailer';
import type { Mailer } from './shared/mail-message';
import { createQueuedMailer } from './modules/mail/queued-mailer';
import { createSearchRecorder } from './modules/search/search-recorder';
import { createVisitRecorder } from './modules/statistics/visit-recorder';
import { createStorage } from './modules/storage/create-storage';
import type { Storage } from './shared/storage';
import { createPageSender } from './shared/page-sender';
import { createKeptReads } from './shared/kept-reads';
import type { AppContext } from './shared/app-context';
import { createDraining } from './shared/draining';
import type { Metrics } from './shared/metrics';

export interface ContextDeps {
  config: Config;
  db: Kysely<Database>;
  replica?: Kysely<Database> | null;
  /** Sends e-mails for real (tests capture them); by default SMTP_URL, else the local outbox. */
  mailer?: Mailer | undefined;
  storage?: Storage | undefined;
  /** The embedded database this process holds, for its scheduled backups (modules/backups); none on PostgreSQL. */
  embedded?: EmbeddedDatabase | undefined;
}

/** A mailer that counts what the mail server accepted and refused (the operator's metrics). */
function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.mail('failed');
        throw error;
      }
      metrics.mail('sent');
    },
  };
}

/**
 * What every area of the server works with (AppContext), built once: the
 * signing secret, storage, the job worker and its jobs (main.ts starts it,
 * docs/decisions/016-job-queue.md), the mailer that queues e-mails as jobs,
 * the auth library, the kept store pages, the operator's counters and the
 * storefront's search counts (written in batches; the server's closing writes the last).
 */
export async function createAppContext(
  { config, db, replica = null, mailer, storage, metrics, embedded }: ContextDeps & { metrics: Metrics },
  log: FastifyBaseLogger,
): Promise<{ ctx: AppContext; auth: Auth }> {
  const mail = countedMailer(
    mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        dataDir: config.DATA_DIR,
        logger: log,
        logLinks: config.NODE_ENV !== 'production',
      }),
    metrics,
  );
  const secret = await resolveAuthSecret(db, config.AUTH_SECRET);
  // The handlers need the auth library, which needs the worker to wake: they are filled in once the context exists.
  const declared: JobEntry[] = [];
  const jobs = createJobRunner({
    db,
    log,
    jobs: declared,
    pollSeconds: config.JOBS_POLL_INTERVAL,
    leaseSeconds: config.JOBS_LEASE,
    metrics,
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
    mailer: queuedMail,
    storage: storage ?? createStorage(config),
    secret,
    jobs,
    pages: createPageSender(),
    kept: createKeptReads(),
    metrics,
    searches: createSearchRecorder({ db, log }),
    visits: createVisitRecorder({ db, log }),
    draining: createDraining(),
  };
  declared.push(...serverJobs(ctx, auth, mail, log, embedded));
  return { ctx, auth };
}
