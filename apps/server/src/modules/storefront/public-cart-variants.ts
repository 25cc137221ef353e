import type { CartVariant, PriceTier, PublicPromotion } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { AVAILABLE_UNITS } from '../stock/availability';
import { COMPARE_AT } from '../catalogue/catalogue-sql';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';
import { promotionRuleOf, type PromotionRow, runningPromotionsJson } from '../discounts/promotion-rows';

interface CartState {
  variants: CartVariant[];
  promotions: PublicPromotion[];
  wholesaleMinimum: { minOrderCents: number | null; minUnits: number | null };
}

interface VariantRow {
  id: string;
  product_id: string;
  product_name: string;
  final_price: number;
  compare_at: number | null;
  available: number | null;
  category_ids: string[];
  variant_tiers: PriceTier[];
  product_tiers: PriceTier[];
}

/**
 * The current state of cart lines — price, availability, or absence (gone,
 * inactive, other store), each with its categories and wholesale tiers — and
 * the store's running promotions and wholesale minimum, which the cart prices
 * with the order's own rules (ADR 042). One prepared statement, the ids as one array.
 */
export async function findPublicVariants(db: Kysely<Database>, storeId: string, ids: string[]): Promise<CartState> {
  const result = await sql<{
    promotions: PromotionRow[];
    min_order: string | null;
    min_units: number | null;
    variants: VariantRow[];
  }>`
    select ${runningPromotionsJson(storeId)} as promotions, s.wholesale_min_order_cents as min_order, s.wholesale_min_units as min_units,
      (select coalesce(json_agg(x), '[]') from (
        select v.id, p.id as product_id, p.name as product_name, p.price_cents + v.price_adjustment_cents as final_price, ${COMPARE_AT} as compare_at,
          ${AVAILABLE_UNITS} as available, ${PRODUCT_CATEGORY_IDS} as category_ids, v.price_tiers as variant_tiers, p.price_tiers as product_tiers
        from product_variants v join products p on p.id = v.product_id
        where v.store_id = ${storeId} and v.id = any(${ids}::uuid[]) and v.is_active and p.is_active
      ) x) as variants
    from stores s where s.id = ${storeId}
    ${sql.raw(PREPARED)}`.execute(db);
  const row = result.rows[0];
  const order = new Map(ids.map((id, i) => [id, i]));
  const variants = [...(row?.variants ?? [])]
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((r) => ({
      id: r.id,
      productId: r.product_id,
      productName: r.product_name,
      finalPriceCents: Number(r.final_price),
      compareAtPriceCents: r.compare_at === null ? null : Number(r.compare_at),
      availableStock: r.available === null ? null : Number(r.available),
      categoryIds: r.category_ids,
      variantTiers: r.variant_tiers,
      productTiers: r.product_tiers,
    }));
  return {
    variants,
    promotions: (row?.promotions ?? []).map((p) => {
      const { paused: _, startsAt, endsAt, ...rule } = promotionRuleOf(p);
      return {
        ...rule,
        categoryIds: [...rule.categoryIds],
        productIds: [...rule.productIds],
        startsAt: startsAt?.toISOString() ?? null,
        endsAt: endsAt?.toISOString() ?? null,
      };
    }),
    wholesaleMinimum: {
      minOrderCents: row?.min_order == null ? null : Number(row.min_order),
      minUnits: row?.min_units ?? null,
    },
  };
}
