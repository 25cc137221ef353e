import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { deleteOldJobs } from '../jobs/job-queue';
import { z } from 'zod';
import { defineJob, handleJob, type JobEntry } from '../jobs/define-job';
import { deleteExpiredChallenges } from '../orders/order-challenge';
import { expireUnconfirmedOrders } from '../orders/expire-orders';
import { deleteExpiredReservations } from '../stock/reservations';
import type { Storage } from '../../shared/storage';
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

/** How often each clean-up runs; once per period across every app instance (docs/decisions/016-job-queue.md). */
const EVERY_SECONDS = 10 * 60;

type CleanUp = [kind: string, done: string, run: (deps: HousekeepingDeps) => Promise<number>];

interface HousekeepingDeps {
  db: Kysely<Database>;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** RESERVATION_TTL: no reservation lasts longer after its order was made (orders/expire-orders.ts). */
  reservationSeconds: number;
}

/** Every periodic clean-up, each a scheduled job of its own: one that fails is left dead with its error and the others still run. */
const CLEAN_UPS: CleanUp[] = [
  ['housekeeping.expired-reservations', 'reservas vencidas liberadas', ({ db }) => deleteExpiredReservations(db)],
  [
    'housekeeping.expired-orders',
    'pedidos sin confirmar cerrados como vencidos',
    ({ db, reservationSeconds }) => expireUnconfirmedOrders(db, reservationSeconds),
  ],
  [
    'housekeeping.expired-challenges',
    'verificaciones de pedidos vencidas borradas',
    ({ db }) => deleteExpiredChallenges(db),
  ],
  ['housekeeping.unconfirmed-accounts', 'cuentas sin confirmar borradas', ({ db }) => deleteUnconfirmedAccounts(db)],
  ['housekeeping.unused-uploads', 'imágenes sin usar borradas', ({ db, storage }) => deleteUnusedUploads(db, storage)],
  [
    'housekeeping.expired-links',
    'vínculos vencidos borrados',
    async ({ db }) =>
      Number(
        (await db.deleteFrom('verifications').where('expires_at', '<', new Date()).executeTakeFirst()).numDeletedRows,
      ),
  ],
  [
    'housekeeping.stale-counters',
    'contadores de límites viejos borrados',
    async ({ db }) =>
      Number(
        (
          await db
            .deleteFrom('rate_limits')
            .where('last_request', '<', Date.now() - STALE_COUNTER_MS)
            .executeTakeFirst()
        ).numDeletedRows,
      ),
  ],
  ['housekeeping.old-jobs', 'trabajos terminados viejos borrados', ({ db }) => deleteOldJobs(db)],
];

const HOUSEKEEPING = CLEAN_UPS.map(([kind, done, run]) => ({
  def: defineJob({ kind, payload: z.object({}) }),
  done,
  run,
}));

/** Each clean-up's kind: scheduled, with nothing in its payload. */
export const HOUSEKEEPING_KINDS = HOUSEKEEPING.map(({ def }) => def);

export function housekeepingJobs(deps: HousekeepingDeps): JobEntry[] {
  return HOUSEKEEPING.map(({ def, done, run }) =>
    handleJob(
      def,
      async () => {
        const count = await run(deps);
        if (count) deps.log.info({ count }, done);
        return `${count}`;
      },
      { everySeconds: EVERY_SECONDS },
    ),
  );
}
