/**
 * The discount code's text and the total's lines as messages write them
 * (docs/product/orders.md, "How the total is made"). Apart from
 * discount-codes.ts so that orders.ts, which every store page's islands
 * share, does not pull the cart's pricing into them.
 */

/** "verano 10" → "VERANO10": how a code is stored, compared and shown. */
export function normalizeDiscountCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The lines of the total, as the WhatsApp message, the e-mails and the pages write them (only those that apply). */
export function pricingTextLines(
  p: { subtotalCents: number; codeDiscountCents: number; discountCode: string | null; transferDiscountCents: number; transferPercent: number | null },
  formatPrice: (cents: number) => string,
): string[] {
  if (!p.codeDiscountCents && !p.transferDiscountCents) return [];
  return [
    `Subtotal: ${formatPrice(p.subtotalCents)}`,
    ...(p.codeDiscountCents ? [`Código ${p.discountCode ?? ''}: -${formatPrice(p.codeDiscountCents)}`] : []),
    ...(p.transferDiscountCents ? [`Descuento por transferencia${p.transferPercent ? ` (${p.transferPercent}%)` : ''}: -${formatPrice(p.transferDiscountCents)}`] : []),
  ];
}
