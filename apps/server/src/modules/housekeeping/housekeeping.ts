import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { deleteExpiredChallenges } from '../orders/order-challenge';
import { deleteExpiredReservations } from '../stock/reservations';
import type { Storage } from '../storage/storage';
import { deleteUnusedUploads } from '../storage/upload-allowance';

/**
 * An account nobody confirmed is deleted this long after sign-up (its link
 * lasts 24 hours), so nobody can hold someone else's e-mail address: the
 * owner of the address can sign up with it afterwards.
 */
export const UNCONFIRMED_ACCOUNT_HOURS = 48;
/** Rate-limit counters whose window ended this long ago count for nothing. */
const STALE_COUNTER_MS = 24 * 60 * 60_000;

export async function deleteUnconfirmedAccounts(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('users')
    .where('email_verified', '=', false)
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${UNCONFIRMED_ACCOUNT_HOURS}::integer)`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every periodic clean-up, one after the other; one that fails is logged and the rest still run. */
export async function runHousekeeping(deps: { db: Kysely<Database>; storage: Storage; log: Pick<FastifyBaseLogger, 'info' | 'error'> }): Promise<void> {
  const { db, log } = deps;
  const jobs: [string, () => Promise<number>][] = [
    ['reservas vencidas liberadas', () => deleteExpiredReservations(db)],
    ['verificaciones de pedidos vencidas borradas', () => deleteExpiredChallenges(db)],
    ['cuentas sin confirmar borradas', () => deleteUnconfirmedAccounts(db)],
    ['imágenes sin usar borradas', () => deleteUnusedUploads(db, deps.storage)],
    ['vínculos vencidos borrados', async () => Number((await db.deleteFrom('verifications').where('expires_at', '<', new Date()).executeTakeFirst()).numDeletedRows)],
    [
      'contadores de límites viejos borrados',
      async () => Number((await db.deleteFrom('rate_limits').where('last_request', '<', String(Date.now() - STALE_COUNTER_MS)).executeTakeFirst()).numDeletedRows),
    ],
  ];
  for (const [done, job] of jobs) {
    try {
      const count = await job();
      if (count) log.info({ count }, done);
    } catch (err) {
      log.error({ err }, `falló la limpieza periódica: ${done}`);
    }
  }
}
