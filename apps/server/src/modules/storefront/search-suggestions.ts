import { productPathSegment, SUGGESTED_CATEGORIES_MAX, SUGGESTED_PRODUCTS_MAX, type Suggestions } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';
import { planFromAnalysis } from '../search/query-analysis';
import { nearWords } from '../search/near-words';
import type { KeptReads } from '../../shared/kept-reads';
import {
  keptCatalogueIndex,
  keptQueryWords,
  keptStoreTerms,
  keptVocabulary,
  type StoreVersions,
} from './catalogue-index';
import { listFromIndex } from './catalogue-index-listing';
import { searchListing } from './catalogue-listing';
import { FIRST_IMAGE } from './catalogue-cards';
import { matchWords } from './word-matches';

/*
 * The search box's suggestions while the shopper types (docs/product/storefront.md, "Búsqueda"): the search's own
 * engine (modules/search), the last word read as the beginning of a word, and the categories whose names begin with
 * the words typed. The words are matched over the store's kept terms (store-terms.ts), their ranking and stock come
 * from its kept catalogue index (catalogue-index.ts); two prepared statements (PREPARED): the categories, then the
 * products chosen.
 */

interface ProductRow {
  id: string;
  name: string;
  price_cents: number;
  image: string | null;
}

/**
 * Categories of the store with something for sale, each typed word beginning a word of its name or of its parent's
 * ("mujer rem" finds Mujer › Remeras); those named by the words themselves first, then the main ones.
 */
const matchingCategories = (storeId: string, query: string) => sql`
  (select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name) order by m.own desc, m.main desc, m.name), '[]')
   from (select c.id, c.name, c.parent_id is null as main,
       (select bool_and(exists (select 1 from unnest(search_stems(c.name)) s where starts_with(s, t)))
         from unnest(search_stems(${query})) t) as own
     from categories c left join categories pc on pc.id = c.parent_id
     where c.store_id = ${storeId}::uuid and cardinality(search_stems(${query})) > 0
       and not exists (select 1 from unnest(search_stems(${query})) t where not exists (
         select 1 from unnest(search_stems(c.name || ' ' || coalesce(pc.name, ''))) s where starts_with(s, t)))
       and exists (select 1 from products p where p.store_id = ${storeId}::uuid and p.is_active
         and c.id = any(${PRODUCT_CATEGORY_IDS}))
     order by own desc, main desc, c.name
     limit ${SUGGESTED_CATEGORIES_MAX}) m)`;

/** Whether one of `words` begins with `stem`. */
function begins(words: Set<string>, stem: string | undefined): boolean {
  if (stem === undefined) return false;
  for (const word of words) if (word.startsWith(stem)) return true;
  return false;
}

/**
 * The products and categories to suggest for `query` (already trimmed, not empty) in the store `storeId` at its pages
 * version: the products ranked as the search's first page ranks them, over the store's kept catalogue index.
 */
export async function findSuggestions(
  db: Kysely<Database>,
  store: StoreVersions & { id: string; kept: KeptReads },
  query: string,
): Promise<Suggestions> {
  const storeId = store.id;
  const [found, words, terms, vocabulary, index] = await Promise.all([
    sql<{ categories: Suggestions['categories'] }>`
      select ${matchingCategories(storeId, query)} as categories ${sql.raw(PREPARED)}`.execute(db),
    keptQueryWords(store.kept, db, query),
    keptStoreTerms(store.kept, db, storeId, store.catalogueVersion),
    keptVocabulary(store.kept, db, storeId, store.catalogueVersion),
    keptCatalogueIndex(store.kept, db, storeId, store),
  ]);
  // The store has a word the last typed word begins: that word stands for those words only.
  const lastWordPrefix = { begins: begins(terms.words.all, words.at(-1)?.stem) };
  const plan = await planFromAnalysis(
    db,
    { ...nearWords(terms.words, words), ...vocabulary.words },
    { lastWordPrefix },
  );
  const matches = matchWords(terms, plan);
  const listed = listFromIndex(index, searchListing(storeId, plan), matches, 1, [], SUGGESTED_PRODUCTS_MAX).page;
  const products = listed.length
    ? await sql<ProductRow>`
        select p.id, p.name, p.price_cents, ${FIRST_IMAGE} as image
        from unnest(${listed.map((p) => p.id)}::uuid[]) with ordinality x(id, n) join products p on p.id = x.id
        order by x.n
        ${sql.raw(PREPARED)}`.execute(db)
    : { rows: [] };
  return {
    products: products.rows.map((r) => ({
      id: r.id,
      slug: productPathSegment(r.name, r.id),
      name: r.name,
      image: r.image,
      priceCents: Number(r.price_cents),
      minPriceCents: index.products[index.place.get(r.id) ?? -1]?.priceCents ?? Number(r.price_cents),
    })),
    categories: found.rows[0]?.categories ?? [],
  };
}
