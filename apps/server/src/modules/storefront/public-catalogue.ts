import {
  type CatalogueSelection,
  type PublicProductsPage,
  productPathSegment,
  STOREFRONT_PAGE_SIZE,
} from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import { AVAILABLE_UNITS } from '../stock/availability';
import { FIRST_RESERVATION_EXPIRY, nextPromotionChange } from '../public-store/store-page-version';
import { planScore, VARIANT_IN_STOCK } from '../search/search-sql';
import { chosenVariant, type Listing, listingConditions, resolveListing } from './catalogue-listing';
import { readFacets } from './catalogue-facets';
import { readStoreVocabulary } from './store-vocabulary';
import { COMPARE_AT, VALUE_TEXT } from '../catalogue/catalogue-sql';
import { descriptionSnippet } from '../../shared/rich-text';
import { productBadges, type ProductBadgeRow, productBadgeColumns } from '../discounts/promotion-rows';

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

interface ProductCardRow extends ProductRowBase, ProductBadgeRow {
  variant_id: string | null;
  image: string | null;
  variant_count: number;
  available: number | null;
  min_adjustment: number;
  max_adjustment: number;
  compare_at: number | null;
  attributes: { name: string; value: string; hexColor: string | null }[];
  total: number;
  changes_at: Date | string | null;
}

/**
 * A catalogue page and when what it shows changes by itself: the first active reservation of its products' variants
 * to expire (nothing is written then; store-page-version.ts), null when none of their units is reserved.
 */
export interface CataloguePage {
  catalogue: PublicProductsPage;
  changesAt: Date | null;
}

/** What a catalogue page lists: the words searched (null: no search) and the filters chosen, resolved for the store. */
export interface CatalogueFilter {
  query: string | null;
  selection: CatalogueSelection;
}

const CATALOGUE_ORDER = sql`order by p.created_at desc, p.id`;
/** Search results: products in stock first, then how well each matched (search-sql.ts), then newest first. */
const SEARCH_ORDER = sql`order by p.in_stock desc, p.score desc, p.created_at desc, p.id`;
/** The first picture of `p`. */
export const FIRST_IMAGE = sql<
  string | null
>`(select i.url from product_images i where i.product_id = p.id order by i.position limit 1)`;

/**
 * One page of active products (12, newest first; or search results) of the store `storeId` that the listing
 * selects (catalogue-listing.ts), in one query: the page's products and the total are picked first by a window over
 * plain rows, and only the page's 12 cards then pay for their aggregates and attributes. Prepared (PREPARED,
 * packages/db/src/prepared-statements.ts): its text depends only on whether it searches, never on values.
 */
async function readCataloguePage(
  db: Kysely<Database>,
  storeId: string,
  page: number,
  listing: Listing,
): Promise<Omit<PublicProductsPage, 'facets' | 'suggestion'> & { changesAt: Date | null }> {
  const offset = (page - 1) * STOREFRONT_PAGE_SIZE;
  const searching = listing.searching;
  const result = await sql<ProductCardRow>`
    with listed as (
      select p.id, p.name, p.description, p.price_cents, p.category_id, p.created_at, p.requires_stock, p.is_service,
        count(*) over () as total,
        ${searching ? sql`${planScore(listing.plan)}` : sql`0`} as score,
        ${searching ? sql`exists (select 1 from product_variants v where v.product_id = p.id and ${VARIANT_IN_STOCK})` : sql`true`} as in_stock,
        ${chosenVariant(listing)} as variant_id
      from products p join product_search ps on ps.product_id = p.id
      where p.store_id = ${storeId}::uuid and ${listingConditions(listing)}
      ${searching ? sql`order by in_stock desc, score desc, p.created_at desc, p.id` : CATALOGUE_ORDER}
      limit ${STOREFRONT_PAGE_SIZE} offset ${offset}
    )
    select p.id, p.name, p.description, p.price_cents, p.category_id, c.name as category_name, p.total, p.variant_id,
      ${FIRST_IMAGE} as image,
      agg.variant_count, agg.available, agg.min_adjustment, agg.max_adjustment,
      (select ${COMPARE_AT} from product_variants v where v.product_id = p.id and v.is_active order by v.price_adjustment_cents, v.position limit 1) as compare_at,
      coalesce((
        select json_agg(json_build_object('name', a.display_name, 'value', ${VALUE_TEXT}, 'hexColor', av.hex_color) order by a.sort_order)
        from variant_values vv join attributes a on a.id = vv.attribute_id left join attribute_values av on av.id = vv.attribute_value_id
        where vv.variant_id = coalesce(p.variant_id, (select v.id from product_variants v where v.product_id = p.id and v.is_active order by v.position limit 1))
      ), '[]') as attributes,
      least((select ${FIRST_RESERVATION_EXPIRY} from product_variants v where v.product_id = p.id and v.reserved_units > 0),
        ${nextPromotionChange(storeId)}) as changes_at,
      ${productBadgeColumns(storeId)}
    from listed p
    left join categories c on c.id = p.category_id
    cross join lateral (
      select count(*) as variant_count, sum(${AVAILABLE_UNITS}) as available,
        min(v.price_adjustment_cents) as min_adjustment, max(v.price_adjustment_cents) as max_adjustment
      from product_variants v where v.product_id = p.id and v.is_active
    ) agg
    ${searching ? SEARCH_ORDER : CATALOGUE_ORDER}
    ${sql.raw(PREPARED)}`.execute(db);
  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && page > 1) {
    const counted = await sql<{ n: number }>`
      select count(*) as n from products p join product_search ps on ps.product_id = p.id
      where p.store_id = ${storeId}::uuid and ${listingConditions(listing)} ${sql.raw(PREPARED)}`.execute(db);
    total = Number(counted.rows[0]?.n ?? 0);
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
    variantId: r.variant_id,
    badges: productBadges(r),
  }));
  const changes = result.rows.flatMap((r) => (r.changes_at ? [new Date(r.changes_at).getTime()] : []));
  const changesAt = changes.length ? new Date(Math.min(...changes)) : null;
  return { items, total, page, pageSize: STOREFRONT_PAGE_SIZE, changesAt };
}

/**
 * A catalogue page (or search results) of a store the caller already found, with what its filters offer
 * (catalogue-facets.ts) and, when a search found nothing, the words it may have meant.
 */
export async function listPublicProducts(
  db: Kysely<Database>,
  storeId: string,
  page: number,
  filter: CatalogueFilter,
): Promise<CataloguePage> {
  const vocabulary = await readStoreVocabulary(db, storeId, filter.query ?? '');
  const listing = await resolveListing(db, storeId, vocabulary, filter.query, filter.selection);
  const [found, facets] = await Promise.all([
    readCataloguePage(db, storeId, page, listing),
    readFacets(db, storeId, listing, vocabulary),
  ]);
  const { changesAt, ...listed } = found;
  return {
    catalogue: { ...listed, facets, suggestion: found.total === 0 ? listing.plan.suggestion : null },
    changesAt,
  };
}
