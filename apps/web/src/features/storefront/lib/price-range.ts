import { formatPrice } from '@vidriera/core';

/** A single price, or "Desde {min}" / "Hasta {max}" when the variants cost different amounts. */
export function priceLines(minCents: number, maxCents: number): { main: string; secondary: string | null } {
  if (minCents === maxCents) return { main: formatPrice(minCents), secondary: null };
  return { main: `Desde ${formatPrice(minCents)}`, secondary: `Hasta ${formatPrice(maxCents)}` };
}
