import { formatPrice, promotionBadge, type PromotionRule } from '@vidriera/core';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';
import type { Database } from '@vidriera/db';
import { type Selectable, sql } from 'kysely';

/** A promotion as the order reads it (migration 051). */
export type PromotionRow = Pick<
  Selectable<Database['promotions']>,
  | 'id'
  | 'name'
  | 'kind'
  | 'buy_quantity'
  | 'pay_quantity'
  | 'value'
  | 'min_purchase_cents'
  | 'min_quantity'
  | 'max_per_order'
  | 'starts_at'
  | 'ends_at'
  | 'category_ids'
  | 'product_ids'
  | 'paused'
>;

/**
 * The store's promotions that may run now (not paused, not ended), oldest
 * first, as a json array: a subquery of the order's one check statement
 * (orders/order-checks.ts), so they cost the order no round trip. Their start
 * is judged with the order's clock (applyPromotions in packages/core).
 */
export function runningPromotionsJson(storeId: string) {
  return sql<PromotionRow[]>`(select coalesce(json_agg(pr order by pr.created_at, pr.id), '[]') from (
      select p.id, p.name, p.kind, p.buy_quantity, p.pay_quantity, p.value, p.min_purchase_cents, p.min_quantity, p.max_per_order,
        p.starts_at, p.ends_at, p.category_ids, p.product_ids, p.paused, p.created_at
      from promotions p where p.store_id = ${storeId} and not p.paused and (p.ends_at is null or p.ends_at > now())
    ) pr)`;
}

const dateOrNull = (v: string | Date | null) => (v === null ? null : new Date(v));
const numberOrNull = (v: string | number | null) => (v === null ? null : Number(v));

export function promotionRuleOf(row: PromotionRow): PromotionRule {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    buyQuantity: row.buy_quantity,
    payQuantity: row.pay_quantity,
    value: Number(row.value),
    minPurchaseCents: numberOrNull(row.min_purchase_cents),
    minQuantity: row.min_quantity,
    maxPerOrder: row.max_per_order,
    startsAt: dateOrNull(row.starts_at),
    endsAt: dateOrNull(row.ends_at),
    categoryIds: row.category_ids,
    productIds: row.product_ids,
    paused: row.paused,
  };
}

/**
 * The badges a product shows on its card and page (ADR 042): the kinds of the
 * running promotions that cover product `p` (its categories with their
 * parents, or naming none), as json, and its first wholesale tier's quantity.
 */
export function productBadgeColumns(storeId: string) {
  return sql`
    coalesce((select json_agg(json_build_object('kind', pr.kind, 'buyQuantity', pr.buy_quantity, 'payQuantity', pr.pay_quantity,
        'value', pr.value) order by pr.created_at, pr.id)
      from promotions pr where pr.store_id = ${storeId}::uuid and not pr.paused
        and (pr.starts_at is null or pr.starts_at <= now()) and (pr.ends_at is null or pr.ends_at > now())
        and ((cardinality(pr.product_ids) = 0 and cardinality(pr.category_ids) = 0) or p.id = any(pr.product_ids)
          or pr.category_ids && ${PRODUCT_CATEGORY_IDS})), '[]') as promotion_kinds,
    (select min((t->>'minQuantity')::integer) from products tp cross join jsonb_array_elements(tp.price_tiers) t where tp.id = p.id) as tier_from`;
}

/** What productBadgeColumns read. */
export interface ProductBadgeRow {
  promotion_kinds: Pick<PromotionRule, 'kind' | 'buyQuantity' | 'payQuantity' | 'value'>[];
  tier_from: number | null;
}

/** "3×2", "2da al 50 %", "Por mayor desde 6 u.": promotions first, then the tier. */
export function productBadges(row: ProductBadgeRow): string[] {
  const badges = row.promotion_kinds.map((k) => promotionBadge({ ...k, value: Number(k.value) }, formatPrice));
  if (row.tier_from !== null) badges.push(`Por mayor desde ${row.tier_from} u.`);
  return [...new Set(badges)];
}
