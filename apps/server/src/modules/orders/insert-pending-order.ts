import type { PaymentMethodName, StorefrontOrderInput } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { newOrderMailInsert } from './order-mail-jobs';
import type { DecidedDelivery } from './order-delivery';
import type { SoldLine } from './price-storefront-order';
import type { Shopper } from './reservation-policy';
import { forgetOnOrderSql } from '../abandoned-checkouts/save-abandoned-checkout';
import { metaPurchaseInsert, NO_PURCHASE, type PurchaseContext } from '../measurement/meta-purchase';
import { newOrderPushInsert } from '../push/push-jobs';
import { shopperSummaryMailInsert } from './shopper-mail-jobs';
import type { ResultOrder } from './storefront-order-result';

export interface PendingOrder {
  id: string;
  input: StorefrontOrderInput;
  shopper: Shopper;
  totalCents: number;
  paymentMethod: PaymentMethodName | null;
  discountCents: number;
  /** What the promotions took off the lines (their parts are the lines'). */
  promotionDiscountCents: number;
  /** The discount code it took (apply-discount-code.ts): the code's use is counted by the same statement. */
  code?: { id: string; code: string; discountCents: number; lineDiscountsCents: number[] } | null | undefined;
  /** Decided by the server (order-delivery.ts); its fee is already in totalCents. */
  delivery: DecidedDelivery;
  tokenHash: string;
  idempotencyKey: string;
  hash: string;
  expiresAt: Date;
  /** False: the order is taken without a reservation (the store-wide ceiling, reservation-policy.ts); it writes no reservation rows. */
  reserves: boolean;
  /** At their tier's price, each with the promotion it took. */
  lines: SoldLine[];
  /** The shopper's measurement consent and browser, for the Conversions API's Purchase (measurement/meta-purchase.ts). */
  purchase?: PurchaseContext | undefined;
  /** The owner's new-order e-mail job, written by the same statement (order-mail-jobs.ts). */
  ownerMail: ReturnType<typeof newOrderMailInsert>;
}

/**
 * Writes a pending order, its lines, its first history entry and its
 * reservations (lines of products that keep stock), the owner's e-mail job, a push job per device of the
 * owner's (push/push-jobs.ts), the deletion of her abandoned checkout (abandoned-checkouts/) and, when the shopper left an
 * e-mail, their summary's job (shopper-mail-jobs.ts) in one statement (one round trip however many lines); the
 * reservations' trigger adds their units to the variants' counters. Prepared
 * on PostgreSQL (packages/db prepared-statements.ts).
 */
