import { type ProductInput, productCategoryIds } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Transaction } from 'kysely';
import { sanitizeDescription } from '../../shared/rich-text';

/*
 * What a product's rows hold, as every writer of products (the product form,
 * the CSV import) writes them.
 */

/** A variant's own pictures, as stored: only those its product still has (docs/product/catalogue.md, "Fotos por variante"). */
/** A variant's values as the product form reads them back (`variant_values as vv`). */
export const VARIANT_VALUE_COLUMNS = [
  'vv.variant_id',
  'vv.attribute_id',
  'vv.attribute_value_id',
  'vv.text_value',
  'vv.number_value',
  'vv.boolean_value',
] as const;

export const variantImages = (input: ProductInput, images: string[]) =>
  JSON.stringify([...new Set(images)].filter((url) => input.images.includes(url)));

/** Stock only counts for products that need it (version A: services and no-stock products keep 0). */
export const stockOf = (input: ProductInput, stock: number) => (input.isService || !input.requiresStock ? 0 : stock);

/** A new variant's row, as the product form and the import insert it. */
export function newVariantRow(
  storeId: string,
  productId: string,
  input: ProductInput,
  v: ProductInput['variants'][number],
  position: number,
) {
  return {
    store_id: storeId,
    product_id: productId,
    sku: v.sku,
    stock: stockOf(input, v.stock),
    price_adjustment_cents: v.priceAdjustmentCents,
    is_active: v.isActive,
    images: variantImages(input, v.images ?? []),
    position,
    ...variantExtraColumns(v),
  };
}

/** A variant's barcode, price before a promotion, weight and wholesale tiers, only those it was given (absent keeps the row's or the default). */
export const variantExtraColumns = (v: ProductInput['variants'][number]) => ({
  ...(v.barcode !== undefined ? { barcode: v.barcode } : {}),
  ...(v.compareAtPriceCents !== undefined ? { compare_at_price_cents: v.compareAtPriceCents } : {}),
  ...(v.weightGrams !== undefined ? { weight_grams: v.weightGrams } : {}),
  ...(v.priceTiers !== undefined ? { price_tiers: JSON.stringify(v.priceTiers) } : {}),
});

/** The product's own columns, as both a new product and an edit write them. */
export function productColumns(input: ProductInput) {
  return {
    name: input.name,
    // Whoever wrote it (a form, an import), only the allowed tags are kept.
    description: sanitizeDescription(input.description),
    price_cents: input.priceCents,
    // The first of its categories; all of them are product_categories' (writeProductsChildren).
    category_id: productCategoryIds(input)[0] ?? null,
    product_type_id: input.productTypeId,
    is_active: input.isActive,
    is_service: input.isService,
    requires_stock: input.requiresStock,
    // Absent keeps the product's (the product form does not edit them yet).
    ...(input.brand !== undefined ? { brand: input.brand } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.gender !== undefined ? { gender: input.gender } : {}),
    ...(input.ageGroup !== undefined ? { age_group: input.ageGroup } : {}),
    ...(input.priceTiers !== undefined ? { price_tiers: JSON.stringify(input.priceTiers) } : {}),
  };
}

/**
 * Parameters per statement: far below the limit of PostgreSQL (65,535) and
 * PGlite (32,767), and short enough on PGlite, which runs each statement on
 * the server's event loop.
 */
const PARAMETERS_PER_STATEMENT = 6_000;

/** Writes `rows` a slice at a time, each slice within one statement's share of parameters. */
/** Locks the store's products of these ids, before their variants (docs/ARCHITECTURE.md, "in what order are rows locked?"); resolves to those found. */
export function lockStoreProducts(trx: Transaction<Database>, storeId: string, ids: string[]) {
  return trx
    .selectFrom('products')
    .select('id')
    .where('store_id', '=', storeId)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
}

export async function inSlices<T>(
  rows: T[],
  parametersPerRow: number,
  write: (slice: T[]) => Promise<unknown>,
): Promise<void> {
  const size = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / parametersPerRow));
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** A product whose children (pictures, attributes, variants' values) are written; `variantIds` in the order of its input's variants. */
export interface ProductChildren {
  productId: string;
  input: ProductInput;
  variantIds: string[];
}

/** The pictures, categories, attributes and variant values of any number of products, a few statements in all (a product being replaced has had them deleted). */
export async function writeProductsChildren(
  trx: Transaction<Database>,
  storeId: string,
  products: ProductChildren[],
): Promise<void> {
  const images = products.flatMap(({ productId, input }) =>
    input.images.map((url, position) => ({ store_id: storeId, product_id: productId, position, url })),
  );
  await inSlices(images, 4, (slice) => trx.insertInto('product_images').values(slice).execute());
  const categories = products.flatMap(({ productId, input }) =>
    productCategoryIds(input).map((categoryId, position) => ({
      store_id: storeId,
      product_id: productId,
      category_id: categoryId,
      position,
    })),
  );
  // The main one may be there already (migration 030's trigger writes it with the product).
  await inSlices(categories, 4, (slice) =>
    trx
      .insertInto('product_categories')
      .values(slice)
      .onConflict((oc) =>
        oc.columns(['product_id', 'category_id']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })),
      )
      .execute(),
  );
  const attributes = products.flatMap(({ productId, input }) =>
    input.attributeIds.map((attributeId) => ({ store_id: storeId, product_id: productId, attribute_id: attributeId })),
  );
  await inSlices(attributes, 3, (slice) => trx.insertInto('product_attributes').values(slice).execute());
  const values = products.flatMap(({ input, variantIds }) =>
    input.variants.flatMap((variant, i) =>
      variant.values.map((v) => ({
        store_id: storeId,
        variant_id: variantIds[i] ?? '',
        attribute_id: v.attributeId,
        attribute_value_id: v.attributeValueId ?? null,
        text_value: v.textValue ?? null,
        number_value: v.numberValue === null || v.numberValue === undefined ? null : String(v.numberValue),
        boolean_value: v.booleanValue ?? null,
      })),
    ),
  );
  await inSlices(values, 7, (slice) => trx.insertInto('variant_values').values(slice).execute());
}
