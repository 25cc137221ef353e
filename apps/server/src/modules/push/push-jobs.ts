import { formatPrice, type PushMessage } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../shared/config';
import { defineJob, handleJob, type Job, type JobEntry, type PayloadOf } from '../jobs/define-job';
import { pushEndpointAllowed } from './push-endpoint';
import { vapidKeys } from './push-keys';

/*
 * "Nuevo pedido de Valentina · $24.750" on each of the seller's devices (docs/product/notifications.md): one job per
 * enabled device, written by the order's own INSERT (orders/insert-pending-order.ts: one more CTE, no round trip;
 * none when the store has no device). The job encrypts the message for the device (RFC 8291, aes128gcm) and signs
 * it with the platform's VAPID key through the `web-push` library, and sends it itself (fetch, so it can be
 * bounded by a timeout and tested against a local push service). A device the push service answers as gone (404,
 * 410) is deleted; a refusal (400, 403, 413) ends the job; a busy service (429, 5xx) is retried.
 */

export const PUSH_NEW_ORDER = defineJob({
  kind: 'push.new-order',
  payload: z.object({
    storeId: z.string(),
    deviceId: z.string(),
    orderId: z.string(),
    customerName: z.string(),
    totalCents: z.number().int(),
  }),
  maxAttempts: 5,
});
type NewOrderPush = PayloadOf<typeof PUSH_NEW_ORDER>;

const SEND_TIMEOUT_MS = 10_000;

/** What the notification shows; the service worker (apps/web/public/admin-sw.js) opens `url` on a tap. */
export function newOrderMessage(push: Pick<NewOrderPush, 'orderId' | 'customerName' | 'totalCents'>): PushMessage {
  return {
    title: `Nuevo pedido de ${push.customerName} · ${formatPrice(push.totalCents)}`,
    body: 'Toca para ver el pedido.',
    url: `/admin/orders/${push.orderId}`,
    tag: `order-${push.orderId}`,
  };
}

/** The jobs of a new order, one per enabled device of its store: a CTE of the order's own statement. */
export function newOrderPushInsert(storeId: string, order: { id: string; customerName: string; totalCents: number }) {
  return sql`
    insert into jobs (kind, payload)
    select ${PUSH_NEW_ORDER.kind}, jsonb_build_object('storeId', d.store_id::text, 'deviceId', d.id::text,
      'orderId', ${order.id}::text, 'customerName', ${order.customerName}::text, 'totalCents', ${order.totalCents}::bigint)
    from push_subscriptions d where d.store_id = ${storeId}::uuid and d.enabled
  `;
}

interface PushDeps {
  db: Kysely<Database>;
  secret: string;
  config: Pick<Config, 'PUBLIC_URL' | 'PUSH_ALLOWED_HOSTS'>;
}

/** The VAPID subject (RFC 8292): the platform's address when it is HTTPS, else a mailto: on its host. */
function vapidSubject(publicUrl: string | undefined): string {
  if (publicUrl?.startsWith('https://')) return publicUrl;
  return `mailto:avisos@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}`;
}

async function sendNewOrderPush({ db, secret, config }: PushDeps, job: Job<NewOrderPush>): Promise<string> {
  const { storeId, deviceId } = job.payload;
  const device = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth', 'enabled'])
    .where('store_id', '=', storeId)
    .where('id', '=', deviceId)
    .executeTakeFirst();
  if (!device) return 'no-device';
  if (!device.enabled) return 'turned-off';
  if (!pushEndpointAllowed(device.endpoint, config.PUSH_ALLOWED_HOSTS)) return 'endpoint-refused';
  const keys = await vapidKeys(db, secret);
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(newOrderMessage(job.payload)),
    {
      vapidDetails: { subject: vapidSubject(config.PUBLIC_URL), ...keys },
      TTL: 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
      topic: job.payload.orderId.replace(/-/g, '').slice(0, 32),
    },
  );
  const answer = await fetch(request.endpoint, {
    method: 'POST',
    headers: request.headers as Record<string, string>,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await answer.body?.cancel();
  if (answer.status === 404 || answer.status === 410) {
    await db.deleteFrom('push_subscriptions').where('store_id', '=', storeId).where('id', '=', deviceId).execute();
    return 'gone';
  }
  if (answer.status === 429 || answer.status >= 500)
    throw new Error(`el servicio de avisos respondió ${answer.status}`);
  if (answer.status < 200 || answer.status >= 300) return `refused-${answer.status}`;
  await db
    .updateTable('push_subscriptions')
    .set({ last_sent_at: sql`now()` })
    .where('store_id', '=', storeId)
    .where('id', '=', deviceId)
    .execute();
  return 'sent';
}

export function pushJobs(deps: PushDeps): JobEntry[] {
  return [handleJob(PUSH_NEW_ORDER, (job) => sendNewOrderPush(deps, job))];
}
