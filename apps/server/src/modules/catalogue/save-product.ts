import { PRODUCT_NOT_FOUND, type ProductInput } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { conflict, invalid, notFound } from '../../shared/app-error';
import { isUniqueViolation } from '../../shared/db-errors';
import {
  newVariantRow,
  productColumns,
  stockOf,
  variantExtraColumns,
  variantImages,
  writeProductsChildren,
} from './product-rows';
import { refuseStockBelowReserved } from './stock-floor';
import { lockVariantsUpFront } from '../stock/stock-moves';

export function skuConflict(error: unknown): never {
  if (isUniqueViolation(error, 'product_variants_store_id_sku_key')) {
    throw conflict('SKU_TAKEN', undefined, 'variants');
  }
  throw error;
}

/** Creates a product with its images, attributes, variants and their values, in one transaction. */
export async function createProduct(db: Kysely<Database>, storeId: string, input: ProductInput): Promise<string> {
  return db
    .transaction()
    .execute((trx) => insertProduct(trx, storeId, input))
    .catch(skuConflict);
}

/** createProduct's writes, inside its transaction (the CSV import writes many at once: write-products-in-bulk.ts). */
async function insertProduct(trx: Transaction<Database>, storeId: string, input: ProductInput): Promise<string> {
  const product = await trx
    .insertInto('products')
    .values({
      store_id: storeId,
      ...productColumns(input),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variants = await trx
    .insertInto('product_variants')
    .values(input.variants.map((v, position) => newVariantRow(storeId, product.id, input, v, position)))
    .returning('id')
    .execute();
  await writeProductsChildren(trx, storeId, [{ productId: product.id, input, variantIds: variants.map((v) => v.id) }]);
  return product.id;
}

/**
 * Updates a product. Variants are matched by id: kept ones are updated in
 * place (orders and reservations keep pointing at them), new ones inserted,
 * missing ones deleted. Returns the image URLs the product no longer uses.
 */
export async function updateProduct(
  db: Kysely<Database>,
  storeId: string,
  productId: string,
  input: ProductInput,
): Promise<string[]> {
  return db
    .transaction()
    .execute((trx) => replaceProduct(trx, storeId, productId, input))
    .catch(skuConflict);
}

/** updateProduct's writes, inside its transaction. */
async function replaceProduct(
  trx: Transaction<Database>,
  storeId: string,
  productId: string,
  input: ProductInput,
): Promise<string[]> {
  const product = await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('store_id', '=', storeId)
    .forUpdate()
    .executeTakeFirst();
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  // Every variant of the product, kept or not, is locked now and in id order, as an order locks its variants:
  // locking the kept ones and then the removed ones deadlocked with a shopper ordering both.
  const [oldImages, oldVariants] = await Promise.all([
    trx.selectFrom('product_images').select('url').where('product_id', '=', productId).execute(),
    trx
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', productId)
      .orderBy('id')
      .forUpdate()
      .execute(),
  ]);
  const existing = new Set(oldVariants.map((v) => v.id));
  const foreign = input.variants.findIndex((v) => v.id && !existing.has(v.id));
  if (foreign >= 0) throw invalid(`variants.${foreign}`, 'La variante no pertenece a este producto.');
  await refuseStockBelowReserved(trx, storeId, input);

  await trx
    .updateTable('products')
    .set({
      ...productColumns(input),
      updated_at: new Date(),
    })
    .where('id', '=', productId)
    .where('store_id', '=', storeId)
    .execute();
  await trx.deleteFrom('product_images').where('product_id', '=', productId).where('store_id', '=', storeId).execute();
  await trx
    .deleteFrom('product_attributes')
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .execute();
  await trx
    .deleteFrom('product_categories')
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .execute();
  if (oldVariants.length)
    await trx
      .deleteFrom('variant_values')
      .where(
        'variant_id',
        'in',
        oldVariants.map((v) => v.id),
      )
      .where('store_id', '=', storeId)
      .execute();

  const keptIds = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
  const removed = oldVariants.filter((v) => !keptIds.has(v.id)).map((v) => v.id);
  if (removed.length)
    await trx.deleteFrom('product_variants').where('id', 'in', removed).where('store_id', '=', storeId).execute();
  // Clear kept SKUs first so that swapping SKUs between variants is not a conflict.
  if (keptIds.size)
    await trx
      .updateTable('product_variants')
      .set({ sku: null })
      .where('id', 'in', [...keptIds])
      .where('store_id', '=', storeId)
      .execute();

  const variantIds: string[] = [];
  for (const [position, v] of input.variants.entries()) {
    const values = {
      sku: v.sku,
      stock: stockOf(input, v.stock),
      price_adjustment_cents: v.priceAdjustmentCents,
      is_active: v.isActive,
      position,
      ...variantExtraColumns(v),
    };
    if (v.id) {
      // Pictures not given are kept, less any the product no longer has.
      const images = v.images
        ? variantImages(input, v.images)
        : sql<string>`coalesce((select jsonb_agg(x) from jsonb_array_elements_text(images) x where x in (select jsonb_array_elements_text(${JSON.stringify(input.images)}::jsonb))), '[]')`;
      await trx
        .updateTable('product_variants')
        .set({ ...values, images })
        .where('id', '=', v.id)
        .where('store_id', '=', storeId)
        .execute();
      variantIds.push(v.id);
    } else {
      const row = await trx
        .insertInto('product_variants')
        .values({ ...values, images: variantImages(input, v.images ?? []), store_id: storeId, product_id: productId })
        .returning('id')
        .executeTakeFirstOrThrow();
      variantIds.push(row.id);
    }
  }
  await writeProductsChildren(trx, storeId, [{ productId, input, variantIds }]);
  return oldImages.map((i) => i.url).filter((url) => !input.images.includes(url));
}

/** Deletes a product (variants, values, images rows cascade); returns its image URLs for the files. */
export async function deleteProduct(db: Kysely<Database>, storeId: string, productId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const images = await trx
      .selectFrom('product_images')
      .select('url')
      .where('product_id', '=', productId)
      .where('store_id', '=', storeId)
      .execute();
    // The cascade deletes the variants in the order they were written; an order locks them in id order.
    await lockVariantsUpFront(trx, { productIds: [productId] });
    const deleted = await trx
      .deleteFrom('products')
      .where('id', '=', productId)
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    if (!deleted.numDeletedRows) throw notFound(PRODUCT_NOT_FOUND);
    return images.map((i) => i.url);
  });
}
