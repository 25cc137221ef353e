import {
  FEED_MORE_PICTURES,
  feedAttributeKind,
  feedPrice,
  isGtin,
  ogImageUrl,
  productBrand,
  productPathSegment,
  storeHref,
  VARIANT_QUERY,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { XMLBuilder } from 'fast-xml-parser';
import { type Kysely, type Selectable, sql } from 'kysely';
import { yieldToLoop } from '../../shared/yield-to-loop';
import { AVAILABLE_UNITS } from '../stock/availability';
import { COMPARE_AT, VALUE_TEXT } from '../catalogue/catalogue-sql';
import { descriptionText } from '../../shared/rich-text';

/**
 * A store's product feed (docs/product/catalogue.md, "Feed de productos"):
 * RSS 2.0 with Google's `g:` namespace, which Meta Commerce Manager (the
 * catalogue of WhatsApp Business and Instagram) and Google Merchant Center
 * read. One item per active variant of an active product, with its
 * availability from the one rule of modules/stock/availability.ts, its
 * pictures the variant's own first, then its product's, its brand the
 * product's (else the store's name), a GTIN when its barcode is one, the
 * price before a promotion as `g:price` with the price as `g:sale_price`, the
 * product's gender and age group when the merchant set them, and a link
 * that opens the product page on that variant. A variant with no picture
 * (its own or its product's) has no item: the merchant sees which products
 * are left out and why (feed-left-out.ts). The route keeps it per store
 * version like the store pages (feed-route.ts).
 */

/** The product's own columns (gender and age group null when the merchant did not set them), then the variant's. */
interface FeedRow extends Pick<
  Selectable<Database['products']>,
  'name' | 'description' | 'price_cents' | 'brand' | 'gender' | 'age_group'
> {
  product_id: string;
  /** Null for a product without active variants, which has no item. */
  variant_id: string | null;
  sku: string | null;
  final_price: number;
  compare_at: number | null;
  barcode: string | null;
  available: number | null;
  /** The variant's own pictures, the first is its main one. */
  variant_images: string[] | null;
  product_images: string[] | null;
  values: { name: string; displayName: string; hasColours: boolean; value: string }[] | null;
}

export interface FeedStore {
  id: string;
  name: string;
  slug: string;
}

/** Characters XML 1.0 cannot carry at all, even escaped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const text = (value: string) => value.replace(NOT_XML, '');

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

/** Products read and written out between two turns of the event loop: a large store's feed never holds the server. */
const FEED_PAGE = 100;

/** Where a page ends: its last product (its time as text, which keeps the microseconds a Date would lose). */
interface FeedCursor {
  created_at_text: string;
  product_id: string;
}

/**
 * One page of active products, newest first, each with its active variants
 * (a product without any comes once, with no variant, so that pages count
 * products).
 */
async function readFeedPage(
  db: Kysely<Database>,
  storeId: string,
  after: FeedCursor | null,
): Promise<(FeedRow & FeedCursor)[]> {
  const result = await sql<FeedRow & FeedCursor>`
    select p.id as product_id, p.created_at::text as created_at_text, p.name, p.description, p.price_cents, p.brand, p.gender, p.age_group, v.id as variant_id, v.sku,
      p.price_cents + v.price_adjustment_cents as final_price, ${COMPARE_AT} as compare_at, v.barcode, ${AVAILABLE_UNITS} as available,
      v.images as variant_images, (select json_agg(i.url order by i.position) from product_images i where i.product_id = p.id) as product_images,
      (select json_agg(json_build_object('name', a.name, 'displayName', a.display_name, 'hasColours', av.hex_color is not null, 'value', ${VALUE_TEXT}) order by a.sort_order)
        from variant_values vv join attributes a on a.id = vv.attribute_id left join attribute_values av on av.id = vv.attribute_value_id
        where vv.variant_id = v.id) as values
    from (
      select * from products
      where store_id = ${storeId} and is_active
        ${after ? sql`and created_at <= ${after.created_at_text}::timestamptz and (created_at < ${after.created_at_text}::timestamptz or id > ${after.product_id})` : sql``}
      order by created_at desc, id limit ${FEED_PAGE}
    ) p left join lateral (select * from product_variants v where v.product_id = p.id and v.is_active) v on true
    order by p.created_at desc, p.id, v.position, v.id
  `.execute(db);
  return result.rows;
}

/**
 * The feed's XML, read and written a page of products at a time. `where.pages`:
 * where the store's pages live (its own address, the pages' canonical one,
 * without a trailing slash); `where.files`: the app's address, which serves
 * the pictures.
 */
export async function productFeed(
  db: Kysely<Database>,
  store: FeedStore,
  where: { pages: string; files: string },
): Promise<string> {
  const origin = where.pages;
  const files = where.files.replace(/\/+$/, '');
  const absolute = (url: string) => (url.startsWith('/') ? `${files}${url}` : url);
  const item = (row: FeedRow) => {
    const values = row.values ?? [];
    const kind = (k: 'color' | 'size') =>
      values
        .filter((v) => feedAttributeKind(v) === k)
        .map((v) => v.value)
        .join('/') || undefined;
    const title = values.length > 0 ? `${row.name} (${values.map((v) => v.value).join(', ')})` : row.name;
    const pictures = [...new Set([...(row.variant_images ?? []), ...(row.product_images ?? [])])].map((url) =>
      absolute(ogImageUrl(url)),
    );
    const price = Number(row.final_price);
    const before = row.compare_at === null ? null : Number(row.compare_at);
    const segment = productPathSegment(row.name, row.product_id);
    return {
      'g:id': text(row.sku ?? row.variant_id ?? ''),
      'g:item_group_id': row.product_id,
      title: text(title),
      description: text(descriptionText(row.description).trim() || row.name),
      link: `${origin}${storeHref('', 'product', { segment }, { [VARIANT_QUERY]: row.variant_id ?? undefined })}`,
      'g:image_link': pictures[0],
      'g:additional_image_link': pictures.length > 1 ? pictures.slice(1, 1 + FEED_MORE_PICTURES) : undefined,
      'g:availability': row.available === null || Number(row.available) > 0 ? 'in stock' : 'out of stock',
      'g:price': feedPrice(before ?? price),
      'g:sale_price': before === null ? undefined : feedPrice(price),
      'g:brand': text(productBrand(row.brand, store.name)),
      'g:gtin': isGtin(row.barcode) ? row.barcode : undefined,
      'g:identifier_exists': isGtin(row.barcode) ? undefined : 'no',
      'g:condition': 'new',
      'g:color': kind('color') && text(kind('color') ?? ''),
      'g:size': kind('size') && text(kind('size') ?? ''),
      'g:gender': row.gender ?? undefined,
      'g:age_group': row.age_group ?? undefined,
    };
  };
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n',
    builder.build({
      title: text(store.name),
      link: `${origin}/`,
      description: `Productos de ${text(store.name)}`,
    }) as string,
  ];
  let after: FeedCursor | null = null;
  for (;;) {
    const rows = await readFeedPage(db, store.id, after);
    // An item without a picture is refused by Google and Meta: left out, and listed for the merchant (feed-left-out.ts).
    const items = rows
      .filter((r) => r.variant_id !== null)
      .map(item)
      .filter((i) => i['g:image_link'] !== undefined);
    if (items.length > 0) parts.push(builder.build({ item: items }) as string);
    const last = rows.at(-1);
    if (!last || new Set(rows.map((r) => r.product_id)).size < FEED_PAGE) break;
    after = { created_at_text: last.created_at_text, product_id: last.product_id };
    await yieldToLoop();
  }
  parts.push('</channel>\n</rss>\n');
  return parts.join('');
}
