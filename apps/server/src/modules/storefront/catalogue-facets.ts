import type { CatalogueFacets } from '@vidriera/core';
import type { FacetCounts } from './catalogue-index-listing';
import type { Listing } from './catalogue-listing';
import type { StoreVocabulary } from './store-vocabulary';

/** Every value of an attribute the listing chose: a variant's value among them is the one it has for that attribute. */
export function valuesOfChosenAttributes(l: Listing, vocabulary: StoreVocabulary): string[] {
  const chosenAttributes = new Set(l.chosen.map((c) => c.attributeId));
  return vocabulary.attributes.filter((a) => chosenAttributes.has(a.id)).flatMap((a) => a.values.map((v) => v.id));
}

/**
 * What the filters offer for a listing (docs/product/storefront.md, "Filtros"), named as the store names them: each
 * category, attribute value and brand with how many products of the list have it (counted by
 * catalogue-index-listing.ts), the price span, how many are in stock. A chosen value stays offered with its count,
 * even of 0.
 */
export function nameFacets(l: Listing, vocabulary: StoreVocabulary, found: FacetCounts): CatalogueFacets {
  const counts = found.values;
  const brandCounts = found.brands;
  return {
    categories: found.categories,
    attributes: vocabulary.attributes
      .map((a) => ({
        key: a.key,
        name: a.name,
        values: a.values
          .filter((v) => counts.has(v.id) || l.values.some((g) => g.includes(v.id)))
          .map((v) => ({ key: v.key, name: v.name, hexColor: v.hexColor, count: counts.get(v.id) ?? 0 })),
      }))
      .filter((a) => a.values.length > 0),
    brands: vocabulary.brands
      .map((b) => ({ key: b.key, name: b.name, hexColor: null, count: brandCounts.get(b.name) ?? 0 }))
      .filter((b) => b.count > 0 || l.brands.includes(b.name)),
    price:
      found.minPriceCents === null || found.maxPriceCents === null
        ? null
        : { minCents: found.minPriceCents, maxCents: found.maxPriceCents },
    inStock: found.inStock,
  };
}
