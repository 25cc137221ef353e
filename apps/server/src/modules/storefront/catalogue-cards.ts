import { type PublicProductsPage, productPathSegment } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { KeptReads } from '../../shared/kept-reads';
import { descriptionSnippet } from '../../shared/rich-text';
import { COMPARE_AT, VALUE_TEXT } from '../catalogue/catalogue-sql';
import { productBadges, type ProductBadgeRow, productBadgeColumns } from '../discounts/promotion-rows';
import { FIRST_RESERVATION_EXPIRY, nextPromotionChange } from '../public-store/store-page-version';
import { AVAILABLE_UNITS } from '../stock/availability';
import type { ListedProduct } from './catalogue-index-listing';

/*
 * The cards of a catalogue page (docs/product/storefront.md, "Catálogo"): each product the page lists with the
 * variant its card links to, read in one prepared statement whatever their number of variants and attributes, and
 * kept one by one under the store's pages version until what a card shows changes by itself (a reservation of its
 * units expiring, a promotion starting or ending). A page of products other pages already showed reads nothing.
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

/** The first picture of `p`. */
export const FIRST_IMAGE = sql<
  string | null
>`(select i.url from product_images i where i.product_id = p.id order by i.position limit 1)`;

/**
 * The cards of the products a page lists (catalogue-index-listing.ts), in its order, in one prepared statement
 * whatever their number of variants and attributes, and when what they show changes by itself (a reservation of
 * theirs expiring, a promotion starting or ending).
 */
async function readCards(db: Kysely<Database>, storeId: string, listed: ListedProduct[]): Promise<KeptCard[]> {
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
  return result.rows.map((r) => ({
    changesAt: r.changes_at ? new Date(r.changes_at) : null,
    item: {
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
    },
  }));
}

/** A card and when what it shows changes by itself (null: not before the store's version moves). */
interface KeptCard {
  item: PublicProductsPage['items'][number];
  changesAt: Date | null;
}

/** The earliest of `dates` (null when none). */
export const earliest = (dates: (Date | string | null)[]) => {
  const times = dates.flatMap((d) => (d ? [new Date(d).getTime()] : []));
  return times.length ? new Date(Math.min(...times)) : null;
};

const cardKey = (storeId: string, listed: ListedProduct) =>
  `catalogue-card:${storeId}:${listed.id}:${listed.variantId ?? ''}`;

/**
 * The cards of `listed`, in its order, and when the first of them changes by itself. With `kept` (the instance's
 * kept reads at the store's pages version) the cards kept are used and only the others read, then kept.
 */
export async function catalogueCards(
  db: Kysely<Database>,
  storeId: string,
  listed: ListedProduct[],
  kept?: { reads: KeptReads; version: string },
): Promise<{ items: PublicProductsPage['items']; changesAt: Date | null }> {
  if (listed.length === 0) return { items: [], changesAt: null };
  let cards: (KeptCard | undefined)[];
  if (kept) {
    const byKey = new Map(listed.map((l) => [cardKey(storeId, l), l]));
    const found = await kept.reads.readMany<KeptCard>([...byKey.keys()], kept.version, async (missing) => {
      const read = await readCards(
        db,
        storeId,
        missing.map((key) => byKey.get(key)!),
      );
      return new Map(
        read.map((card) => [
          cardKey(storeId, { id: card.item.id, variantId: card.item.variantId }),
          { value: card, bytes: cardBytes(card), until: card.changesAt },
        ]),
      );
    });
    cards = listed.map((l) => found.get(cardKey(storeId, l)));
  } else cards = await readCards(db, storeId, listed);
  const present = cards.filter((card) => card !== undefined);
  return { items: present.map((c) => c.item), changesAt: earliest(present.map((c) => c.changesAt)) };
}

/** About what a card holds in memory (its JSON's length twice, as V8 keeps short strings in two bytes a letter). */
const cardBytes = (card: KeptCard) => 2 * JSON.stringify(card.item).length + 200;
