/** Money is integer cents everywhere; these are the only conversions. */

/**
 * "1.234,50": what Intl.NumberFormat('es-AR') writes with two decimals, written
 * out here because building that formatter loads the locale's data, which costs
 * a mid-range phone ~20 ms on the first store page (~75 ms in Lighthouse's
 * mobile emulation). A property test holds it equal to Intl's.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const units = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${units},${String(whole % 100).padStart(2, '0')}`;
}

/** "$1.234,50" — the price shown to people, everywhere (store pages, admin, the landing's sample store). */
export function formatPrice(cents: number): string {
  return `$${formatCents(cents)}`;
}

/** Parses a decimal amount typed by a person ("1234.5", "1234,50") into cents. */
export function parseAmountToCents(input: string | number): number | null {
  const text = String(input).trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The transfer discount of an order, in cents: `percent` % of the subtotal,
 * rounded to the nearest cent (half a cent rounds up, in the shopper's
 * favour). Worked in BigInt: a subtotal times a percent can pass 2^53.
 * docs/product/orders.md ("Transfer discount").
 */
export function transferDiscountCents(subtotalCents: number, percent: number | null): number {
  if (!percent || percent <= 0 || subtotalCents <= 0) return 0;
  return Number((BigInt(subtotalCents) * BigInt(percent) + 50n) / 100n);
}

/**
 * A promotion's "antes" (docs/product/storefront.md, "Precio anterior"): the
 * price before, when it is above the price now, and the whole percent off
 * (never shown as 0 %: at least 1). Null when there is no promotion.
 */
export function priceBefore(
  priceCents: number,
  compareAtCents: number | null | undefined,
): { beforeCents: number; percentOff: number } | null {
  if (compareAtCents == null || compareAtCents <= priceCents || compareAtCents <= 0) return null;
  return {
    beforeCents: compareAtCents,
    percentOff: Math.max(1, Math.round(((compareAtCents - priceCents) * 100) / compareAtCents)),
  };
}
