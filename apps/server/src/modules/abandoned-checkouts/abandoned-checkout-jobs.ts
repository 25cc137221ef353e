import {
  ABANDONED_CHECKOUT_DAYS,
  abandonedCheckoutLineSchema,
  formatPrice,
  STORE_ROUTES,
  storeUrl,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../shared/config';
import type { Mailer } from '../../shared/mail-message';
import { verifiedDomainOf } from '../domains/domain-repository';
import { defineJob, handleJob, type Job, type JobEntry, type PayloadOf } from '../jobs/define-job';
import { messageIdFor } from '../mail/message-id';
import { abandonedReminderEmail } from './abandoned-reminder-email';

/*
 * The abandoned checkouts' schedule (docs/product/abandoned-checkouts.md): every few minutes one job deletes those
 * saved more than 7 days ago and marks the reminders due (the store's delay passed, an e-mail left, none sent since
 * she last saved), queuing one e-mail job each in the same statement; the e-mail job sends it if she has not ordered.
 */

export const ABANDONED_SWEEP = defineJob({ kind: 'abandoned-checkouts.sweep', payload: z.object({}) });
export const ABANDONED_REMINDER = defineJob({
  kind: 'abandoned-checkouts.reminder',
  payload: z.object({ storeId: z.string(), checkoutId: z.string() }),
});
const EVERY_SECONDS = 5 * 60;

export async function sweepAbandonedCheckouts(db: Kysely<Database>): Promise<{ deleted: number; reminders: number }> {
  const deleted = await db
    .deleteFrom('abandoned_checkouts')
    .where('updated_at', '<', sql<Date>`now() - make_interval(days => ${ABANDONED_CHECKOUT_DAYS}::integer)`)
    .executeTakeFirst();
  const reminders = await sql<{ n: number }>`
    with due as (
      update abandoned_checkouts c set reminded_at = now()
      from stores s
      where s.id = c.store_id and s.abandoned_reminder_minutes is not null and c.customer_email is not null
        and c.reminded_at is null and c.updated_at < now() - make_interval(mins => s.abandoned_reminder_minutes)
      returning c.id, c.store_id
    ),
    queued as (
      insert into jobs (kind, payload)
      select ${ABANDONED_REMINDER.kind}, jsonb_build_object('storeId', store_id::text, 'checkoutId', id::text) from due
      returning 1
    )
    select count(*)::integer as n from queued
  `.execute(db);
  return { deleted: Number(deleted.numDeletedRows), reminders: reminders.rows[0]?.n ?? 0 };
}

interface ReminderDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>;
}

async function sendReminder({ db, mailer, config }: ReminderDeps, job: Job<PayloadOf<typeof ABANDONED_REMINDER>>) {
  const row = await db
    .selectFrom('abandoned_checkouts as c')
    .innerJoin('stores as s', 's.id', 'c.store_id')
    .select(['c.customer_name', 'c.customer_email', 'c.lines', 'c.total_cents', 's.name', 's.slug'])
    .select(verifiedDomainOf('s.id').as('own_domain'))
    .where('c.store_id', '=', job.payload.storeId)
    .where('c.id', '=', job.payload.checkoutId)
    .executeTakeFirst();
  // She ordered (or took the tick back) since: nothing to remind.
  if (!row?.customer_email) return 'gone';
  const lines = z.array(abandonedCheckoutLineSchema).parse(row.lines);
  const publicUrl = config.PUBLIC_URL ?? 'http://localhost:3000';
  const cartUrl = `${storeUrl(row.slug, { publicUrl, shopDomain: config.SHOP_DOMAIN ?? '' }, row.own_domain).replace(/\/$/, '')}${STORE_ROUTES.cart}`;
  await mailer.send({
    ...abandonedReminderEmail({
      to: row.customer_email,
      storeName: row.name,
      customerName: row.customer_name,
      lines: lines.map((l) => `${l.quantity} x ${l.productName}: ${formatPrice(l.quantity * l.unitPriceCents)}`),
      totalText: formatPrice(Number(row.total_cents)),
      cartUrl,
    }),
    messageId: messageIdFor(job.id, publicUrl),
  });
  return 'sent';
}

export function abandonedCheckoutJobs(deps: ReminderDeps, log: Pick<FastifyBaseLogger, 'info'>): JobEntry[] {
  return [
    handleJob(
      ABANDONED_SWEEP,
      async () => {
        const done = await sweepAbandonedCheckouts(deps.db);
        if (done.deleted || done.reminders) log.info(done, 'carritos abandonados: vencidos borrados, recordatorios');
        return `${done.deleted}/${done.reminders}`;
      },
      { everySeconds: EVERY_SECONDS },
    ),
    handleJob(ABANDONED_REMINDER, (job) => sendReminder(deps, job)),
  ];
}
