import {
  CARRIER_LABELS,
  type CarrierName,
  deliveryTextLines,
  formatPrice,
  installmentsText,
  type OrderDelivery,
  PAYMENT_METHOD_LABELS,
  type PaymentMethodName,
  promotionsOfLines,
  savedOrderTotal,
  shortOrderId,
  totalStepLines,
  trackingUrl,
} from '@vidriera/core';
import type { Database, OrderItemAttribute } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../shared/config';
import { z } from 'zod';
import { defineJob, handleJob, type Job, type JobEntry, type PayloadOf, payloadSql } from '../jobs/define-job';
import type { Mailer } from '../../shared/mail-message';
import { messageIdFor } from '../mail/message-id';
import { SHOPPER_MAIL_EVENTS, shopperOrderEmail, type ShopperMailEvent } from '../mail/shopper-templates';
import { verifiedDomainOf } from '../domains/domain-repository';
import { shopperOrderUrl, shopperToken } from './shopper-link';

/*
 * The shopper's e-mails about their order (docs/product/orders.md, "The
 * shopper's e-mails"), as jobs written in the transaction of the change that
 * causes them (docs/decisions/016-job-queue.md): the summary with the order
 * (insert-pending-order.ts, in the order's own statement), and each step the
 * seller (or a payment) takes. Only storefront orders with an e-mail get
 * them. The payload names the order and the step; the handler reads the
 * order when it sends, so it holds no personal data, and the link's token is
 * computed again from the server's secret (shopper-link.ts).
 *
 * This is the one place a new step is added: a value of ShopperMailEvent,
 * its subject and text in mail/shopper-templates.ts, and a call to
 * enqueueShopperMail in the transaction of that change (the dispatch does so
 * in order-dispatch.ts, with the tracking link).
 */

export const SHOPPER_ORDER_MAIL = defineJob({
  kind: 'shopper.order-mail',
  payload: z.object({ storeId: z.uuid(), orderId: z.uuid(), event: z.enum(SHOPPER_MAIL_EVENTS) }),
});

/** The summary's job, for the order's own INSERT (a CTE reading `new_order`): written only when the shopper left an e-mail. */
export function shopperSummaryMailInsert(storeId: string) {
  return sql`
    insert into jobs (kind, payload)
    select ${SHOPPER_ORDER_MAIL.kind}, ${payloadSql(SHOPPER_ORDER_MAIL, {
      storeId: sql`${storeId}::text`,
      orderId: sql`o.id::text`,
      event: sql`'placed'::text`,
    })}
    from new_order o where o.customer_email is not null
  `;
}

/** Queues a step's e-mail in the transaction of the change; nothing when the order is not a storefront order with an e-mail. */
export async function enqueueShopperMail(
  trx: Kysely<Database>,
  storeId: string,
  orderId: string,
  event: ShopperMailEvent,
): Promise<void> {
  await sql`
    insert into jobs (kind, payload)
    select ${SHOPPER_ORDER_MAIL.kind}, ${payloadSql(SHOPPER_ORDER_MAIL, {
      storeId: sql`o.store_id::text`,
      orderId: sql`o.id::text`,
      event: sql`${event}::text`,
    })}
    from orders o where o.id = ${orderId} and o.store_id = ${storeId} and o.source = 'storefront' and o.customer_email is not null
  `.execute(trx);
}

interface ShopperMailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  secret: string;
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>;
}

