/**
 * Discount codes and how an order's total is made (docs/product/orders.md,
 * "Discount codes" and "How the total is made"; ADR 022). No zod here: store
 * pages import it (the schemas are in discount-code-schemas.ts).
 */
import { transferDiscountCents } from '../shared/money';

export { normalizeDiscountCode } from './discount-text';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;

/** Each refusal of a code, as the shopper reads it (422, field `discountCode`). */
export const DISCOUNT_CODE_MESSAGES = {
  unknown: 'Ese código de descuento no existe o no está activo. Revisa cómo lo escribiste.',
  notStarted: 'Ese código de descuento todavía no está vigente.',
  expired: 'Ese código de descuento ya venció.',
  minimum: (minCents: string) =>
    `Ese código de descuento es para compras desde ${minCents}. Agrega productos para usarlo.`,
  noEligible: 'Ese código de descuento no vale para los productos de tu pedido.',
  exhausted: 'Ese código de descuento ya se usó todas las veces que permitía.',
  phoneExhausted: 'Ya usaste este código de descuento todas las veces que permite por teléfono.',
} as const;
export type DiscountRefusal = keyof typeof DISCOUNT_CODE_MESSAGES;

/** The rule of a code as the order applies it. */
export interface DiscountRule {
  code: string;
  kind: DiscountKind;
  /** A whole percent (1–100) or cents. */
  value: number;
  minPurchaseCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerPhone: number | null;
  categoryIds: readonly string[];
  productIds: readonly string[];
  paused: boolean;
}

export interface PricedLine {
  /** quantity × unit price. */
  totalCents: number;
  productId: string | null;
  /** The product's categories and their parents (a code for "Mujer" covers "Mujer > Remeras"). */
  categoryIds: readonly string[];
}

/** A line counts for the code when the code names its product or one of its categories, or names none. */
export function lineEligible(
  rule: Pick<DiscountRule, 'categoryIds' | 'productIds'>,
  line: Pick<PricedLine, 'productId' | 'categoryIds'>,
): boolean {
  if (rule.categoryIds.length === 0 && rule.productIds.length === 0) return true;
  return (
    (line.productId !== null && rule.productIds.includes(line.productId)) ||
    line.categoryIds.some((id) => rule.categoryIds.includes(id))
  );
}

/**
 * Splits `amount` cents over `weights` exactly: each share is its floor of
 * amount × weight / sum, and the cents left go one each to the largest
 * remainders (the earlier line among equals). Worked in BigInt.
 */
export function splitCents(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (amount <= 0 || sum <= 0) return weights.map(() => 0);
  const big = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = big.map((b) => Number(b / BigInt(sum)));
  const remainders = big.map((b, index) => ({ index, rest: b % BigInt(sum) }));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Why a code does not apply to these lines now, or null when it does. The
 * uses are counted by the caller (the order's transaction holds the code's row).
 */
export function discountRefusal(
  rule: DiscountRule,
  lines: readonly PricedLine[],
  context: { now: Date; usesCount: number; phoneUses: number | null },
): DiscountRefusal | null {
  if (rule.paused) return 'unknown';
  if (rule.startsAt && context.now < rule.startsAt) return 'notStarted';
  if (rule.endsAt && context.now >= rule.endsAt) return 'expired';
  const subtotal = lines.reduce((sum, l) => sum + l.totalCents, 0);
  if (rule.minPurchaseCents !== null && subtotal < rule.minPurchaseCents) return 'minimum';
  if (!lines.some((l) => lineEligible(rule, l) && l.totalCents > 0)) return 'noEligible';
  if (rule.maxUses !== null && context.usesCount >= rule.maxUses) return 'exhausted';
  if (rule.maxUsesPerPhone !== null && context.phoneUses !== null && context.phoneUses >= rule.maxUsesPerPhone)
    return 'phoneExhausted';
  return null;
}

/**
 * Each line's share of the code's discount, in cents: a percent of the
 * eligible lines' sum (half a cent up, in the shopper's favour) or the fixed
 * amount (at most that sum), split over the eligible lines by their weight
 * (splitCents), so the shares add up to the discount exactly.
 */
export function codeLineDiscounts(
  rule: Pick<DiscountRule, 'kind' | 'value' | 'categoryIds' | 'productIds'>,
  lines: readonly PricedLine[],
): number[] {
  const weights = lines.map((l) => (lineEligible(rule, l) ? l.totalCents : 0));
  const eligible = weights.reduce((a, b) => a + b, 0);
  const amount =
    rule.kind === 'percent'
      ? Number((BigInt(eligible) * BigInt(rule.value) + 50n) / 100n)
      : Math.min(rule.value, eligible);
  return splitCents(Math.min(amount, eligible), weights);
}

/** An order's total, step by step (what every screen, message and e-mail shows line by line). */
export interface OrderPricing {
  subtotalCents: number;
  /** What the automatic promotions took off (promotion-combination.ts), before the code. */
  promotionDiscountCents: number;
  codeDiscountCents: number;
  transferDiscountCents: number;
  /** null: no delivery chosen, or "a convenir". */
  shippingFeeCents: number | null;
  freeShipping: boolean;
  totalCents: number;
}

/**
 * The one order in which an order's total is made (docs/product/orders.md, "How the total is made"):
 * 1. the subtotal: the lines' sum (each at its wholesale tier's price);
 * 2. the automatic promotions, one at most per line (applyPromotions);
 * 3. the code's discount, on its eligible lines less their promotions (its minimum judged on that);
 * 4. free shipping, judged on the subtotal less the promotions and the code;
 * 5. the transfer discount, a percent of the subtotal less the promotions and the code;
 * 6. the shipping fee, added last (no discount touches it).
 * `shipping` answers the zone's fee for the goods' amount (step 3); omitted: no delivery.
 */
export function priceOrder(input: {
  lineTotalsCents: readonly number[];
  promotionLineDiscountsCents?: readonly number[] | undefined;
  codeLineDiscountsCents?: readonly number[] | undefined;
  transferPercent: number | null;
  shipping?: ((goodsCents: number) => { feeCents: number | null; free: boolean }) | undefined;
}): OrderPricing {
  const subtotalCents = input.lineTotalsCents.reduce((a, b) => a + b, 0);
  const promotionDiscountCents = (input.promotionLineDiscountsCents ?? []).reduce((a, b) => a + b, 0);
  const codeDiscountCents = (input.codeLineDiscountsCents ?? []).reduce((a, b) => a + b, 0);
  const goodsCents = subtotalCents - promotionDiscountCents - codeDiscountCents;
  const shipping = input.shipping ? input.shipping(goodsCents) : { feeCents: null, free: false };
  const transfer = transferDiscountCents(goodsCents, input.transferPercent);
  return {
    subtotalCents,
    promotionDiscountCents,
    codeDiscountCents,
    transferDiscountCents: transfer,
    shippingFeeCents: shipping.feeCents,
    freeShipping: shipping.free,
    totalCents: goodsCents - transfer + (shipping.feeCents ?? 0),
  };
}
