import type { PoolUse } from '@vidriera/db';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueueFigures } from './modules/jobs/jobs-repository';
import type { Metrics } from './shared/metrics';

/*
 * The counters an operator reads (docs/DEPLOY.md, "Metrics"), kept with prom-client. Each server has a registry of
 * its own (tests build many in one process); the process's own figures (memory, CPU, event-loop delay, garbage
 * collection: prom-client's default metrics) are one registry for the whole process.
 */

let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds, from 5 ms to 10 s: a store page takes tens of milliseconds, an import's upload seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ServerMetrics {
  /** The port the areas count through (AppContext.metrics). */
  metrics: Metrics;
  /** A request answered: its route's pattern (never its address), its status and how long it took. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** What the scrape read from the database: whether it answered, the queue (null: not read) and the pool's use. */
  databaseState(state: { up: boolean; jobs: JobQueueFigures[] | null; pool: PoolUse | null }): void;
  /** Every figure in Prometheus' text format. */
  exposition(): Promise<string>;
  contentType: string;
}

/** `pool`: whether the server has a pool to report (PostgreSQL; the embedded database has one connection). */
export function createServerMetrics({ pool: hasPool }: { pool: boolean }): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  const counter = (name: string, help: string, labelNames: string[]) =>
    new Counter({ name, help, labelNames, registers });
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers });

  const requests = counter('vidriera_http_requests_total', 'Requests answered, by route pattern and status.', [
    'method',
    'route',
    'status_code',
  ]);
  const latency = new Histogram({
    name: 'vidriera_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const orders = counter('vidriera_orders_created_total', 'Orders saved, by where they were made.', ['source']);
  const stockRefusals = counter(
    'vidriera_stock_refusals_total',
    'Orders refused for lack of stock, by where they were made.',
    ['source'],
  );
  const jobAttempts = counter('vidriera_job_attempts_total', 'Job attempts ended, by kind and result.', [
    'kind',
    'result',
  ]);
  const notifications = counter(
    'vidriera_mercado_pago_notifications_total',
    'Mercado Pago notifications received, by what became of them.',
    ['result'],
  );
  const mails = counter('vidriera_mails_total', 'E-mails handed to the mail server, by result.', ['result']);
  const databaseUp = gauge('vidriera_database_up', 'Whether the primary database answered this scrape (1) or not (0).');
  const waiting = gauge('vidriera_jobs_waiting', 'Due jobs waiting for a worker, by kind.', ['kind']);
  const running = gauge('vidriera_jobs_running', 'Jobs being run, by kind.', ['kind']);
  const lapsed = gauge('vidriera_jobs_lapsed', 'Running jobs whose lease ran out (their worker died), by kind.', [
    'kind',
  ]);
  const oldest = gauge('vidriera_jobs_oldest_waiting_seconds', 'Seconds the longest-waiting due job waited, by kind.', [
    'kind',
  ]);
  const pool = hasPool && {
    connections: gauge('vidriera_db_pool_connections', 'Connections of the database pool, by state.', ['state']),
    waiting: gauge('vidriera_db_pool_waiting', 'Queries waiting for a connection of the pool.'),
    max: gauge('vidriera_db_pool_max', 'The most connections the pool opens.'),
  };

  // Outcomes an alert compares start at 0, so that "none sent" is a figure and not a missing series.
  for (const result of ['sent', 'failed']) mails.inc({ result }, 0);
  for (const result of ['queued', 'repeated', 'ignored', 'refused']) notifications.inc({ result }, 0);
  for (const source of ['storefront', 'admin']) {
    orders.inc({ source }, 0);
    stockRefusals.inc({ source }, 0);
  }

  return {
    metrics: {
      orderCreated: (source) => orders.inc({ source }),
      stockRefused: (source) => stockRefusals.inc({ source }),
      jobAttempt: (kind, result) => jobAttempts.inc({ kind, result }),
      mercadoPagoNotification: (result) => notifications.inc({ result }),
      mail: (result) => mails.inc({ result }),
    },
    request(method, route, status, seconds) {
      requests.inc({ method, route, status_code: String(status) });
      latency.observe({ method, route }, seconds);
    },
    databaseState(state) {
      databaseUp.set(state.up ? 1 : 0);
      // A kind with nothing left unfinished disappears, as does the queue when it could not be read.
      for (const figure of [waiting, running, lapsed, oldest]) figure.reset();
      for (const kind of state.jobs ?? []) {
        waiting.set({ kind: kind.kind }, kind.waiting);
        running.set({ kind: kind.kind }, kind.running);
        lapsed.set({ kind: kind.kind }, kind.lapsed);
        oldest.set({ kind: kind.kind }, kind.oldestWaitingSeconds);
      }
      if (pool && state.pool) {
        pool.connections.set({ state: 'busy' }, state.pool.total - state.pool.idle);
        pool.connections.set({ state: 'idle' }, state.pool.idle);
        pool.waiting.set(state.pool.waiting);
        pool.max.set(state.pool.max);
      }
    },
    async exposition() {
      const [process, server] = await Promise.all([processMetrics().metrics(), registry.metrics()]);
      return `${process}\n${server}`;
    },
    contentType: registry.contentType,
  };
}
