import { feedAttributeKind, feedPrice, ogImageUrl, productPathSegment, storeHref } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { XMLBuilder } from 'fast-xml-parser';
import { type Kysely, sql } from 'kysely';
import { AVAILABLE_UNITS } from '../stock/availability';
import { VALUE_TEXT } from './public-catalogue';

/**
 * A store's product feed (docs/product/catalogue.md, "Feed de productos"):
 * RSS 2.0 with Google's `g:` namespace, which Meta Commerce Manager (the
 * catalogue of WhatsApp Business and Instagram) and Google Merchant Center
 * read. One item per active variant of an active product, with its
 * availability from the one rule of modules/stock/availability.ts and its
 * picture the variant's own, else its product's first.
 */

interface FeedRow {
  product_id: string;
  name: string;
  description: string;
  price_cents: number;
  variant_id: string;
  sku: string | null;
  final_price: number;
  available: number | null;
  image: string | null;
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

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });

/** The feed's items, one query: every active variant of the store's active products, newest products first. */
async function readFeedRows(db: Kysely<Database>, storeId: string): Promise<FeedRow[]> {
  const result = await sql<FeedRow>`
    select p.id as product_id, p.name, p.description, p.price_cents, v.id as variant_id, v.sku,
      p.price_cents + v.price_adjustment_cents as final_price, ${AVAILABLE_UNITS} as available,
      coalesce(v.images->>0, (select i.url from product_images i where i.product_id = p.id order by i.position limit 1)) as image,
      (select json_agg(json_build_object('name', a.name, 'displayName', a.display_name, 'hasColours', av.hex_color is not null, 'value', ${VALUE_TEXT}) order by a.sort_order)
        from variant_values vv join attributes a on a.id = vv.attribute_id left join attribute_values av on av.id = vv.attribute_value_id
        where vv.variant_id = v.id) as values
    from products p join product_variants v on v.product_id = p.id and v.is_active
    where p.store_id = ${storeId} and p.is_active
    order by p.created_at desc, p.id, v.position, v.id
  `.execute(db);
  return result.rows;
}

/**
 * The feed's XML. `where.pages`: where the store's pages live (its own address,
 * the pages' canonical one, without a trailing slash); `where.files`: the app's
 * address, which serves the pictures.
 */
export async function productFeed(db: Kysely<Database>, store: FeedStore, where: { pages: string; files: string }): Promise<string> {
  const rows = await readFeedRows(db, store.id);
  const origin = where.pages;
  const files = where.files.replace(/\/+$/, '');
  const absolute = (url: string) => (url.startsWith('/') ? `${files}${url}` : url);
  const items = rows.map((row) => {
    const values = row.values ?? [];
    const kind = (k: 'color' | 'size') => values.filter((v) => feedAttributeKind(v) === k).map((v) => v.value).join('/') || undefined;
    const title = values.length > 0 ? `${row.name} (${values.map((v) => v.value).join(', ')})` : row.name;
    return {
      'g:id': text(row.sku ?? row.variant_id),
      'g:item_group_id': row.product_id,
      title: text(title),
      description: text(row.description.trim() || row.name),
      link: `${origin}${storeHref('', 'product', { segment: productPathSegment(row.name, row.product_id) })}`,
      'g:image_link': row.image ? absolute(ogImageUrl(row.image)) : undefined,
      'g:availability': row.available === null || Number(row.available) > 0 ? 'in stock' : 'out of stock',
      'g:price': feedPrice(Number(row.final_price)),
      'g:brand': text(store.name),
      'g:condition': 'new',
      'g:color': kind('color') && text(kind('color') ?? ''),
      'g:size': kind('size') && text(kind('size') ?? ''),
    };
  });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:g': 'http://base.google.com/ns/1.0',
      channel: {
        title: text(store.name),
        link: `${origin}/`,
        description: `Productos de ${text(store.name)}`,
        item: items,
      },
    },
  }) as string;
}
