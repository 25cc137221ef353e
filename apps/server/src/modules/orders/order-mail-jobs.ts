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
import type { Config } from '../../shared/config';
import { handleJob, type Job, type JobEntry, type PayloadOf, payloadSql } from '../jobs/define-job';
import { messageIdFor } from '../mail/message-id';
import type { Mailer } from '../../shared/mail-message';
import { lowStockEmail, newOrderEmail, orderDigestEmail } from '../mail/templates';
import { lowStockVariants } from '../stock/stock-levels';
import { adminOrderUrl } from './shopper-link';
import {
  DIGEST_LISTED_ORDERS,
  DIGEST_WINDOW_MINUTES,
  type DigestMail,
  LOW_STOCK_MAIL,
  NEW_ORDER_MAIL,
  type NewOrderMail,
  ORDER_DIGEST_MAIL,
} from './order-mail-kinds';

/*
 * The owner's e-mails about orders (docs/product/orders.md), as jobs written
 * in the transaction of the change (docs/decisions/016-job-queue.md): each
 * storefront order (create-storefront-order.ts writes the job in the order's
 * own statement, with everything the e-mail shows), a digest when orders
 * come in a burst, and the variants a confirmation left low on stock.
 */

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
      where kind = ${sql.lit(NEW_ORDER_MAIL.kind)} and outcome = 'sent' and payload->>'storeId' = ${mail.storeId}
        and created_at > now() - make_interval(mins => ${DIGEST_WINDOW_MINUTES}::integer)
    ),
    digest as (
      insert into jobs (kind, singleton_key, run_at, payload)
      select ${ORDER_DIGEST_MAIL.kind}, ${`order-digest:${mail.storeId}`}, now() + make_interval(mins => ${DIGEST_WINDOW_MINUTES}::integer), ${JSON.stringify(entry)}::jsonb
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

async function sendNewOrder({ db, mailer, config }: OrderMailDeps, job: Job<NewOrderMail>): Promise<string> {
  const mail = job.payload;
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

async function sendDigest({ mailer, config }: OrderMailDeps, job: Job<DigestMail>): Promise<string> {
  const digest = job.payload;
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
async function sendLowStock(
  { db, mailer, config }: OrderMailDeps,
  job: Job<PayloadOf<typeof LOW_STOCK_MAIL>>,
): Promise<string | undefined> {
  const { storeId, variantIds } = job.payload;
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
    select ${NEW_ORDER_MAIL.kind}, ${JSON.stringify(mail)}::jsonb || jsonb_build_object('to', u.email)
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
    select ${LOW_STOCK_MAIL.kind}, ${payloadSql(LOW_STOCK_MAIL, {
      storeId: sql`${storeId}::text`,
      variantIds: sql`coalesce(jsonb_agg(distinct variant_id), '[]'::jsonb)`,
    })}
    from order_items where store_id = ${storeId} and order_id = ${orderId} and variant_id is not null
  `.execute(trx);
}

export function orderMailJobs(deps: OrderMailDeps): JobEntry[] {
  return [
    handleJob(NEW_ORDER_MAIL, (job) => sendNewOrder(deps, job)),
    handleJob(ORDER_DIGEST_MAIL, (job) => sendDigest(deps, job)),
    handleJob(LOW_STOCK_MAIL, (job) => sendLowStock(deps, job)),
  ];
}
