import { type PublicProductsPage, productPathSegment, STOREFRONT_PAGE_SIZE } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import { AVAILABLE_UNITS } from '../stock/availability';
import { IN_CATEGORY } from '../catalogue/product-categories-sql';
import { COMPARE_AT, VALUE_TEXT } from '../catalogue/catalogue-sql';
import { descriptionSnippet } from '../../shared/rich-text';

/**
 * Public reads of the storefront's catalogue pages and search. Each answers
 * in one query, however many products, variants and attributes a page shows
 * (the public API keeps them under the store's version, catalogue-page-route.ts);
 * one product's page is public-product.ts. Availability is the one rule of
 * modules/stock/availability.ts.
 */

/** The columns every product row of the public catalogue starts with. */
export interface ProductRowBase extends Pick<
  Selectable<Database['products']>,
  'id' | 'name' | 'description' | 'price_cents' | 'category_id'
> {
  category_name: string | null;
}

interface ProductCardRow extends ProductRowBase {
  store_id: string;
  image: string | null;
  variant_count: number;
  available: number | null;
  min_adjustment: number;
  max_adjustment: number;
  compare_at: number | null;
  attributes: { name: string; value: string; hexColor: string | null }[];
  total: number;
}

/** What a catalogue page lists: a category, the words searched (null: no search). */
export interface CatalogueFilter {
  categoryId: string | null;
  query: string | null;
}

/**
 * The search as one full-text query over the store `s` (docs/product/storefront.md,
 * "Búsqueda"): the words' stems in migration 014's `es_unaccent`
 * configuration (accents and case folded, plural and singular one stem,
 * Spanish stop words dropped), all required, in any order. A word of 5
 * letters or more also accepts, in product names only (weight A), the stems
 * of the store's product names one letter away from it (fuzzystrmatch's
 * levenshtein over the store's distinct name stems, not over every product).
 * Only plain stems (letters and digits) are kept, so no word can be read as
 * query syntax. With the query built first, matching uses the GIN index.
 */
const searchQuery = (query: string) => sql`
  select count(*) as words, string_agg('(' || quote_literal(w.t) || coalesce((
      select string_agg(' | ' || quote_literal(near.n) || ':A', '')
      from (select distinct n from s join products np on np.store_id = s.id cross join unnest(np.name_terms) n
            where np.is_active and length(n) between length(w.t) - 1 and length(w.t) + 1) near
      where length(w.t) >= 5 and near.n <> w.t and levenshtein(near.n, w.t) <= 1), '') || ')', ' & ')::tsquery as query
  from (select distinct t from unnest(tsvector_to_array(to_tsvector('es_unaccent', ${query}::text))) t where t ~ '^[[:alnum:]]+$') w`;

/** A product matches a search when its name and description answer the query above. */
const MATCHES_SEARCH = sql`q.words > 0 and p.search_vector @@ q.query`;

/** The products a catalogue page may list: active, in the chosen category, matching the search, with an active variant. */
const listedProducts = ({ categoryId, query }: CatalogueFilter) =>
  sql`p.is_active ${categoryId ? sql`and ${IN_CATEGORY(categoryId)}` : sql``}
    ${query !== null ? sql`and ${MATCHES_SEARCH}` : sql``}
    and exists (select 1 from product_variants v where v.product_id = p.id and v.is_active)`;
const CATALOGUE_ORDER = sql`order by p.created_at desc, p.id`;
/** Search results: names weigh more than descriptions (weights A and B), then newest first. */
const SEARCH_ORDER = sql`order by p.rank desc, p.created_at desc, p.id`;
const FIRST_IMAGE = sql`(select i.url from product_images i where i.product_id = p.id order by i.position limit 1)`;

/**
 * One page of active products (12, newest first; or search results) of the
 * store `storeSource` selects (one row with its id, or none), in one query:
 * the page's products and the total are picked first by a window over plain
 * rows, and only the page's 12 cards then pay for their aggregates and
 * attributes; the search's step is there only when there is a search. An
 * empty page takes a second query, which tells an unknown store (undefined)
 * from a page past the end (the total). Both are prepared (PREPARED,
 * packages/db/src/prepared-statements.ts): their text depends only on the
 * filter's shape, never on its values.
 */
