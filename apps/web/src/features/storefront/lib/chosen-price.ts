/*
 * The price the product page shows follows the variant the shopper chooses.
 * The choice lives in the purchase form's island and the price above it is an
 * island of its own: they share this small store (one price per product, with
 * its price before a promotion).
 */
export interface ChosenPrice {
  priceCents: number;
  compareAtCents: number | null;
}

const prices = new Map<string, ChosenPrice>();
const listeners = new Set<() => void>();

export function setChosenPrice(productId: string, price: ChosenPrice): void {
  const current = prices.get(productId);
  if (current && current.priceCents === price.priceCents && current.compareAtCents === price.compareAtCents) return;
  prices.set(productId, price);
  for (const listener of listeners) listener();
}

/** The same object until the price changes (what useSyncExternalStore needs). */
export function readChosenPrice(productId: string): ChosenPrice | undefined {
  return prices.get(productId);
}

export function subscribeChosenPrice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
