import type { CatalogueSelection } from '@vidriera/core';
import type { SearchPlan } from '../search/search-plan';
import type { StoreVocabulary } from './store-vocabulary';

/**
 * Which products a catalogue page lists (docs/product/storefront.md, "Filtros" and "Búsqueda"), resolved for one
 * store: the search's plan and the filters, their keys turned into the store's ids and names.
 */
export interface Listing {
  storeId: string;
  searching: boolean;
  plan: SearchPlan;
  categoryId: string | null;
  /** Attribute values chosen in the filters, one group an attribute. */
  values: string[][];
  /** Per attribute chosen: its id and its values (the facet counts leave an attribute's own out). */
  chosen: { attributeId: string; valueIds: string[] }[];
  brands: string[];
  priceMinCents: number | null;
  priceMaxCents: number | null;
  inStock: boolean;
}

/** No search: every product matches, none ranks above another. */
export const NO_SEARCH: SearchPlan = {
  text: null,
  groups: [],
  values: [],
  valueText: null,
  suggestion: null,
  empty: false,
  terms: { text: [], groups: [], values: [] },
};

/** The listing an address asks of a store: its words as planned (`plan`), its filters' keys found among the store's. */
export function resolveListing(
  storeId: string,
  vocabulary: StoreVocabulary,
  query: string | null,
  plan: SearchPlan,
  selection: CatalogueSelection,
): Listing {
  const chosen = vocabulary.attributes
    .map((attribute) => ({
      attributeId: attribute.id,
      valueIds: attribute.values.filter((v) => selection.values[attribute.key]?.includes(v.key)).map((v) => v.id),
    }))
    .filter((c) => c.valueIds.length > 0);
  return {
    storeId,
    searching: query !== null,
    plan,
    categoryId: selection.category,
    values: chosen.map((c) => c.valueIds),
    chosen,
    brands: vocabulary.brands.filter((b) => selection.brands.includes(b.key)).map((b) => b.name),
    priceMinCents: selection.priceMin === null ? null : selection.priceMin * 100,
    priceMaxCents: selection.priceMax === null ? null : selection.priceMax * 100 + 99,
    inStock: selection.inStock,
  };
}

/**
 * What a search's words found (word-matches.ts): the products they match with how well, and those whose name says
 * the colours and sizes typed.
 */
export interface WordMatches {
  scores: Map<string, number>;
  named: Set<string>;
  /** How well every product not in `scores` matches; null when those products do not match at all. */
  others: number | null;
}

/** A search's results before any filter (the search box's suggestions). */
export const searchListing = (storeId: string, plan: SearchPlan): Listing => ({
  storeId,
  searching: true,
  plan,
  categoryId: null,
  values: [],
  chosen: [],
  brands: [],
  priceMinCents: null,
  priceMaxCents: null,
  inStock: false,
});
