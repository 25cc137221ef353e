import {
  deliveryTextLines,
  formatOrderDateTime,
  formatPrice,
  PAYMENT_METHOD_LABELS,
  type PaymentMethodName,
  shortOrderId,
} from '@vidriera/core';
import type { DecidedDelivery } from './order-delivery';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import type { Job } from '../jobs/job-queue';
import type { JobHandler } from '../jobs/job-runner';
import { messageIdFor } from '../mail/message-id';
import type { Mailer } from '../mail/mailer';
import { lowStockEmail, newOrderEmail, orderDigestEmail } from '../mail/templates';
import { lowStockVariants } from '../stock/stock-levels';
import { adminOrderUrl } from './shopper-link';

/*
 * The owner's e-mails about orders (docs/product/orders.md), as jobs written
 * in the transaction of the change (docs/decisions/016-job-queue.md): each
 * storefront order (create-storefront-order.ts writes the job in the order's
 * own statement, with everything the e-mail shows), a digest when orders
 * come in a burst, and the variants a confirmation left low on stock.
 */

export const NEW_ORDER_MAIL = 'owner.new-order';
export const ORDER_DIGEST_MAIL = 'owner.order-digest';
export const LOW_STOCK_MAIL = 'owner.low-stock';

/** A burst is counted over this window, and a digest waits this long for more orders to gather. */
export const DIGEST_WINDOW_MINUTES = 15;

/** A digest lists this many orders and counts the rest ("y 12 pedidos más"): its row and its e-mail stay small in a big sale. */
export const DIGEST_LISTED_ORDERS = 50;

/** What the new-order e-mail shows, as the order's transaction knew it. */
export interface NewOrderMail {
  storeId: string;
  orderId: string;
  /** The owner's address (read in the same statement as the order). */
  to: string;
  storeName: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  paymentMethod: PaymentMethodName | null;
  lines: {
    productName: string;
    attributes: { displayName: string; displayValue: string }[];
    quantity: number;
    totalCents: number;
  }[];
  totalCents: number;
  /** ISO time the reservation ends; null when no line keeps stock. */
  reservedUntil: string | null;
  /** Taken without a reservation (the store-wide ceiling, reservation-policy.ts); absent on e-mails queued before it existed. */
  withoutReservation?: boolean;
  /** The delivery's lines as the WhatsApp message writes them (absent on e-mails queued before delivery existed). */
  delivery?: string[];
  /** The total's steps, the total last, as the WhatsApp message writes them (totalStepLines in packages/core). */
  totalLines?: string[];
  /** E-mails queued before totalLines: subtotal and discounts only (the fee was in `delivery`). */
  pricing?: string[];
  adminUrl: string;
}

interface DigestMail {
  storeId: string;
  to: string;
  storeName: string;
  orders: { orderId: string; customerName: string; totalCents: number; adminUrl: string }[];
  /** Orders of the burst past the listed ones. */
  more?: number;
}

interface OrderMailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL' | 'ORDER_MAILS_BEFORE_DIGEST'>;
}

/**
 * Decides once, in one statement that records the decision, whether this
 * order's e-mail goes on its own or into the store's pending digest: a retry
 * reads the recorded decision (job.outcome) and never puts an order in two
 * e-mails. The store's recent e-mails are counted through
 * jobs_new_order_sent_by_store (migration 035), not over every job kept.
 */