async function readCataloguePage(
  db: Kysely<Database>,
  storeSource: RawBuilder<unknown>,
  page: number,
  filter: CatalogueFilter,
): Promise<{ storeId: string; page: PublicProductsPage } | undefined> {
  const offset = (page - 1) * STOREFRONT_PAGE_SIZE;
  const listed = listedProducts(filter);
  const searching = filter.query !== null;
  const order = searching ? SEARCH_ORDER : CATALOGUE_ORDER;
  const result = await sql<ProductCardRow>`
    with s as (${storeSource}),
    ${searching ? sql`q as (${searchQuery(filter.query ?? '')}),` : sql``}
    listed as (
      select p.id, p.store_id, p.name, p.description, p.price_cents, p.category_id, p.created_at, p.requires_stock, p.is_service, count(*) over () as total,
        ${searching ? sql`ts_rank(p.search_vector, q.query)` : sql`0::real`} as rank
      from s join products p on p.store_id = s.id ${searching ? sql`cross join q` : sql``}
      where ${listed}
      ${searching ? sql`order by rank desc, p.created_at desc, p.id` : CATALOGUE_ORDER}
      limit ${STOREFRONT_PAGE_SIZE} offset ${offset}
    )
    select p.id, p.store_id, p.name, p.description, p.price_cents, p.category_id, c.name as category_name, p.total,
      ${FIRST_IMAGE} as image,
      agg.variant_count, agg.available, agg.min_adjustment, agg.max_adjustment,
      (select ${COMPARE_AT} from product_variants v where v.product_id = p.id and v.is_active order by v.price_adjustment_cents, v.position limit 1) as compare_at,
      coalesce((
        select json_agg(json_build_object('name', a.display_name, 'value', ${VALUE_TEXT}, 'hexColor', av.hex_color) order by a.sort_order)
        from variant_values vv join attributes a on a.id = vv.attribute_id left join attribute_values av on av.id = vv.attribute_value_id
        where vv.variant_id = (select v.id from product_variants v where v.product_id = p.id and v.is_active order by v.position limit 1)
      ), '[]') as attributes
    from listed p
    left join categories c on c.id = p.category_id
    cross join lateral (
      select count(*) as variant_count, sum(${AVAILABLE_UNITS}) as available,
        min(v.price_adjustment_cents) as min_adjustment, max(v.price_adjustment_cents) as max_adjustment
      from product_variants v where v.product_id = p.id and v.is_active
    ) agg
    ${order}
    ${sql.raw(PREPARED)}`.execute(db);
  let storeId = result.rows[0]?.store_id;
  let total = Number(result.rows[0]?.total ?? 0);
  if (storeId === undefined) {
    const store = await sql<{ id: string; n: number }>`
      with s as (${storeSource}) ${searching ? sql`, q as (${searchQuery(filter.query ?? '')})` : sql``}
      select s.id, (select count(*) from products p ${searching ? sql`cross join q` : sql``} where p.store_id = s.id and ${listed}) as n from s
      ${sql.raw(PREPARED)}`.execute(db);
    if (!store.rows[0]) return undefined;
    storeId = store.rows[0].id;
    total = Number(store.rows[0].n);
  }
  const items = result.rows.map((r) => ({
    id: r.id,
    slug: productPathSegment(r.name, r.id),
    name: r.name,
    description: descriptionSnippet(r.description),
    priceCents: Number(r.price_cents),
    minPriceCents: Number(r.price_cents) + Number(r.min_adjustment),
    maxPriceCents: Number(r.price_cents) + Number(r.max_adjustment),
    compareAtPriceCents: r.compare_at === null ? null : Number(r.compare_at),
    availableStock: r.available === null ? null : Number(r.available),
    variantCount: Number(r.variant_count),
    category: r.category_id ? { id: r.category_id, name: r.category_name ?? '' } : null,
    image: r.image,
    attributes: r.attributes,
  }));
  return { storeId, page: { items, total, page, pageSize: STOREFRONT_PAGE_SIZE } };
}

/** A catalogue page (or search results) of a store the caller already found. */
export async function listPublicProducts(
  db: Kysely<Database>,
  storeId: string,
  page: number,
  filter: CatalogueFilter,
): Promise<PublicProductsPage> {
  const found = await readCataloguePage(db, sql`select ${storeId}::uuid as id`, page, filter);
  return found?.page ?? { items: [], total: 0, page, pageSize: STOREFRONT_PAGE_SIZE };
}
