import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Draining } from './draining';
import type { JobRunner } from './job-worker';
import type { Mailer } from './mail-message';
import type { Metrics } from './metrics';
import type { SearchLog } from './search-log';
import type { VisitLog } from './visit-log';
import type { Storage } from './storage';
import type { PageSender } from './page-sender';
import type { KeptReads } from './kept-reads';

/** What route modules need from the running server. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  /** The read replica (DATABASE_READ_URL) for the storefront's lag-tolerant reads, or null (modules/public-store/storefront-reader.ts). */
  replica: Kysely<Database> | null;
  /** Queues each e-mail as a job and returns (modules/mail/queued-mailer.ts, docs/decisions/016-job-queue.md). */
  mailer: Mailer;
  storage: Storage;
  /** The job queue's worker: `wake()` after queuing, `drain()` in tests. */
  jobs: JobRunner;
  /** The server's signing secret (AUTH_SECRET or the generated one): keys the shoppers' order links. */
  secret: string;
  /** Finished store pages and feeds, kept per store version (docs/decisions/007-store-page-cache.md). */
  pages: PageSender;
  /** What the storefront read and keeps per store version: catalogue indexes, the words searched (./kept-reads.ts). */
  kept: KeptReads;
  /** What the areas count for the operator's metrics (./metrics.ts). */
  metrics: Metrics;
  /** The storefront's searches, counted for the owner (./search-log.ts); the server's closing writes the last ones. */
  searches: SearchLog;
  /** Store visits, product views and carts started, counted for the owner (./visit-log.ts); written in batches. */
  visits: VisitLog;
  /** Set once the instance was asked to stop: its health check then answers 503 (./draining.ts). */
  draining: Draining;
}

/** What an area's plugin is registered with (its prefix aside): the running server's context. */
export interface AreaOptions {
  ctx: AppContext;
}