async function decide(db: Kysely<Database>, jobId: string, mail: NewOrderMail, limit: number): Promise<string> {
  const entry: DigestMail = {
    storeId: mail.storeId,
    to: mail.to,
    storeName: mail.storeName,
    orders: [
      { orderId: mail.orderId, customerName: mail.customerName, totalCents: mail.totalCents, adminUrl: mail.adminUrl },
    ],
  };
  // One pending digest per store; a digest already being sent is left alone and a new one gathers the next orders.
  const result = await sql<{ outcome: string }>`
    with decision as (
      select case when count(*) < ${limit}::integer then 'sent' else 'digested' end as outcome
      from jobs
      where kind = ${sql.lit(NEW_ORDER_MAIL)} and outcome = 'sent' and payload->>'storeId' = ${mail.storeId}
        and created_at > now() - make_interval(mins => ${DIGEST_WINDOW_MINUTES}::integer)
    ),
    digest as (
      insert into jobs (kind, singleton_key, run_at, payload)
      select ${ORDER_DIGEST_MAIL}, ${`order-digest:${mail.storeId}`}, now() + make_interval(mins => ${DIGEST_WINDOW_MINUTES}::integer), ${JSON.stringify(entry)}::jsonb
      from decision where outcome = 'digested'
      on conflict (singleton_key) where state = 'pending'
      do update set payload = case
        when jsonb_array_length(jobs.payload->'orders') < ${DIGEST_LISTED_ORDERS}::integer
          then jsonb_set(jobs.payload, '{orders}', (jobs.payload->'orders') || (excluded.payload->'orders'))
        else jsonb_set(jobs.payload, '{more}', to_jsonb(coalesce((jobs.payload->>'more')::integer, 0) + 1))
      end
    )
    update jobs set outcome = decision.outcome from decision where jobs.id = ${jobId}
    returning decision.outcome
    ${sql.raw(PREPARED)}`.execute(db);
  const outcome = result.rows[0]?.outcome;
  if (!outcome) throw new Error(`el trabajo ${jobId} ya no existe`);
  return outcome;
}

async function sendNewOrder({ db, mailer, config }: OrderMailDeps, job: Job): Promise<string> {
  const mail = job.payload as unknown as NewOrderMail;
  const outcome = job.outcome ?? (await decide(db, job.id, mail, config.ORDER_MAILS_BEFORE_DIGEST));
  if (outcome !== 'sent') return outcome;
  await mailer.send({
    ...newOrderEmail({
      to: mail.to,
      storeName: mail.storeName,
      number: shortOrderId(mail.orderId),
      customerName: mail.customerName,
      customerPhone: mail.customerPhone,
      customerEmail: mail.customerEmail,
      paymentMethod: mail.paymentMethod ? PAYMENT_METHOD_LABELS[mail.paymentMethod] : null,
      lines: mail.lines,
      totalLines: mail.totalLines ?? [...(mail.pricing ?? []), `Total: ${formatPrice(mail.totalCents)}`],
      reservedUntilText: mail.reservedUntil ? formatOrderDateTime(mail.reservedUntil) : null,
      withoutReservation: mail.withoutReservation === true,
      deliveryLines: mail.delivery,
      adminUrl: mail.adminUrl,
      formatPrice,
    }),
    messageId: messageIdFor(job.id, config.PUBLIC_URL),
  });
  return outcome;
}

async function sendDigest({ mailer, config }: OrderMailDeps, job: Job): Promise<string> {
  const digest = job.payload as unknown as DigestMail;
  await mailer.send({
    ...orderDigestEmail({
      to: digest.to,
      storeName: digest.storeName,
      orders: digest.orders.map((o) => ({
        number: shortOrderId(o.orderId),
        customerName: o.customerName,
        totalText: formatPrice(o.totalCents),
        adminUrl: o.adminUrl,
      })),
      more: digest.more ?? 0,
      ordersUrl: `${config.PUBLIC_URL}/admin/orders`,
    }),
    messageId: messageIdFor(job.id, config.PUBLIC_URL),
  });
  return 'sent';
}

