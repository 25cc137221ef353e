import { type AttributeTypeName, type PublicProduct, productPathSegment } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import { descriptionHtml, descriptionText } from '../../shared/rich-text';
import { AVAILABLE_UNITS } from '../stock/availability';
import { COMPARE_AT, VALUE_TEXT } from '../catalogue/catalogue-sql';
import type { ProductRowBase } from './catalogue-cards';
import { productBadges, type ProductBadgeRow, productBadgeColumns } from '../discounts/promotion-rows';

/*
 * One product's public page in one query, however many attributes and
 * variants it has. Availability is the one rule of modules/stock/availability.ts.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface ProductPageRow
  extends ProductRowBase, ProductBadgeRow, Pick<Selectable<Database['products']>, 'brand' | 'tags'> {
  images: string[] | null;
  attributes:
    | {
        id: string;
        name: string;
        displayName: string;
        type: AttributeTypeName;
        isRequired: boolean;
        values: { id: string; value: string; displayValue: string; hexColor: string | null }[] | null;
      }[]
    | null;
  variants:
    | {
        id: string;
        sku: string | null;
        priceAdjustmentCents: number;
        compareAtPriceCents: number | null;
        barcode: string | null;
        availableStock: number | null;
        values: { attributeId: string; attributeValueId: string | null; value: string }[] | null;
        images: string[];
      }[]
    | null;
}

/** One active product with its attributes (values its active variants use), variants, final prices and availability; a prepared statement (two texts: a short id or a whole one). */
export async function findPublicProduct(
  db: Kysely<Database>,
  storeId: string,
  id: string,
): Promise<PublicProduct | undefined> {
  const short = /^[0-9a-f]{8}$/.test(id);
  if (!short && !UUID.test(id)) return undefined;
  const match = short ? sql`p.id::text like ${`${id}%`}` : sql`p.id = ${id}`;
  const result = await sql<ProductPageRow>`
    select p.id, p.name, p.description, p.price_cents, p.brand, p.tags, c.id as category_id, c.name as category_name,
      (select json_agg(i.url order by i.position) from product_images i where i.product_id = p.id) as images,
      (select json_agg(json_build_object(
          'id', a.id, 'name', a.name, 'displayName', a.display_name, 'type', a.attribute_type, 'isRequired', a.is_required,
          'values', (select json_agg(json_build_object('id', av.id, 'value', av.value, 'displayValue', av.display_value, 'hexColor', av.hex_color) order by av.sort_order)
                     from attribute_values av
                     where av.attribute_id = a.id and exists (
                       select 1 from variant_values vv join product_variants v on v.id = vv.variant_id
                       where vv.attribute_value_id = av.id and v.product_id = p.id and v.is_active))
        ) order by a.sort_order)
        from product_attributes pa join attributes a on a.id = pa.attribute_id where pa.product_id = p.id) as attributes,
      (select json_agg(json_build_object(
          'id', v.id, 'sku', v.sku, 'priceAdjustmentCents', v.price_adjustment_cents,
          'compareAtPriceCents', ${COMPARE_AT}, 'barcode', v.barcode, 'availableStock', ${AVAILABLE_UNITS}, 'images', v.images,
          'values', (select json_agg(json_build_object('attributeId', vv.attribute_id, 'attributeValueId', vv.attribute_value_id, 'value', ${VALUE_TEXT}))
                     from variant_values vv left join attribute_values av on av.id = vv.attribute_value_id where vv.variant_id = v.id)
        ) order by v.position)
        from product_variants v where v.product_id = p.id and v.is_active) as variants,
      ${productBadgeColumns(storeId)}
    from products p
    left join categories c on c.id = p.category_id
    where p.store_id = ${storeId} and p.is_active and ${match}
    order by p.created_at desc
    limit 1
    ${sql.raw(PREPARED)}`.execute(db);
  const row = result.rows[0];
  if (!row || !row.variants?.length) return undefined;
  const base = Number(row.price_cents);
  return {
    id: row.id,
    slug: productPathSegment(row.name, row.id),
    name: row.name,
    description: descriptionText(row.description),
    descriptionHtml: descriptionHtml(row.description),
    priceCents: base,
    brand: row.brand,
    tags: row.tags,
    category: row.category_id ? { id: row.category_id, name: row.category_name ?? '' } : null,
    images: row.images ?? [],
    attributes: (row.attributes ?? []).map((a) => ({ ...a, values: a.values ?? [] })),
    variants: row.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      finalPriceCents: base + Number(v.priceAdjustmentCents),
      compareAtPriceCents: v.compareAtPriceCents === null ? null : Number(v.compareAtPriceCents),
      barcode: v.barcode,
      availableStock: v.availableStock === null ? null : Number(v.availableStock),
      values: v.values ?? [],
      images: v.images,
    })),
    badges: productBadges(row),
  };
}
