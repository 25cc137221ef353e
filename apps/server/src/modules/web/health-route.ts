import { DATABASE_UNAVAILABLE_MESSAGE, domainRoutes } from '@vidriera/core';
import { createDatabaseProbe, type Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { apiError } from '../../shared/app-error';
import { addRoute } from '../../shared/route';
import { areaAccess } from '../auth/access';

/** How long the health check waits for a database: a proxy's check times out soon after (deploy/Caddyfile). */
const ANSWER_WITHIN_MS = 2000;

/**
 * Whether the database answers a trivial query in time, through the server's own pool: for the embedded database
 * (PGlite, one connection) and a server that was handed its database without its address (tests).
 */
async function answersThroughPool(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('sin respuesta a tiempo')), ANSWER_WITHIN_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), late]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How this instance asks a database whether it answers: with DATABASE_URL (and DATABASE_READ_URL), on a connection
 * of the health check's own, so that a pool full of orders never makes the instance look down (docs/DEPLOY.md). The
 * operator's metrics ask the same way, on a connection of theirs (apps/server/src/metrics-route.ts).
 */
export function databaseAsker(
  app: Parameters<FastifyPluginAsyncZod>[0],
  db: Kysely<Database>,
  url: string | undefined,
  name: string,
) {
  if (!url) return () => answersThroughPool(db);
  const probe = createDatabaseProbe(url, { timeoutMs: ANSWER_WITHIN_MS, applicationName: name });
  app.addHook('onClose', () => probe.close());
  return () => probe.answers();
}

/**
 * GET /api/health, for the proxy in front of several instances
 * (docs/DEPLOY.md): 200 while this instance's primary database answers, 503
 * when it does not or when the instance is stopping (draining), so the proxy stops sending it traffic. The replica's
 * state is only reported: without it the storefront reads the primary.
 */
export const healthPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  const { config, db, replica } = ctx;
  const primaryAnswers = databaseAsker(app, db, config.DATABASE_URL, 'vidriera-health');
  const replicaAnswers = replica
    ? databaseAsker(app, replica, config.DATABASE_READ_URL, 'vidriera-health-replica')
    : null;
  areaAccess(app, 'public');
  addRoute(
    app,
    domainRoutes.health,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Asked to stop: the proxy is to send nothing more here while the requests under way finish (main.ts).
      if (ctx.draining.active) throw apiError('UNAVAILABLE');
      const [primary, replicaState] = await Promise.all([
        primaryAnswers(),
        replicaAnswers ? replicaAnswers() : Promise.resolve(null),
      ]);
      if (!primary) {
        request.log.warn('la base de datos no responde: este servidor se declara no disponible');
        throw apiError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
      }
      return {
        status: 'ok' as const,
        replica: replicaState === null ? ('none' as const) : replicaState ? ('ok' as const) : ('unavailable' as const),
      };
    },
    // Asked every few seconds by each proxy: its requests stay out of the info log; a 503 is logged above.
    { logLevel: 'warn' },
  );
};