/** Reads stock when it runs: the e-mail lists what is low now, among the variants the confirmation took from. */
async function sendLowStock({ db, mailer, config }: OrderMailDeps, job: Job): Promise<string | undefined> {
  const { storeId, variantIds } = job.payload as { storeId: string; variantIds: string[] };
  if (variantIds.length === 0) return undefined;
  const owner = await db
    .selectFrom('stores as s')
    .innerJoin('users as u', 'u.id', 's.owner_id')
    .select(['s.name', 'u.email', 's.low_stock_threshold'])
    .where('s.id', '=', storeId)
    .executeTakeFirst();
  if (!owner) return undefined;
  const low = await lowStockVariants(db, storeId, owner.low_stock_threshold, { variantIds });
  if (low.length === 0) return 'none-low';
  await mailer.send({
    ...lowStockEmail({
      to: owner.email,
      storeName: owner.name,
      variants: low.map((v) => ({
        label: v.variantLabel ? `${v.productName} (${v.variantLabel})` : v.productName,
        available: v.available,
        editUrl: `${config.PUBLIC_URL}/admin/products/${v.productId}/edit`,
      })),
      productsUrl: `${config.PUBLIC_URL}/admin/products`,
    }),
    messageId: messageIdFor(job.id, config.PUBLIC_URL),
  });
  return 'sent';
}

/** A storefront order as its transaction knows it, for the new-order e-mail. */
export interface PlacedOrder {
  id: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  paymentMethod: PaymentMethodName | null;
  totalCents: number;
  reservedUntil: Date | null;
  /** Taken without a reservation: it holds no units. */
  withoutReservation: boolean;
  delivery: DecidedDelivery;
  /** The total's steps, the total last (totalStepLines in packages/core). */
  totalLines: string[];
  lines: {
    productName: string;
    attributes: { displayName: string; displayValue: string }[];
    quantity: number;
    unitPriceCents: number;
  }[];
}

/**
 * The insert of an order's new-order e-mail job, for the order's own
 * statement (create-storefront-order.ts: one more CTE, no extra round trip):
 * the payload is what the e-mail shows, plus the owner's address read by the
 * same statement.
 */
export function newOrderMailInsert(store: { id: string; name: string }, publicUrl: string, order: PlacedOrder) {
  const mail: Omit<NewOrderMail, 'to'> = {
    storeId: store.id,
    orderId: order.id,
    storeName: store.name,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    paymentMethod: order.paymentMethod,
    lines: order.lines.map((l) => ({
      productName: l.productName,
      attributes: l.attributes.map((a) => ({ displayName: a.displayName, displayValue: a.displayValue })),
      quantity: l.quantity,
      totalCents: l.unitPriceCents * l.quantity,
    })),
    totalCents: order.totalCents,
    reservedUntil: order.reservedUntil ? order.reservedUntil.toISOString() : null,
    ...(order.withoutReservation ? { withoutReservation: true } : {}),
    totalLines: order.totalLines,
    ...(order.delivery.delivery ? { delivery: deliveryTextLines(order.delivery.delivery) } : {}),
    adminUrl: adminOrderUrl(publicUrl, order.id),
  };
  return sql`
    insert into jobs (kind, payload)
    select ${NEW_ORDER_MAIL}, ${JSON.stringify(mail)}::jsonb || jsonb_build_object('to', u.email)
    from stores s join users u on u.id = s.owner_id where s.id = ${store.id}::uuid
  `;
}

/**
 * Queues the low-stock check of a confirmation, in its transaction: the
 * variants come from the order's lines in the same statement.
 */
export async function enqueueLowStockCheck(trx: Kysely<Database>, storeId: string, orderId: string): Promise<void> {
  await sql`
    insert into jobs (kind, payload)
    select ${LOW_STOCK_MAIL}, jsonb_build_object('storeId', ${storeId}::text, 'variantIds', coalesce(jsonb_agg(distinct variant_id), '[]'::jsonb))
    from order_items where store_id = ${storeId} and order_id = ${orderId} and variant_id is not null
  `.execute(trx);
}

export function orderMailHandlers(deps: OrderMailDeps): Record<string, JobHandler> {
  return {
    [NEW_ORDER_MAIL]: (job) => sendNewOrder(deps, job),
    [ORDER_DIGEST_MAIL]: (job) => sendDigest(deps, job),
    [LOW_STOCK_MAIL]: (job) => sendLowStock(deps, job),
  };
}