/** Reads this one order (and its store) when it sends: the e-mail goes to the address the order has now, with nothing of any other order. */
async function sendShopperMail(
  { db, mailer, secret, config }: ShopperMailDeps,
  job: Job<PayloadOf<typeof SHOPPER_ORDER_MAIL>>,
): Promise<string> {
  const { storeId, orderId, event } = job.payload;
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select([
      'o.id',
      'o.customer_name',
      'o.customer_email',
      'o.total_cents',
      'o.payment_method',
      'o.dispatch_carrier',
      'o.dispatch_tracking',
      's.name as store_name',
      's.slug',
      'o.discount_code',
      'o.code_discount_cents',
      'o.transfer_discount_cents',
      'o.delivery',
      'o.shipping_fee_cents',
      'o.mp_installments',
      verifiedDomainOf('s.id').as('own_domain'),
    ])
    .select((eb) =>
      eb
        .selectFrom('order_items as i')
        .select(
          sql<
            {
              productName: string;
              attributes: OrderItemAttribute[];
              quantity: number;
              totalCents: number;
              promotionName: string | null;
              promotionDiscountCents: number;
            }[]
          >`json_agg(json_build_object(
          'productName', i.product_name, 'attributes', i.attributes, 'quantity', i.quantity, 'totalCents', i.total_cents,
          'promotionName', i.promotion_name, 'promotionDiscountCents', i.promotion_discount_cents) order by i.position)`.as(
            'lines',
          ),
        )
        .whereRef('i.order_id', '=', 'o.id')
        .as('lines'),
    )
    .where('o.id', '=', orderId)
    .where('o.store_id', '=', storeId)
    .where('o.source', '=', 'storefront')
    .executeTakeFirst();
  if (!order?.customer_email) return 'no-email';
  const method = order.payment_method as PaymentMethodName | null;
  await mailer.send({
    ...shopperOrderEmail({
      event,
      to: order.customer_email,
      storeName: order.store_name,
      number: shortOrderId(order.id),
      customerName: order.customer_name,
      lines: (order.lines ?? []).map((l) => {
        const attributes = l.attributes.map((a) => `${a.displayName}: ${a.displayValue}`).join(', ');
        return {
          text: `${l.quantity} x ${l.productName}${attributes ? ` (${attributes})` : ''}: ${formatPrice(Number(l.totalCents))}`,
        };
      }),
      ...(order.delivery ? { deliveryLines: deliveryTextLines(order.delivery as OrderDelivery) } : {}),
      totalLines: totalLinesOf(order, order.lines ?? []),
      paymentText: method ? PAYMENT_METHOD_LABELS[method] : null,
      orderUrl: shopperOrderUrl(config.PUBLIC_URL, order.slug, order.id, shopperToken(secret, order.id), {
        domain: order.own_domain,
        shopDomain: config.SHOP_DOMAIN,
      }),
      details:
        event === 'shipped' || event === 'delivered'
          ? trackingLines(order.dispatch_carrier, order.dispatch_tracking)
          : paymentDetails(event, order.mp_installments),
    }),
    messageId: messageIdFor(job.id, config.PUBLIC_URL),
  });
  return 'sent';
}

/** The total's steps as every text and page writes them (savedOrderTotal, totalStepLines in packages/core), from the order's row. */
function totalLinesOf(
  order: {
    total_cents: number;
    discount_code: string | null;
    code_discount_cents: number;
    transfer_discount_cents: number;
    delivery: unknown;
    shipping_fee_cents: number | null;
  },
  lines: readonly { promotionName: string | null; promotionDiscountCents: number }[],
): string[] {
  const delivery = order.delivery as OrderDelivery | null;
  return totalStepLines(
    savedOrderTotal({
      totalCents: Number(order.total_cents),
      promotions: promotionsOfLines(
        lines.map((l) => ({
          promotionName: l.promotionName,
          promotionDiscountCents: Number(l.promotionDiscountCents),
        })),
      ),
      codeDiscountCents: Number(order.code_discount_cents),
      discountCode: order.discount_code,
      transferDiscountCents: Number(order.transfer_discount_cents),
      delivery: delivery && {
        method: delivery.method,
        feeCents: order.shipping_fee_cents === null ? null : Number(order.shipping_fee_cents),
        free: delivery.method === 'shipping' && delivery.free,
      },
    }),
    formatPrice,
  );
}

/** A payment received through Mercado Pago says in how many cuotas (docs/product/orders.md, "The shopper's e-mails"). */
function paymentDetails(event: ShopperMailEvent, installments: number | null): string[] {
  if ((event !== 'paid' && event !== 'paid_and_confirmed') || installments === null) return [];
  return [`Pagaste con Mercado Pago en ${installmentsText(Number(installments))}.`];
}

/** The carrier, its tracking code and, for Correo Argentino and Andreani, the link to follow the package. */
function trackingLines(carrier: CarrierName | null, code: string | null): string[] {
  if (!carrier || !code) return [];
  const url = trackingUrl(carrier, code);
  return [
    `Transporte: ${CARRIER_LABELS[carrier]} · código de seguimiento ${code}`,
    ...(url ? [`Sigue el envío: ${url}`] : []),
  ];
}

export function shopperMailJobs(deps: ShopperMailDeps): JobEntry[] {
  return [handleJob(SHOPPER_ORDER_MAIL, (job) => sendShopperMail(deps, job))];
}
