/**
 * The cart's figures with the same rules the order follows (ADR 042):
 * tiers, then the best promotions, and what is missing for one. No zod here:
 * store pages import it.
 */
import { applyPromotions, type AppliedPromotions, type PromotionHint, promotionHints } from './promotion-combination';
import type { PromotionRule } from './promotion-rules';
import { type PriceTier, type WholesaleMinimum, wholesaleShortfall, wholesaleUnitPrices } from './wholesale';

export interface CartPricingVariant {
  id: string;
  productId: string;
  finalPriceCents: number;
  categoryIds: readonly string[];
  variantTiers: readonly PriceTier[];
  productTiers: readonly PriceTier[];
}

/** A promotion as the public API sends it: running (not paused), its dates as ISO text. */
export type CartPromotion = Omit<PromotionRule, 'paused' | 'startsAt' | 'endsAt'> & {
  startsAt: string | null;
  endsAt: string | null;
};

export interface CartPricing {
  /** Each line's total at its tier's price. */
  lineTotalsCents: number[];
  unitPricesCents: number[];
  promotions: AppliedPromotions;
  hints: PromotionHint[];
  /** What is missing for the store's wholesale minimum; null when reached or none. */
  wholesaleMissing: { cents: number; units: number } | null;
}

/** Prices the cart's lines (`price` the browser kept, when the server's answer has not arrived or left a variant out). */
export function priceCart(
  lines: readonly { variantId: string; price: number; quantity: number }[],
  variants: readonly CartPricingVariant[],
  promotions: readonly CartPromotion[],
  minimum: WholesaleMinimum,
  now: Date,
): CartPricing {
  const byId = new Map(variants.map((v) => [v.id, v]));
  const unitPricesCents = wholesaleUnitPrices(
    lines.map((l) => {
      const v = byId.get(l.variantId);
      return {
        variantId: l.variantId,
        productId: v?.productId ?? l.variantId,
        baseUnitCents: v?.finalPriceCents ?? l.price,
        quantity: l.quantity,
        variantTiers: v?.variantTiers ?? [],
        productTiers: v?.productTiers ?? [],
      };
    }),
  );
  const lineTotalsCents = lines.map((l, i) => (unitPricesCents[i] ?? l.price) * l.quantity);
  const rules: PromotionRule[] = promotions.map((p) => ({
    ...p,
    paused: false,
    startsAt: p.startsAt ? new Date(p.startsAt) : null,
    endsAt: p.endsAt ? new Date(p.endsAt) : null,
  }));
  const promotionLines = lines.map((l, i) => {
    const v = byId.get(l.variantId);
    return {
      unitPriceCents: unitPricesCents[i] ?? l.price,
      quantity: l.quantity,
      productId: v?.productId ?? null,
      categoryIds: v?.categoryIds ?? [],
    };
  });
  const applied = applyPromotions(rules, promotionLines, now);
  return {
    lineTotalsCents,
    unitPricesCents,
    promotions: applied,
    hints: promotionHints(rules, promotionLines, applied, now),
    wholesaleMissing: wholesaleShortfall(
      minimum,
      lineTotalsCents.reduce((a, b) => a + b, 0),
      lines.reduce((a, l) => a + l.quantity, 0),
    ),
  };
}
