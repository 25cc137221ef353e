import type { CatalogueSelection } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';
import { type AnalysisColumns, planFromAnalysis } from '../search/query-analysis';
import type { SearchPlan } from '../search/search-plan';
import { planMatch, productWithValues, VARIANT_IN_STOCK, variantWithValues } from '../search/search-sql';
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
  /** Attribute values chosen in the filters, and how many attributes they belong to. */
  valueIds: string[];
  valueAttributes: number;
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
  valueIds: [],
  valueAttributes: 0,
  valueText: null,
  suggestion: null,
  empty: false,
};

/** The listing an address asks of a store: its words planned, its filters' keys found among the store's. */
export async function resolveListing(
  db: Kysely<Database>,
  storeId: string,
  vocabulary: StoreVocabulary & { analysis: AnalysisColumns },
  query: string | null,
  selection: CatalogueSelection,
): Promise<Listing> {
  const plan = query ? await planFromAnalysis(db, vocabulary.analysis) : NO_SEARCH;
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
    valueIds: chosen.flatMap((c) => c.valueIds),
    valueAttributes: chosen.length,
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
 * The conditions on `p` (and its search row `ps`) a listing sets; with `except.filters`, only its search's (the
 * facets count each filter's values over those, catalogue-facets.ts). A search of only small words finds nothing.
 */
export function listingConditions(l: Listing, except: { filters?: boolean } = {}) {
  const values = except.filters ? { ids: [], attributes: 0 } : { ids: l.valueIds, attributes: l.valueAttributes };
  const brands = except.filters ? [] : l.brands;
  const [min, max] = except.filters ? [null, null] : [l.priceMinCents, l.priceMaxCents];
  const category = except.filters ? null : l.categoryId;
  const inStock = except.filters ? false : l.inStock;
  return sql<boolean>`p.is_active
    and exists (select 1 from product_variants v where v.product_id = p.id and v.is_active)
    and (${category}::uuid is null or ${category}::uuid = any(${PRODUCT_CATEGORY_IDS}))
    and not ${l.searching && l.plan.empty} and ${planMatch(l.plan, l.storeId)}
    and (cardinality(${brands}::text[]) = 0 or p.brand = any(${brands}::text[]))
    and (${min}::bigint is null or ${FROM_PRICE} >= ${min}::bigint)
    and (${max}::bigint is null or ${FROM_PRICE} <= ${max}::bigint)
    and (not ${inStock} or exists (select 1 from product_variants v where v.product_id = p.id and ${VARIANT_IN_STOCK}))
    and (${values.attributes}::int = 0 or ${productWithValues(values.ids, values.attributes)})`;
}

/** The variant the listing's colours and sizes (typed or filtered) chose for `p`: its card links to it. */
export const chosenVariant = (l: Listing) => sql<string | null>`(select v.id from product_variants v
  where v.product_id = p.id and (${l.plan.valueAttributes}::int > 0 or ${l.valueAttributes}::int > 0) and ${VARIANT_IN_STOCK}
    and (${l.plan.valueAttributes}::int = 0 or ${variantWithValues(l.plan.valueIds, l.plan.valueAttributes)})
    and (${l.valueAttributes}::int = 0 or ${variantWithValues(l.valueIds, l.valueAttributes)})
  order by v.position limit 1)`;
