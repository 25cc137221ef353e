/*
 * Where a shop's cart lives in the browser's local storage (docs/product/storefront.md): one cart per shop, a
 * version-2 prefix plus the slug, or "default". A module of plain values with no browser in it, so the e2e suite and
 * the benchmarks that leave a cart in a browser name the same key the store reads.
 */
const CART_STORAGE_PREFIX = 'vidriera:cart:v2:';

export function cartStorageKey(slug: string | null | undefined): string {
  return `${CART_STORAGE_PREFIX}${slug || 'default'}`;
}
