import { productPathSegment, SUGGESTED_CATEGORIES_MAX, SUGGESTED_PRODUCTS_MAX, type Suggestions } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';
import { type AnalysisColumns, planFromAnalysis, queryAnalysisColumns } from '../search/query-analysis';
import { planScore, VARIANT_IN_STOCK } from '../search/search-sql';
import { FROM_PRICE, searchConditions } from './catalogue-listing';
import { FIRST_IMAGE } from './public-catalogue';

/*
 * The search box's suggestions while the shopper types (docs/product/storefront.md, "Búsqueda"): the search's own
 * engine (modules/search), the last word read as the beginning of a word, and the categories whose names begin with
 * the words typed. Two prepared statements (PREPARED): the words' analysis with the categories, then the products.
 */

interface AnalysisRow extends AnalysisColumns {
  /** The store has a word the last typed word begins. */
  begins: boolean;
  categories: Suggestions['categories'];
}

interface ProductRow {
  id: string;
  name: string;
  price_cents: number;
  from_price: number;
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

/** Whether the store has a word the query's last word begins. */
const lastWordBegins = (storeId: string, query: string) => sql`
  exists (select 1 from search_words k where k.store_id = ${storeId}::uuid
    and starts_with(k.word, (select w.stem from search_words_of(${query}) w order by w.place desc limit 1)))`;

/** The products and categories to suggest for `query` (already trimmed, not empty) in the store `storeId`. */
export async function findSuggestions(db: Kysely<Database>, storeId: string, query: string): Promise<Suggestions> {
  const { rows } = await sql<AnalysisRow>`
    select ${queryAnalysisColumns(storeId, query)}, ${lastWordBegins(storeId, query)} as begins,
      ${matchingCategories(storeId, query)} as categories
    ${sql.raw(PREPARED)}`.execute(db);
  const analysis = rows[0];
  if (!analysis) throw new Error(`findSuggestions: no row for ${storeId}`);
  const plan = await planFromAnalysis(db, analysis, { lastWordPrefix: { begins: analysis.begins } });
  const products = await sql<ProductRow>`
    select p.id, p.name, p.price_cents, ${FIRST_IMAGE} as image, ${FROM_PRICE} as from_price
    from (select p.id, p.name, p.price_cents, p.created_at, ${planScore(plan)} as score,
        exists (select 1 from product_variants v where v.product_id = p.id and ${VARIANT_IN_STOCK}) as in_stock
      from products p join product_search ps on ps.product_id = p.id
      where p.store_id = ${storeId}::uuid and ${searchConditions(plan, storeId)}
      order by in_stock desc, score desc, p.created_at desc, p.id
      limit ${SUGGESTED_PRODUCTS_MAX}) p
    order by p.in_stock desc, p.score desc, p.created_at desc, p.id
    ${sql.raw(PREPARED)}`.execute(db);
  return {
    products: products.rows.map((r) => ({
      id: r.id,
      slug: productPathSegment(r.name, r.id),
      name: r.name,
      image: r.image,
      priceCents: Number(r.price_cents),
      minPriceCents: Number(r.from_price),
    })),
    categories: analysis.categories,
  };
}
