/**
 * Wholesale prices (docs/product/orders.md, "Precios por mayor"; ADR 042):
 * quantity tiers per product or per variant, and the store's wholesale
 * minimum. No zod here: store pages import it.
 */

/** "Desde 6 unidades, $X cada una". */
export interface PriceTier {
  minQuantity: number;
  unitPriceCents: number;
}

/** The unit price for `quantity` units: the deepest tier reached, never above the base price. */
export function tierUnitPrice(baseCents: number, tiers: readonly PriceTier[], quantity: number): number {
  let price = baseCents;
  for (const tier of tiers)
    if (quantity >= tier.minQuantity && tier.unitPriceCents < price) price = tier.unitPriceCents;
  return price;
}

export interface TieredLine {
  variantId: string;
  productId: string;
  baseUnitCents: number;
  quantity: number;
  /** The variant's own tiers: they count this variant's units and win over the product's. */
  variantTiers: readonly PriceTier[];
  /** The product's tiers: they count every unit of the product in the order, whatever the variant. */
  productTiers: readonly PriceTier[];
}

/** Each line's unit price after its tier (the variant's tiers if it has any, else the product's). */
export function wholesaleUnitPrices(lines: readonly TieredLine[]): number[] {
  const byVariant = new Map<string, number>();
  const byProduct = new Map<string, number>();
  for (const l of lines) {
    byVariant.set(l.variantId, (byVariant.get(l.variantId) ?? 0) + l.quantity);
    byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.quantity);
  }
  return lines.map((l) =>
    l.variantTiers.length > 0
      ? tierUnitPrice(l.baseUnitCents, l.variantTiers, byVariant.get(l.variantId) ?? 0)
      : tierUnitPrice(l.baseUnitCents, l.productTiers, byProduct.get(l.productId) ?? 0),
  );
}

/** The badge "Por mayor desde 6 u.": the first tier's quantity; null without tiers. */
export function wholesaleBadge(tiers: readonly PriceTier[]): string | null {
  if (tiers.length === 0) return null;
  return `Por mayor desde ${Math.min(...tiers.map((t) => t.minQuantity))} u.`;
}

/** The lowest price a single unit can have: the feed's sale_price never counts a tier (it needs several units). */
export function singleUnitPrice(baseCents: number, tiers: readonly PriceTier[]): number {
  return tierUnitPrice(baseCents, tiers, 1);
}

/** The store's wholesale mode: a minimum order in amount or units (null: none). */
export interface WholesaleMinimum {
  minOrderCents: number | null;
  minUnits: number | null;
}

/**
 * What an order is missing to reach the wholesale minimum, judged on the
 * lines' subtotal (at their tier prices, before promotions); reaching either
 * minimum is enough. Null when it reaches one, or the store sets none.
 */
export function wholesaleShortfall(
  minimum: WholesaleMinimum,
  subtotalCents: number,
  units: number,
): { cents: number; units: number } | null {
  if (minimum.minOrderCents === null && minimum.minUnits === null) return null;
  const cents = minimum.minOrderCents !== null ? Math.max(0, minimum.minOrderCents - subtotalCents) : null;
  const missingUnits = minimum.minUnits !== null ? Math.max(0, minimum.minUnits - units) : null;
  if (cents === 0 || missingUnits === 0) return null;
  return { cents: cents ?? 0, units: missingUnits ?? 0 };
}

/** The notice shown before the cart and the order's refusal: "Compra mínima por mayor: $50.000,00 o 12 unidades." */
export function wholesaleMinimumText(minimum: WholesaleMinimum, formatPrice: (cents: number) => string): string | null {
  const parts = [
    minimum.minOrderCents !== null ? formatPrice(minimum.minOrderCents) : null,
    minimum.minUnits !== null ? `${minimum.minUnits} unidades` : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? `Compra mínima por mayor: ${parts.join(' o ')}.` : null;
}

/** The order's refusal below the minimum (422, field `items`). */
export function wholesaleRefusalText(
  minimum: WholesaleMinimum,
  missing: { cents: number; units: number },
  formatPrice: (cents: number) => string,
): string {
  const what = [
    missing.cents > 0 ? formatPrice(missing.cents) : null,
    missing.units > 0 ? `${missing.units} ${missing.units === 1 ? 'unidad' : 'unidades'}` : null,
  ].filter((p): p is string => p !== null);
  return `${wholesaleMinimumText(minimum, formatPrice) ?? ''} Agrega ${what.join(' o ')} más para hacer tu pedido.`.trim();
}

/** Tiers as the product form and the CSV write them: "6: 8000,00; 12: 7000,00" (quantity, then unit price in pesos). */
export function formatPriceTiersText(tiers: readonly PriceTier[]): string {
  return tiers
    .map(
      (t) =>
        `${t.minQuantity}: ${Math.floor(t.unitPriceCents / 100)},${String(t.unitPriceCents % 100).padStart(2, '0')}`,
    )
    .join('; ');
}

/** Reads "6: 8000; 12: 7000,50" back (empty: none); null when a part is not "quantity: price". */
export function parsePriceTiersText(text: string): PriceTier[] | null {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const tiers: PriceTier[] = [];
  for (const part of parts) {
    const match = /^(\d{1,6})\s*:\s*\$?\s*(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(part.replace(/\.(?=\d{3}(\D|$))/g, ''));
    if (!match) return null;
    const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
    tiers.push({ minQuantity: Number(match[1]), unitPriceCents: cents });
  }
  return tiers;
}
