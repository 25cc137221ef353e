import { removeAccents } from '@vidriera/core';

/*
 * Which product or variant a photo of a ZIP belongs to, by its file's name
 * (docs/product/catalogue.md, "Fotos en un ZIP"): a variant's SKU
 * ("RL-001-M.jpg"), or the product's URL identifier: its "Identificador de
 * URL" (or Shopify "Handle") kept from the import, else the one Tiendanube
 * would make of its name ("remera-lisa.jpg"), each optionally followed by "-2",
 * "-3"… for the order of several photos.
 */

export interface CatalogueForPhotos {
  products: { id: string; name: string }[];
  /** Addresses kept from imports (product_handles), already as URL identifiers. */
  handles: { handle: string; productId: string }[];
  variants: { id: string; productId: string; sku: string | null }[];
}

export interface PhotoMatch {
  name: string;
  productId: string;
  /** The variant whose SKU names the photo; null for the product's own. */
  variantId: string | null;
  /** 1 for "remera-lisa.jpg", n for "remera-lisa-n.jpg". */
  order: number;
}

export type PhotoMatchResult = { match: PhotoMatch } | { reason: string };

/** A name as a URL identifier: no accents, lowercase, words joined by one hyphen ("Remera Ñandú" → "remera-nandu"). */
export const urlIdentifier = (text: string) =>
  removeAccents(text.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const skuKey = (text: string) => text.trim().toUpperCase();

export function photoMatcher(catalogue: CatalogueForPhotos): (fileName: string) => PhotoMatchResult {
  // An imported product's address wins over its name's identifier: the platform's may be shorter or edited.
  const handles = new Map(catalogue.handles.map((h) => [h.handle, h.productId]));
  const byIdentifier = new Map<string, string[]>();
  for (const p of catalogue.products) {
    const key = urlIdentifier(p.name);
    if (key) byIdentifier.set(key, [...(byIdentifier.get(key) ?? []), p.id]);
  }
  const bySku = new Map<string, { id: string; productId: string }>();
  for (const v of catalogue.variants) if (v.sku) bySku.set(skuKey(v.sku), { id: v.id, productId: v.productId });

  const find = (stem: string, order: number, name: string): PhotoMatchResult | null => {
    const variant = bySku.get(skuKey(stem));
    if (variant) return { match: { name, productId: variant.productId, variantId: variant.id, order } };
    const handled = handles.get(urlIdentifier(stem));
    if (handled) return { match: { name, productId: handled, variantId: null, order } };
    const products = byIdentifier.get(urlIdentifier(stem)) ?? [];
    if (products.length > 1) return { reason: 'coincide con más de un producto del mismo nombre.' };
    const [productId] = products;
    return productId ? { match: { name, productId, variantId: null, order } } : null;
  };

  return (fileName) => {
    const stem = fileName.replace(/\.[^.]+$/, '');
    const exact = find(stem, 1, fileName);
    if (exact) return exact;
    const numbered = /^(.+?)[-_ ](\d{1,2})$/.exec(stem);
    const suffixed = numbered?.[1] && numbered[2] ? find(numbered[1], Number(numbered[2]), fileName) : null;
    return suffixed ?? { reason: 'no coincide con el identificador de URL ni con el SKU de ningún producto.' };
  };
}
