import { centsToAmount, formatPrice, parseAmountToCents } from '@vidriera/core';

/** A typed amount that may be negative ("-150,50"), as cents; null when it is not an amount. */
export function parseSignedAmountToCents(input: string): number | null {
  const text = input.trim();
  const negative = text.startsWith('-');
  const cents = parseAmountToCents(negative ? text.slice(1) : text);
  if (cents === null) return null;
  return negative ? -cents : cents;
}

/** Cents as the text a number input shows ("-1.50"). */
export function amountText(cents: number): string {
  return cents < 0 ? `-${centsToAmount(-cents)}` : centsToAmount(cents);
}

/** "-$100,00" rather than "$-100,00" for a (mistyped) negative final price. */
export function formatSignedPrice(cents: number): string {
  return cents < 0 ? `-${formatPrice(-cents)}` : formatPrice(cents);
}
