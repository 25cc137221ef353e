/*
 * The product page's pictures follow the variant the shopper chooses
 * (docs/product/catalogue.md, "Fotos por variante"): the purchase form's
 * island tells the carousel's island, through this small store, which
 * picture to show first (one per product).
 */
const pictures = new Map<string, string>();
const listeners = new Set<() => void>();

export function setChosenPicture(productId: string, picture: string | undefined): void {
  if (!picture || pictures.get(productId) === picture) return;
  pictures.set(productId, picture);
  for (const listener of listeners) listener();
}

export function readChosenPicture(productId: string): string | undefined {
  return pictures.get(productId);
}

export function subscribeChosenPicture(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
