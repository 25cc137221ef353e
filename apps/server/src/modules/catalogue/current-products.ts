import type { VariantInput } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { VARIANT_VALUE_COLUMNS } from './product-rows';

/*
 * The products a CSV import updates, as they are: what the file has no column
 * for is kept from here (docs/product/catalogue.md, "Planilla CSV").
 */

export interface CurrentProduct {
  description: string;
  categoryIds: string[];
  productTypeId: string | null;
  isActive: boolean;
  isService: boolean;
  requiresStock: boolean;
  images: string[];
  attributeIds: string[];
  variants: (VariantInput & { id: string })[];
}

// Short statements: on PGlite each runs on the event loop (docs/decisions/015-long-work-in-chunks.md).
const SLICE = 250;

function byKey<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

export async function readCurrentProducts(
  db: Kysely<Database>,
  storeId: string,
  ids: string[],
): Promise<Map<string, CurrentProduct>> {
  const current = new Map<string, CurrentProduct>();
  for (let i = 0; i < ids.length; i += SLICE) {
    const slice = ids.slice(i, i + SLICE);
    const [products, categories, images, attributes, variants, values] = await Promise.all([
      db.selectFrom('products').selectAll().where('store_id', '=', storeId).where('id', 'in', slice).execute(),
      db
        .selectFrom('product_categories')
        .select(['product_id', 'category_id'])
        .where('store_id', '=', storeId)
        .where('product_id', 'in', slice)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('product_images')
        .select(['product_id', 'url'])
        .where('store_id', '=', storeId)
        .where('product_id', 'in', slice)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('product_attributes')
        .select(['product_id', 'attribute_id'])
        .where('store_id', '=', storeId)
        .where('product_id', 'in', slice)
        .execute(),
      db
        .selectFrom('product_variants')
        .selectAll()
        .where('store_id', '=', storeId)
        .where('product_id', 'in', slice)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('variant_values as vv')
        .innerJoin('product_variants as pv', 'pv.id', 'vv.variant_id')
        .select(VARIANT_VALUE_COLUMNS)
        .where('vv.store_id', '=', storeId)
        .where('pv.product_id', 'in', slice)
        .execute(),
    ]);
    const imagesOf = byKey(images, (x) => x.product_id);
    const categoriesOf = byKey(categories, (x) => x.product_id);
    const attributesOf = byKey(attributes, (x) => x.product_id);
    const valuesOf = byKey(values, (x) => x.variant_id);
    for (const p of products) {
      current.set(p.id, {
        description: p.description,
        categoryIds: (categoriesOf.get(p.id) ?? []).map((x) => x.category_id),
        productTypeId: p.product_type_id,
        isActive: p.is_active,
        isService: p.is_service,
        requiresStock: p.requires_stock,
        images: (imagesOf.get(p.id) ?? []).map((x) => x.url),
        attributeIds: (attributesOf.get(p.id) ?? []).map((x) => x.attribute_id),
        variants: [],
      });
    }
    for (const v of variants) {
      current.get(v.product_id)?.variants.push({
        id: v.id,
        sku: v.sku,
        stock: v.stock,
        priceAdjustmentCents: Number(v.price_adjustment_cents),
        isActive: v.is_active,
        weightGrams: v.weight_grams,
        values: (valuesOf.get(v.id) ?? []).map((x) => ({
          attributeId: x.attribute_id,
          attributeValueId: x.attribute_value_id,
          textValue: x.text_value,
          numberValue: x.number_value === null ? null : Number(x.number_value),
          booleanValue: x.boolean_value,
        })),
      });
    }
  }
  return current;
}
