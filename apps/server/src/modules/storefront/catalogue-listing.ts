import type { CatalogueSelection } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { SearchPlan } from '../search/search-plan';
import { planMatch, planNamesValues, planScore } from '../search/search-sql';
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

/**
 * What a search's words found in the database (`readMatches`): the products they match with how
 * well, and those whose name says the colours and sizes typed.
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

/**
 * What the words' plan finds among the store's products on sale (search-sql.ts): each with how well it matches, and
 * whether its name says the colours and sizes typed. A search of only small words finds nothing. The variants, the
 * stock and the filters are read from the store's catalogue index (catalogue-index-listing.ts).
 */
export async function readMatches(db: Kysely<Database>, storeId: string, plan: SearchPlan): Promise<WordMatches> {
  if (plan.empty) return { scores: new Map(), named: new Set(), others: null };
  // Only colours and sizes typed ("negro", "talle l"): every product may match through its variants in stock, whose
  // values its colours and sizes hold (search-sql.ts planScore: 2 a group). Only those whose name says one are read;
  // any other that matches scores that 2 a group.
  const onlyValues = plan.text === null;
  const anyGroup = plan.groups.map((g) => `(${g})`).join(' | ');
  const { rows } = await sql<{ id: string; score: number; named: boolean }>`
    select ps.product_id as id, ${planScore(plan)} as score, ${planNamesValues(plan)} as named
    from product_search ps
    where ps.store_id = ${storeId}::uuid
      and ${onlyValues ? sql`(ps.head_terms || ps.name_terms) @@ ${anyGroup}::tsquery` : planMatch(plan, storeId)}
    ${sql.raw(PREPARED)}`.execute(db);
  return {
    scores: new Map(rows.map((r) => [r.id, Number(r.score)])),
    named: new Set(rows.filter((r) => r.named).map((r) => r.id)),
    others: onlyValues ? 2 * plan.groups.length : null,
  };
}
