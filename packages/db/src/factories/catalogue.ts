import type { Kysely } from 'kysely';
import type { Database } from '../types';
import type { AttributeSpec } from './clothing';

/**
 * Catalogue factories shared by the demo store, the benchmark seed and the
 * tests: plain inserts of rows that are already valid.
 */

export async function createCategory(
  db: Kysely<Database>,
  storeId: string,
  name: string,
  description: string | null = null,
) {
  return db
    .insertInto('categories')
    .values({ store_id: storeId, name, description })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function createAttribute(db: Kysely<Database>, storeId: string, spec: AttributeSpec) {
  const attribute = await db
    .insertInto('attributes')
    .values({
      store_id: storeId,
      name: spec.name,
      display_name: spec.displayName,
      attribute_type: spec.type,
      is_required: spec.isRequired ?? false,
      sort_order: spec.sortOrder ?? 0,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const values = spec.values?.length
    ? await db
        .insertInto('attribute_values')
        .values(
          spec.values.map((v, index) => ({
            store_id: storeId,
            attribute_id: attribute.id,
            value: v.value,
            display_value: v.displayValue,
            hex_color: v.hexColor ?? null,
            sort_order: index,
          })),
        )
        .returning(['id', 'value'])
        .execute()
    : [];
  return { ...attribute, values };
}

export interface VariantSpec {
  sku?: string | null;
  stock: number;
  priceAdjustmentCents?: number;
  isActive?: boolean;
  /** attribute id → attribute value id */
  selectValues?: Record<string, string>;
  /** Its own pictures, among the product's (migration 015). */
  images?: string[];
}

export interface ProductSpec {
  name: string;
  description?: string;
  priceCents: number;
  categoryId?: string | null;
  isActive?: boolean;
  images?: string[];
  attributeIds?: string[];
  variants: VariantSpec[];
  createdAt?: Date;
}

export async function createProduct(db: Kysely<Database>, storeId: string, spec: ProductSpec) {
  const product = await db
    .insertInto('products')
    .values({
      store_id: storeId,
      name: spec.name,
      description: spec.description ?? '',
      price_cents: spec.priceCents,
      category_id: spec.categoryId ?? null,
      is_active: spec.isActive ?? true,
      ...(spec.createdAt ? { created_at: spec.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (spec.images?.length) {
    await db
      .insertInto('product_images')
      .values(spec.images.map((url, position) => ({ store_id: storeId, product_id: product.id, position, url })))
      .execute();
  }
  if (spec.attributeIds?.length) {
    await db
      .insertInto('product_attributes')
      .values(
        spec.attributeIds.map((attributeId) => ({
          store_id: storeId,
          product_id: product.id,
          attribute_id: attributeId,
        })),
      )
      .execute();
  }
  const variants = await db
    .insertInto('product_variants')
    .values(
      spec.variants.map((v, position) => ({
        store_id: storeId,
        product_id: product.id,
        sku: v.sku ?? null,
        stock: v.stock,
        price_adjustment_cents: v.priceAdjustmentCents ?? 0,
        is_active: v.isActive ?? true,
        images: JSON.stringify(v.images ?? []),
        position,
      })),
    )
    .returning('id')
    .execute();
  const values = spec.variants.flatMap((v, i) =>
    Object.entries(v.selectValues ?? {}).map(([attributeId, valueId]) => ({
      store_id: storeId,
      variant_id: variants[i]?.id ?? '',
      attribute_id: attributeId,
      attribute_value_id: valueId,
    })),
  );
  if (values.length) await db.insertInto('variant_values').values(values).execute();
  return { id: product.id, variantIds: variants.map((v) => v.id) };
}

export * from './clothing';
