/**
 * The discount code's text (docs/product/orders.md, "Discount codes"); the
 * total's lines are total-steps.ts's. Apart from discount-codes.ts so that
 * orders.ts, which every store page's islands share, does not pull the cart's
 * pricing into them.
 */

/** "verano 10" → "VERANO10": how a code is stored, compared and shown. */
export function normalizeDiscountCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}
