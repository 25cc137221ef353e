import { createHash } from 'node:crypto';
import { customerPhoneKey } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../shared/config';
import { defineJob, handleJob, type Job, type JobEntry, type PayloadOf } from '../jobs/define-job';
import { conversionsTokenBox } from './measurement-routes';

/*
 * A storefront order's Purchase through Meta's Conversions API (docs/product/measurement.md), for a shopper who
 * accepted the store's measurement notice, in a store with a pixel id and a token: one job written by a CTE of the
 * order's own INSERT (orders/insert-pending-order.ts), none otherwise. Its event id is the order's id, the same the
 * order page's browser Purchase carries, so Meta counts the order once. The shopper's phone and e-mail leave only
 * as SHA-256 hashes, as Meta asks (customer information parameters).
 */

const GRAPH_VERSION = 'v21.0';
const SEND_TIMEOUT_MS = 10_000;

export const META_PURCHASE = defineJob({
  kind: 'meta.purchase',
  payload: z.object({
    storeId: z.string(),
    orderId: z.string(),
    clientIp: z.string().nullable(),
    userAgent: z.string().nullable(),
    sourceUrl: z.string().nullable(),
  }),
  maxAttempts: 5,
});
type MetaPurchase = PayloadOf<typeof META_PURCHASE>;

/** What the browser tells the server about the order's page view, for Meta's match (its address and browser). */
export interface PurchaseContext {
  consent: boolean;
  clientIp: string | null;
  userAgent: string | null;
  sourceUrl: string | null;
}

export const NO_PURCHASE: PurchaseContext = { consent: false, clientIp: null, userAgent: null, sourceUrl: null };

/** The job of an order's Purchase: a CTE of the order's own statement; no row unless consented, with a pixel and a token. */
export function metaPurchaseInsert(storeId: string, orderId: string, context: PurchaseContext) {
  return sql`
    insert into jobs (kind, payload)
    select ${META_PURCHASE.kind}, jsonb_build_object('storeId', s.id::text, 'orderId', ${orderId}::text,
      'clientIp', ${context.clientIp}::text, 'userAgent', ${context.userAgent}::text, 'sourceUrl', ${context.sourceUrl}::text)
    from stores s
    where s.id = ${storeId}::uuid and ${context.consent}::boolean
      and s.meta_pixel_id is not null and s.meta_conversions_token_sealed is not null
  `;
}

/** Meta's answer to a batch of events (Conversions API, "Send Requests"). */
const eventsAnswer = z.object({ events_received: z.number().int(), fbtrace_id: z.string().optional() });
const errorAnswer = z.object({
  error: z.object({ message: z.string(), type: z.string().optional(), code: z.number().int().optional() }),
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface PurchaseDeps {
  db: Kysely<Database>;
  secret: string;
  config: Pick<Config, 'META_GRAPH_API_URL'>;
}

async function sendPurchase({ db, secret, config }: PurchaseDeps, job: Job<MetaPurchase>): Promise<string> {
  const { storeId, orderId } = job.payload;
  const store = await db
    .selectFrom('stores')
    .select(['meta_pixel_id', 'meta_conversions_token_sealed'])
    .where('id', '=', storeId)
    .executeTakeFirst();
  const token =
    store?.meta_conversions_token_sealed &&
    conversionsTokenBox(secret).open(storeId, store.meta_conversions_token_sealed);
  if (!store?.meta_pixel_id || !token) return 'no-token';
  const order = await db
    .selectFrom('orders')
    .select(['total_cents', 'customer_phone', 'customer_email', 'created_at'])
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return 'no-order';
  const items = await db
    .selectFrom('order_items')
    .select(['sku', 'variant_id', 'quantity', 'unit_price_cents'])
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const ids = items.map((i) => i.sku ?? i.variant_id ?? '');
  const { clientIp, userAgent, sourceUrl } = job.payload;
  const event = {
    event_name: 'Purchase',
    event_time: Math.floor(order.created_at.getTime() / 1000),
    event_id: orderId,
    action_source: 'website',
    ...(sourceUrl ? { event_source_url: sourceUrl } : {}),
    user_data: {
      ...(order.customer_phone ? { ph: [sha256(customerPhoneKey(order.customer_phone))] } : {}),
      ...(order.customer_email ? { em: [sha256(order.customer_email.trim().toLowerCase())] } : {}),
      ...(clientIp ? { client_ip_address: clientIp } : {}),
      ...(userAgent ? { client_user_agent: userAgent } : {}),
    },
    custom_data: {
      currency: 'ARS',
      value: Number(order.total_cents) / 100,
      content_type: 'product',
      content_ids: ids,
      contents: items.map((i, n) => ({
        id: ids[n],
        quantity: i.quantity,
        item_price: Number(i.unit_price_cents) / 100,
      })),
      num_items: items.reduce((sum, i) => sum + i.quantity, 0),
    },
  };
  const answer = await fetch(`${config.META_GRAPH_API_URL}/${GRAPH_VERSION}/${store.meta_pixel_id}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: [event], access_token: token }),
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const body: unknown = await answer.json().catch(() => null);
  if (answer.status === 429 || answer.status >= 500) throw new Error(`Meta respondió ${answer.status}`);
  if (!answer.ok) {
    const refused = errorAnswer.safeParse(body);
    return `refused-${refused.success ? (refused.data.error.code ?? answer.status) : answer.status}`;
  }
  const received = eventsAnswer.parse(body);
  return received.events_received === 1 ? 'sent' : `received-${received.events_received}`;
}

export function measurementJobs(deps: PurchaseDeps): JobEntry[] {
  return [handleJob(META_PURCHASE, (job) => sendPurchase(deps, job))];
}
