import {
  formatPrice,
  PROMOTION_NOT_FOUND,
  promotionActive,
  promotionBadge,
  type PromotionInput,
  type PromotionOrders,
  type PromotionView,
  shortOrderId,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import { notFound } from '../../shared/app-error';
import { type OfferValues, writeOfferRow } from './offer-row-write';
import { promotionRuleOf } from './promotion-rows';

type Row = Selectable<Database['promotions']> & { orders_count?: number | string; given_cents?: number | string };

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The owner's view of a promotion: its state now, its badge and what it gave away. */
export function promotionView(row: Row, now = new Date()): PromotionView {
  const rule = promotionRuleOf(row);
  const state = rule.paused
    ? 'paused'
    : rule.endsAt && now >= rule.endsAt
      ? 'expired'
      : !promotionActive(rule, now)
        ? 'scheduled'
        : 'active';
  return {
    id: rule.id,
    name: rule.name,
    kind: rule.kind,
    buyQuantity: rule.buyQuantity,
    payQuantity: rule.payQuantity,
    value: rule.value,
    minPurchaseCents: rule.minPurchaseCents,
    minQuantity: rule.minQuantity,
    maxPerOrder: rule.maxPerOrder,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    categoryIds: [...rule.categoryIds],
    productIds: [...rule.productIds],
    paused: rule.paused,
    state,
    badge: promotionBadge(rule, formatPrice),
    ordersCount: Number(row.orders_count ?? 0),
    givenCents: Number(row.given_cents ?? 0),
  };
}

/** The store's promotions, newest first, each with the orders that took it and what it took off them (cancelled ones left out). */
export async function listPromotions(db: Kysely<Database>, storeId: string): Promise<PromotionView[]> {
  const rows = await db
    .selectFrom('promotions as p')
    .selectAll('p')
    .select([
      sql<number>`(select count(distinct i.order_id) from order_items i join orders o on o.id = i.order_id
        where i.promotion_id = p.id and o.status <> 'cancelled')`.as('orders_count'),
      sql<number>`(select coalesce(sum(i.promotion_discount_cents), 0) from order_items i join orders o on o.id = i.order_id
        where i.promotion_id = p.id and o.status <> 'cancelled')`.as('given_cents'),
    ])
    .where('p.store_id', '=', storeId)
    .orderBy('p.created_at', 'desc')
    .execute();
  return rows.map((r) => promotionView(r));
}

const values = (input: PromotionInput): OfferValues<'promotions'> => ({
  name: input.name,
  kind: input.kind,
  buy_quantity: input.kind === 'bundle' || input.kind === 'nth_unit' ? input.buyQuantity : null,
  pay_quantity: input.kind === 'bundle' ? input.payQuantity : null,
  value: input.kind === 'bundle' ? 0 : input.value,
  min_purchase_cents: input.minPurchaseCents,
  min_quantity: input.minQuantity,
  max_per_order: input.maxPerOrder,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  category_ids: input.categoryIds,
  product_ids: input.productIds,
  paused: input.paused,
});

/** Creates or edits a promotion; what it gave to earlier orders stays on their lines. */
export async function savePromotion(
  db: Kysely<Database>,
  storeId: string,
  id: string | null,
  input: PromotionInput,
): Promise<PromotionView> {
  const row = await writeOfferRow(db, 'promotions', storeId, id, values(input));
  if (!row) throw notFound(PROMOTION_NOT_FOUND);
  return promotionView(row);
}

export async function setPromotionPaused(
  db: Kysely<Database>,
  storeId: string,
  id: string,
  paused: boolean,
): Promise<PromotionView> {
  const row = await writeOfferRow(db, 'promotions', storeId, id, { paused });
  if (!row) throw notFound(PROMOTION_NOT_FOUND);
  return promotionView(row);
}

/** A paused copy, "(copia)" after its name (cut to fit), to change and start. */
export async function duplicatePromotion(db: Kysely<Database>, storeId: string, id: string): Promise<PromotionView> {
  const row = await sql<Row>`
    insert into promotions (store_id, name, kind, buy_quantity, pay_quantity, value, min_purchase_cents, min_quantity, max_per_order,
      starts_at, ends_at, category_ids, product_ids, paused)
    select store_id, left(name, 52) || ' (copia)', kind, buy_quantity, pay_quantity, value, min_purchase_cents, min_quantity, max_per_order,
      starts_at, ends_at, category_ids, product_ids, true
    from promotions where id = ${id} and store_id = ${storeId}
    returning *`.execute(db);
  const copy = row.rows[0];
  if (!copy) throw notFound(PROMOTION_NOT_FOUND);
  return promotionView(copy);
}

/** The orders that took a promotion, newest first, with what it took off each (cancelled ones too, marked by their status). */
export async function promotionOrders(db: Kysely<Database>, storeId: string, id: string): Promise<PromotionOrders> {
  const found = await db
    .selectFrom('promotions')
    .select('id')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!found) throw notFound(PROMOTION_NOT_FOUND);
  const rows = await sql<{
    id: string;
    customer_name: string;
    status: string;
    total_cents: string;
    created_at: Date;
    discount: string;
  }>`
    select o.id, o.customer_name, o.status, o.total_cents, o.created_at, sum(i.promotion_discount_cents) as discount
    from order_items i join orders o on o.id = i.order_id
    where i.store_id = ${storeId} and i.promotion_id = ${id}
    group by o.id order by o.created_at desc limit 200`.execute(db);
  return {
    orders: rows.rows.map((r) => ({
      orderId: r.id,
      number: shortOrderId(r.id),
      customerName: r.customer_name,
      status: r.status,
      discountCents: Number(r.discount),
      totalCents: Number(r.total_cents),
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
