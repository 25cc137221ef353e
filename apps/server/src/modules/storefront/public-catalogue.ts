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
import { NO_SEARCH, readMatches, resolveListing } from './catalogue-listing';
import { planFromAnalysis } from '../search/query-analysis';
import { nameFacets, valuesOfChosenAttributes } from './catalogue-facets';
import type { KeptReads } from '../../shared/kept-reads';
import {
  keptCatalogueIndex,
  keptVocabulary,
  keptWords,
  readCatalogueIndex,
  type SearchedWords,
} from './catalogue-index';
import { type ListedProduct, listFromIndex } from './catalogue-index-listing';
import { readQueryWords, readStoreVocabulary, type StoreVocabulary } from './store-vocabulary';
import { COMPARE_AT, VALUE_TEXT } from '../catalogue/catalogue-sql';
import { descriptionSnippet } from '../../shared/rich-text';
import { productBadges, type ProductBadgeRow, productBadgeColumns } from '../discounts/promotion-rows';

/**
 * Public reads of the storefront's catalogue pages and search: the words matched in the database, the list and its
 * filters' counts over the store's catalogue index (catalogue-index.ts), then the page's cards in one query however
 * many variants and attributes they show (the public API keeps each page under the store's version,
 * catalogue-page-route.ts); one product's page is public-product.ts. Availability is the one rule of
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
 * A catalogue page and when what it shows changes by itself: the first active reservation of the store's variants to
 * expire (a product may then come back to the list or its filters; nothing is written then, store-page-version.ts) or
 * a promotion of its cards starting or ending; null when neither is ahead.
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

/** The first picture of `p`. */
export const FIRST_IMAGE = sql<
  string | null
>`(select i.url from product_images i where i.product_id = p.id order by i.position limit 1)`;

/**
 * The cards of the products a page lists (catalogue-index-listing.ts), in its order, in one prepared statement
 * whatever their number of variants and attributes, and when what they show changes by itself (a reservation of
 * theirs expiring, a promotion starting or ending).
 */
async function readCards(
  db: Kysely<Database>,
  storeId: string,
  listed: ListedProduct[],
): Promise<{ items: PublicProductsPage['items']; changesAt: Date | null }> {
  if (listed.length === 0) return { items: [], changesAt: null };
  const result = await sql<ProductCardRow>`
    with listed as (
      select p.id, p.name, p.description, p.price_cents, p.category_id, p.requires_stock, p.is_service, x.variant_id, x.n
      from unnest(${listed.map((l) => l.id)}::uuid[], ${listed.map((l) => l.variantId)}::uuid[]) with ordinality x(id, variant_id, n)
      join products p on p.id = x.id
      where p.store_id = ${storeId}::uuid
    )
    select p.id, p.name, p.description, p.price_cents, p.category_id, c.name as category_name, p.variant_id,
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
    order by p.n
    ${sql.raw(PREPARED)}`.execute(db);
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
  return { items, changesAt: earliest(result.rows.map((r) => r.changes_at)) };
}

const earliest = (dates: (Date | string | null)[]) => {
  const times = dates.flatMap((d) => (d ? [new Date(d).getTime()] : []));
  return times.length ? new Date(Math.min(...times)) : null;
};

/** What `query` (empty: none) finds in the store: the words' plan and the products matched. */
async function readWords(
  db: Kysely<Database>,
  storeId: string,
  vocabulary: StoreVocabulary,
  query: string,
): Promise<SearchedWords> {
  if (!query) return { plan: NO_SEARCH, matches: null };
  const words = await readQueryWords(db, storeId, query);
  const plan = await planFromAnalysis(db, { ...words, ...vocabulary.words });
  return { plan, matches: await readMatches(db, storeId, plan) };
}

/** Where a store's catalogue index comes from: the instance's kept ones, at the store's pages version. */
export interface KeptCatalogue {
  reads: KeptReads;
  version: string;
}

/**
 * A catalogue page (or search results) of a store the caller already found, with what its filters offer and, when a
 * search found nothing, the words it may have meant. The store's catalogue index (catalogue-index.ts) and what the
 * words found are the kept ones when `kept` says where, else read for this page alone.
 */
export async function listPublicProducts(
  db: Kysely<Database>,
  storeId: string,
  page: number,
  filter: CatalogueFilter,
  kept?: KeptCatalogue,
): Promise<CataloguePage> {
  const query = filter.query ?? '';
  const [index, vocabulary] = await Promise.all(
    kept
      ? [
          keptCatalogueIndex(kept.reads, db, storeId, kept.version),
          keptVocabulary(kept.reads, db, storeId, kept.version),
        ]
      : [readCatalogueIndex(db, storeId), readStoreVocabulary(db, storeId)],
  );
  const read = () => readWords(db, storeId, vocabulary, query);
  const words = await (kept ? keptWords(kept.reads, storeId, kept.version, query, index.until, read) : read());
  const listing = resolveListing(storeId, vocabulary, filter.query, words.plan, filter.selection);
  const ofChosen = valuesOfChosenAttributes(listing, vocabulary);
  const listed = listFromIndex(index, listing, words.matches, page, ofChosen);
  const cards = await readCards(db, storeId, listed.page);
  return {
    catalogue: {
      items: cards.items,
      total: listed.total,
      page,
      pageSize: STOREFRONT_PAGE_SIZE,
      facets: nameFacets(listing, vocabulary, listed.facets),
      suggestion: listed.total === 0 ? words.plan.suggestion : null,
    },
    changesAt: earliest([index.until, cards.changesAt]),
  };
}
