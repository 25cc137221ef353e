import type { CatalogueSelection } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, type RawBuilder, sql } from 'kysely';
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
 * The conditions on `p` (and its search row `ps`) a listing sets; with `except.filters`, only its search's (the
 * facets count each filter's values over those, catalogue-facets.ts). A search of only small words finds nothing.
 * A filter is in the statement only when chosen: its text tells the filters apart, never their values, so each
 * shape stays one prepared statement whose plan reads the products a filter keeps from its own index (a colour's
 * variants, a category's products) instead of trying every product of the store.
 */
export function listingConditions(l: Listing, except: { filters?: boolean } = {}) {
  const chosen = except.filters
    ? { values: 0, brands: false, min: false, max: false, category: false, inStock: false }
    : {
        values: l.values.length,
        brands: l.brands.length > 0,
        min: l.priceMinCents !== null,
        max: l.priceMaxCents !== null,
        category: l.categoryId !== null,
        inStock: l.inStock,
      };
  const when = (on: boolean, condition: RawBuilder<boolean>) => (on ? sql`and ${condition}` : sql``);
  return sql<boolean>`p.is_active
    and exists (select 1 from product_variants v where v.product_id = p.id and v.is_active)
    and not ${l.searching && l.plan.empty} and ${planMatch(l.plan, l.storeId)}
    ${when(
      chosen.category,
      sql`exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = p.id and (c.id = ${l.categoryId}::uuid or c.parent_id = ${l.categoryId}::uuid))`,
    )}
    ${when(chosen.brands, sql`p.brand = any(${l.brands}::text[])`)}
    ${when(chosen.min, sql`${FROM_PRICE} >= ${l.priceMinCents}::bigint`)}
    ${when(chosen.max, sql`${FROM_PRICE} <= ${l.priceMaxCents}::bigint`)}
    ${when(chosen.inStock, sql`exists (select 1 from product_variants v where v.product_id = p.id and ${VARIANT_IN_STOCK})`)}
    ${when(chosen.values > 0, productWithValues(l.values))}`;
}

/** The variant the listing's colours and sizes (typed or filtered) chose for `p`: its card links to it. */
export const chosenVariant = (l: Listing) =>
  l.plan.values.length === 0 && l.values.length === 0
    ? sql<string | null>`null::uuid`
    : sql<string | null>`(select v.id from product_variants v
  where v.product_id = p.id and ${VARIANT_IN_STOCK} and ${variantWithValues(l.plan.values)} and ${variantWithValues(l.values)}
  order by v.position limit 1)`;
