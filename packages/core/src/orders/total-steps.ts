/**
 * The steps of an order's total, as every place that shows an amount to pay
 * lists them (docs/product/orders.md, "How the total is made"): the cart and
 * its confirmation, the product page's order form, the WhatsApp message, the
 * e-mails, the shopper's order page and the admin's detail. One function, so
 * that the texts and the pages say the same lines. Small on purpose: store
 * pages' islands import it. It takes formatPrice from its caller instead of
 * importing money.ts: the store build puts what islands share, with its
 * imports, in one chunk, and the store page's own script (which formats the
 * cart's subtotal with money.ts) must not have to download that chunk first
 * (apps/web/vite.config.ts, SHARED_BY_ISLANDS).
 */
import { FEE_TO_AGREE, FREE_SHIPPING } from './delivery';

type FormatPrice = (cents: number) => string;

export type TotalStepKind = 'subtotal' | 'promotion' | 'code' | 'transfer' | 'shipping' | 'total';

export interface TotalStep {
  kind: TotalStepKind;
  /** "Subtotal", "Promoción 3×2 en medias", "Código VERANO10", "Descuento por transferencia", "Envío", "Total". */
  label: string;
  /** "$117.000,00", "-$11.700,00", "Envío gratis", "a convenir". */
  text: string;
}

/** What the steps are made of: an order's saved amounts, or the cart's priceOrder. */
export interface TotalStepsInput {
  subtotalCents: number;
  /** The automatic promotions that took something, each with its amount (docs/product/orders.md, "Promociones"). */
  promotions?: readonly { name: string; discountCents: number }[] | undefined;
  codeDiscountCents: number;
  discountCode: string | null;
  transferDiscountCents: number;
  /** A delivery that ships: its fee (null: "a convenir") and whether it is free. Null without delivery or for pickup. */
  shipping: { feeCents: number | null; free: boolean } | null;
  totalCents: number;
}

/**
 * Subtotal, each promotion, the code, the transfer discount, the shipping fee, in the order
 * they are taken, then the total; only the steps that apply (the subtotal only
 * when a step follows it). The last step is always the amount to pay.
 */
export function totalSteps(p: TotalStepsInput, formatPrice: FormatPrice): TotalStep[] {
  const steps: TotalStep[] = [];
  for (const promotion of p.promotions ?? [])
    if (promotion.discountCents > 0)
      steps.push({
        kind: 'promotion',
        label: `Promoción ${promotion.name}`,
        text: `-${formatPrice(promotion.discountCents)}`,
      });
  if (p.codeDiscountCents > 0)
    steps.push({
      kind: 'code',
      label: `Código ${p.discountCode ?? ''}`.trim(),
      text: `-${formatPrice(p.codeDiscountCents)}`,
    });
  if (p.transferDiscountCents > 0)
    steps.push({
      kind: 'transfer',
      label: 'Descuento por transferencia',
      text: `-${formatPrice(p.transferDiscountCents)}`,
    });
  if (p.shipping) {
    const text = p.shipping.free
      ? FREE_SHIPPING
      : p.shipping.feeCents === null
        ? FEE_TO_AGREE
        : formatPrice(p.shipping.feeCents);
    steps.push({ kind: 'shipping', label: 'Envío', text });
  }
  if (steps.length > 0) steps.unshift({ kind: 'subtotal', label: 'Subtotal', text: formatPrice(p.subtotalCents) });
  steps.push({ kind: 'total', label: 'Total', text: formatPrice(p.totalCents) });
  return steps;
}

/** The steps as the WhatsApp message and the e-mails write them, one a line: "Subtotal: $…", …, "Total: $…". */
export function totalStepLines(p: TotalStepsInput, formatPrice: FormatPrice): string[] {
  return totalSteps(p, formatPrice).map((step) => `${step.label}: ${step.text}`);
}

/** A saved order's amounts (its JSON or its row), from which its steps are worked out the same way everywhere. */
export interface SavedOrderAmounts {
  totalCents: number;
  /** The promotions the order took, each with its amount (from its lines). */
  promotions?: readonly { name: string; discountCents: number }[] | undefined;
  codeDiscountCents: number;
  discountCode: string | null;
  transferDiscountCents: number;
  /** The order's delivery: its fee (null: "a convenir") and whether it ships free; null without one. */
  delivery: { method: 'pickup' | 'shipping'; feeCents: number | null; free: boolean } | null;
}

/** The steps' input of a saved order: the subtotal is worked back from the total it keeps (total + promotions + discounts − fee). */
export function savedOrderTotal(o: SavedOrderAmounts): TotalStepsInput {
  const shipping =
    o.delivery?.method === 'shipping'
      ? { feeCents: o.delivery.free ? 0 : o.delivery.feeCents, free: o.delivery.free }
      : null;
  const promotions = o.promotions ?? [];
  const promotionCents = promotions.reduce((a, p) => a + p.discountCents, 0);
  return {
    subtotalCents:
      o.totalCents + promotionCents + o.codeDiscountCents + o.transferDiscountCents - (shipping?.feeCents ?? 0),
    promotions,
    codeDiscountCents: o.codeDiscountCents,
    discountCode: o.discountCode,
    transferDiscountCents: o.transferDiscountCents,
    shipping,
    totalCents: o.totalCents,
  };
}

/** A saved order's promotions, from its lines (each keeps its promotion's name and part), in the lines' order. */
export function promotionsOfLines(
  lines: readonly { promotionName: string | null; promotionDiscountCents: number }[],
): { name: string; discountCents: number }[] {
  const byName = new Map<string, number>();
  for (const l of lines)
    if (l.promotionName !== null && l.promotionDiscountCents > 0)
      byName.set(l.promotionName, (byName.get(l.promotionName) ?? 0) + l.promotionDiscountCents);
  return [...byName].map(([name, discountCents]) => ({ name, discountCents }));
}
