/*
 * The price the product page shows follows the variant the shopper chooses.
 * The choice lives in the purchase form's island and the price above it is an
 * island of its own: they share this small store (one price per product).
 */
const prices = new Map<string, number>();
const listeners = new Set<() => void>();

export function setChosenPrice(productId: string, cents: number): void {
  if (prices.get(productId) === cents) return;
  prices.set(productId, cents);
  for (const listener of listeners) listener();
}

export function readChosenPrice(productId: string): number | undefined {
  return prices.get(productId);
}

export function subscribeChosenPrice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