export async function insertPendingOrder(
  trx: Kysely<Database>,
  storeId: string,
  order: PendingOrder,
): Promise<ResultOrder> {
  const { input, lines, shopper, code } = order;
  const traffic = shopper.traffic;
  // The lines travel as one array a column, so the statement's text is the same for one line or twenty (it stays prepared).
  const column = <T>(value: (line: (typeof lines)[number], position: number) => T) => lines.map(value);
  const line = sql`select * from unnest(
      ${column((_, position) => position)}::integer[], ${column((l) => l.variant.product_id)}::uuid[], ${column((l) => l.variant.id)}::uuid[],
      ${column((l) => l.variant.product_name)}::text[], ${column((l) => l.variant.sku)}::text[], ${column((l) => JSON.stringify(l.variant.attributes))}::jsonb[],
      ${column((l) => l.quantity)}::integer[], ${column((l) => l.variant.unit_price)}::bigint[], ${column((l) => l.variant.tracked)}::boolean[],
      ${column((_, position) => code?.lineDiscountsCents[position] ?? 0)}::bigint[], ${column((l) => l.promotion?.id ?? null)}::uuid[],
      ${column((l) => l.promotion?.name ?? null)}::text[], ${column((l) => l.promotion?.discountCents ?? 0)}::bigint[]
    ) as l (position, product_id, variant_id, product_name, sku, attributes, quantity, unit_price, tracked, discount, promotion_id, promotion_name, promotion_discount)`;
  // The code's use, counted under the lock its checks took (order-checks.ts): no other order with it got in between.
  const codeUse = code
    ? sql`, code_use as (update discount_codes set uses_count = uses_count + 1, updated_at = now() where id = ${code.id} and store_id = ${storeId})`
    : sql``;
  const result = await sql<ResultOrder>`
    with new_order as (
      insert into orders (id, store_id, source, customer_name, customer_phone, customer_email, status, total_cents, idempotency_key, request_hash,
        customer_phone_key, placed_from, payment_method, transfer_discount_cents, shopper_token_hash, delivery, shipping_fee_cents,
        discount_code_id, discount_code, code_discount_cents, without_reservation, traffic_source, promotion_discount_cents)
      values (${order.id}, ${storeId}, 'storefront', ${input.customerName}, ${input.customerPhone}, ${input.customerEmail ?? null}, 'pending', ${order.totalCents},
        ${order.idempotencyKey}, ${order.hash}, ${shopper.phoneKey}, ${shopper.addressKey}, ${order.paymentMethod}, ${order.discountCents}, ${order.tokenHash},
        ${order.delivery.delivery ? JSON.stringify(order.delivery.delivery) : null}::jsonb, ${order.delivery.feeCents}::bigint,
        ${code?.id ?? null}::uuid, ${code?.code ?? null}::text, ${code?.discountCents ?? 0}::bigint, ${!order.reserves}::boolean,
        -- Where the shopper came from: known to this instance, else her visit another instance wrote (migration 046).
        coalesce(${traffic?.source ?? null}::text, (select v.source from store_visitors v where v.store_id = ${storeId}
          and v.day = ${traffic?.day ?? null}::date and v.visitor = ${traffic?.visitor ?? null}::text), 'direct'),
        ${order.promotionDiscountCents}::bigint)
      returning id, created_at, customer_name, customer_phone, customer_email, total_cents, payment_method, transfer_discount_cents, delivery, shipping_fee_cents, without_reservation,
        discount_code, code_discount_cents, promotion_discount_cents
    ),
    line as (${line}),
    items as (
      insert into order_items (store_id, order_id, position, product_id, variant_id, product_name, sku, attributes, quantity, unit_price_cents, total_cents, discount_cents,
        promotion_id, promotion_name, promotion_discount_cents)
      select ${storeId}::uuid, o.id, l.position, l.product_id, l.variant_id, l.product_name, l.sku, l.attributes, l.quantity, l.unit_price, l.unit_price * l.quantity, l.discount,
        l.promotion_id, l.promotion_name, l.promotion_discount
      from new_order o cross join line l
    ),
    history as (
      insert into order_status_history (store_id, order_id, from_status, to_status, changed_by)
      select ${storeId}::uuid, o.id, null, 'pending', null::uuid from new_order o
    ),
    reservations as (
      insert into stock_reservations (store_id, order_id, variant_id, quantity, expires_at)
      select ${storeId}::uuid, o.id, l.variant_id, l.quantity, ${order.expiresAt}::timestamptz from new_order o cross join line l
      where l.tracked and not o.without_reservation
    ),
    owner_mail as (${order.ownerMail}),
    owner_push as (${newOrderPushInsert(storeId, { id: order.id, customerName: input.customerName, totalCents: order.totalCents })}),
    abandoned as (${forgetOnOrderSql(storeId, shopper.phoneKey)}),
    meta_purchase as (${metaPurchaseInsert(storeId, order.id, order.purchase ?? NO_PURCHASE)}),
    shopper_mail as (${shopperSummaryMailInsert(storeId)})${codeUse}
    select * from new_order
    ${sql.raw(PREPARED)}`.execute(trx);
  const inserted = result.rows[0];
  if (!inserted) throw new Error('the order insert returned no row');
  return inserted;
}
