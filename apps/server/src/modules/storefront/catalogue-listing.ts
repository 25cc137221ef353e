import type { CatalogueSelection } from '@vidriera/core';
import { sql } from 'kysely';
import type { SearchPlan } from '../search/search-plan';
import { planMatch } from '../search/search-sql';
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

/** The cheapest price of `p` among its variants on sale. */
export const FROM_PRICE = sql<number>`(p.price_cents + coalesce((select min(v.price_adjustment_cents) from product_variants v
  where v.product_id = p.id and v.is_active), 0))`;

/**
 * The conditions on a product `p` (and its search row `ps`) of a search's results before any filter: on sale, with a
 * variant on sale, matching the words (search-sql.ts). A search of only small words finds nothing. The filters are
 * counted over the store's catalogue index (catalogue-index-listing.ts).
 */
export const searchConditions = (plan: SearchPlan, storeId: string) => sql<boolean>`p.is_active
    and exists (select 1 from product_variants v where v.product_id = p.id and v.is_active)
    and not ${plan.empty} and ${planMatch(plan, storeId)}`;
