import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database, PoolUse } from '@vidriera/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerMetrics } from './metrics-registry';
import { jobQueueFigures } from './modules/jobs/jobs-repository';
import { databaseAsker } from './modules/web/health-route';
import { apiError } from './shared/app-error';
import type { Config } from './shared/config';

export const METRICS_TOKEN_REFUSED = 'Falta el token de métricas o no es válido.';

/** How long a scrape waits for the queue's figures: Prometheus' own scrape timeout is 10 s by default. */
const READ_WITHIN_MS = 2000;

/** A request's route for its labels: the pattern it matched, never its address, so the series stay few. */
function routeLabel(pattern: string | undefined, url: string): string {
  if (pattern) return pattern;
  // The pages plugin's not-found handler draws store pages and the app's screens; an /api address no route has is 404.
  return /^\/api(\/|\?|$)/.test(url) ? 'unmatched' : 'pages';
}

/** Every answer counted with its route's pattern, status and time, whichever area answered it. */
export function countRequests(app: FastifyInstance, serverMetrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request.routeOptions.url, request.url);
    serverMetrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('sin respuesta a tiempo')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface MetricsRouteDeps {
  config: Config;
  db: Kysely<Database>;
  /** The primary pool's use (PostgreSQL only). */
  poolUse: (() => PoolUse) | undefined;
  serverMetrics: ServerMetrics;
}

/**
 * GET /metrics, for Prometheus (docs/DEPLOY.md, "Metrics"): only with METRICS_TOKEN set (404 otherwise) and only for
 * a request that carries it as a bearer token (401 otherwise). At each scrape it asks the database whether it
 * answers (on a connection of its own, as the health check does) and reads the job queue's state from the jobs
 * table, which every instance shares.
 */
export function registerMetricsRoute(app: FastifyInstance, { config, db, poolUse, serverMetrics }: MetricsRouteDeps) {
  const token = config.METRICS_TOKEN;
  const databaseAnswers = token ? databaseAsker(app, db, config.DATABASE_URL, 'vidriera-metrics') : null;
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!token || !databaseAnswers) throw apiError('NOT_FOUND');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw apiError('UNAUTHORIZED', METRICS_TOKEN_REFUSED);
    }
    const up = await databaseAnswers();
    const jobs = up ? await within(jobQueueFigures(db), READ_WITHIN_MS).catch(() => null) : null;
    serverMetrics.databaseState({ up, jobs, pool: poolUse?.() ?? null });
    reply.header('cache-control', 'no-store').type(serverMetrics.contentType);
    return serverMetrics.exposition();
  });
}
