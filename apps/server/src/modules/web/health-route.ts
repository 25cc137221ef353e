import { DATABASE_UNAVAILABLE_MESSAGE, domainRoutes } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { apiError } from '../../shared/app-error';
import { addRoute } from '../../shared/route';
import { areaAccess } from '../auth/access';

/** How long the health check waits for a database: a proxy's check times out soon after (deploy/Caddyfile). */
const ANSWER_WITHIN_MS = 2000;

/** Whether the database answers a trivial query in time (a lost connection, a stopped server or a full pool: no). */
async function answers(db: Kysely<Database>): Promise<boolean> {
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
 * GET /api/health, for the proxy in front of several instances
 * (docs/DEPLOY.md): 200 while this instance's primary database answers, 503
 * when it does not, so the proxy stops sending it traffic. The replica's
 * state is only reported: without it the storefront reads the primary.
 */
export const healthPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  const { db, replica } = ctx;
  areaAccess(app, 'public');
  addRoute(
    app,
    domainRoutes.health,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [primary, replicaAnswers] = await Promise.all([
        answers(db),
        replica ? answers(replica) : Promise.resolve(null),
      ]);
      if (!primary) {
        request.log.warn('la base de datos no responde: este servidor se declara no disponible');
        throw apiError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
      }
      return {
        status: 'ok' as const,
        replica:
          replicaAnswers === null ? ('none' as const) : replicaAnswers ? ('ok' as const) : ('unavailable' as const),
      };
    },
    // Asked every few seconds by each proxy: its requests stay out of the info log; a 503 is logged above.
    { logLevel: 'warn' },
  );
};
