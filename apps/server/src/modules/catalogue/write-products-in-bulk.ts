import { randomUUID } from 'node:crypto';
import { PRODUCT_NOT_FOUND, type ProductInput } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { sql, type Transaction } from 'kysely';
import { invalid, notFound } from '../../shared/app-error';
import {
  inSlices,
  lockStoreProducts,
  newVariantRow,
  productColumns,
  stockOf,
  variantImages,
  writeProductsChildren,
} from './product-rows';

/*
 * Many products written with a few multi-row statements per table, as the
 * product form would write each (save-product.ts): the CSV import's writes.
 * Ids are made here, so rows can refer to each other without reading them
 * back.
 */

/** Tiers as a jsonb parameter; null keeps the row's (never null once given: none is `[]`). */
const tiersOf = (tiers: ProductInput['priceTiers']) => (tiers === undefined ? null : JSON.stringify(tiers));

export interface NewProduct {
  input: ProductInput;
  /** The import gives each product its own, in the file's order (the store lists the newest first). */
  createdAt: Date;
}

/** The ids a written product got: its own and its variants', in the input's order. */
export interface WrittenIds {
  productId: string;
  variantIds: string[];
}

export async function insertProducts(
  trx: Transaction<Database>,
  storeId: string,
  products: NewProduct[],
): Promise<WrittenIds[]> {
  const rows = products.map((product) => ({
    ...product,
    id: randomUUID(),
    variantIds: product.input.variants.map(() => randomUUID()),
  }));
  await inSlices(rows, 15, (slice) =>
    trx
      .insertInto('products')
      .values(slice.map((r) => ({ id: r.id, store_id: storeId, ...productColumns(r.input), created_at: r.createdAt })))
      .execute(),
  );
  const variants = rows.flatMap((r) =>
    r.input.variants.map((v, position) => ({
      id: r.variantIds[position] ?? '',
      store_id: storeId,
      product_id: r.id,
      sku: v.sku,
      stock: stockOf(r.input, v.stock),
      price_adjustment_cents: v.priceAdjustmentCents,
      is_active: v.isActive,
      images: variantImages(r.input, v.images ?? []),
      position,
      barcode: v.barcode ?? null,
      compare_at_price_cents: v.compareAtPriceCents ?? null,
      weight_grams: v.weightGrams ?? null,
      ...(v.priceTiers !== undefined ? { price_tiers: JSON.stringify(v.priceTiers) } : {}),
    })),
  );
  await inSlices(variants, 11, (slice) => trx.insertInto('product_variants').values(slice).execute());
  await writeProductsChildren(
    trx,
    storeId,
    rows.map((r) => ({ productId: r.id, input: r.input, variantIds: r.variantIds })),
  );
  return rows.map((r) => ({ productId: r.id, variantIds: r.variantIds }));
}

export interface ReplacedProduct {
  productId: string;
  input: ProductInput;
}

/**
 * Updates products as updateProduct does each: variants matched by id are
 * updated in place, new ones inserted, missing ones deleted. Returns the
 * picture addresses the products no longer use and the products' ids.
 */
export async function replaceProducts(
  trx: Transaction<Database>,
  storeId: string,
  products: ReplacedProduct[],
): Promise<{ unusedImages: string[]; written: WrittenIds[] }> {
  if (products.length === 0) return { unusedImages: [], written: [] };
  const ids = products.map((p) => p.productId);
  const found = await lockStoreProducts(trx, storeId, ids);
  if (found.length !== new Set(ids).size) throw notFound(PRODUCT_NOT_FOUND);
  const oldImages = await trx
    .selectFrom('product_images')
    .select(['product_id', 'url'])
    .where('store_id', '=', storeId)
    .where('product_id', 'in', ids)
    .execute();
  // Locked now and in id order, kept or not, as an order locks its variants (save-product.ts says why).
  const oldVariants = await trx
    .selectFrom('product_variants')
    .select(['id', 'product_id'])
    .where('store_id', '=', storeId)
    .where('product_id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const productOf = new Map(oldVariants.map((v) => [v.id, v.product_id]));
  for (const { productId, input } of products) {
    const foreign = input.variants.findIndex((v) => v.id && productOf.get(v.id) !== productId);
    if (foreign >= 0) throw invalid(`variants.${foreign}`, 'La variante no pertenece a este producto.');
  }

  await inSlices(products, 15, (slice) => {
    const values = slice.map(({ productId, input }) => {
      const c = productColumns(input);
      return sql`(${productId}::uuid, ${c.name}::text, ${c.description}::text, ${c.price_cents}::bigint, ${c.category_id}::uuid, ${c.product_type_id}::uuid, ${c.is_active}::boolean, ${c.is_service}::boolean, ${c.requires_stock}::boolean, ${input.brand ?? null}::text, ${input.tags ?? null}::text[], ${input.gender !== undefined}::boolean, ${input.gender ?? null}::text, ${input.ageGroup !== undefined}::boolean, ${input.ageGroup ?? null}::text, ${tiersOf(input.priceTiers)}::jsonb)`;
    });
    // A brand, tags, gender, age group or tiers not given (null, or has_… false, here) keep the product's.
    return sql`
      update products p set name = v.name, description = v.description, price_cents = v.price_cents, category_id = v.category_id,
        product_type_id = v.product_type_id, is_active = v.is_active, is_service = v.is_service, requires_stock = v.requires_stock,
        brand = coalesce(v.brand, p.brand), tags = coalesce(v.tags, p.tags),
        gender = case when v.has_gender then v.gender else p.gender end, age_group = case when v.has_age_group then v.age_group else p.age_group end,
        price_tiers = coalesce(v.price_tiers, p.price_tiers), updated_at = now()
      from (values ${sql.join(values)}) as v(id, name, description, price_cents, category_id, product_type_id, is_active, is_service, requires_stock, brand, tags, has_gender, gender, has_age_group, age_group, price_tiers)
      where p.id = v.id and p.store_id = ${storeId}`.execute(trx);
  });
  await trx.deleteFrom('product_images').where('store_id', '=', storeId).where('product_id', 'in', ids).execute();
  await trx.deleteFrom('product_attributes').where('store_id', '=', storeId).where('product_id', 'in', ids).execute();
  await trx.deleteFrom('product_categories').where('store_id', '=', storeId).where('product_id', 'in', ids).execute();
  await trx
    .deleteFrom('variant_values')
    .where('store_id', '=', storeId)
    .where('variant_id', 'in', (eb) =>
      eb.selectFrom('product_variants').select('id').where('store_id', '=', storeId).where('product_id', 'in', ids),
    )
    .execute();

  const kept = new Set(products.flatMap(({ input }) => input.variants.flatMap((v) => (v.id ? [v.id] : []))));
  const removed = oldVariants.filter((v) => !kept.has(v.id)).map((v) => v.id);
  await inSlices(removed, 1, (slice) =>
    trx.deleteFrom('product_variants').where('store_id', '=', storeId).where('id', 'in', slice).execute(),
  );
  // Kept SKUs are cleared first, so that swapping SKUs between variants is not a conflict.
  await inSlices([...kept], 1, (slice) =>
    trx
      .updateTable('product_variants')
      .set({ sku: null })
      .where('store_id', '=', storeId)
      .where('id', 'in', slice)
      .execute(),
  );

  const variants = products.flatMap(({ productId, input }) =>
    input.variants.map((v, position) => ({ productId, input, v, position, id: v.id ?? randomUUID(), isNew: !v.id })),
  );
  await inSlices(
    variants.filter((x) => !x.isNew),
    15,
    (slice) => {
      // Pictures not given are kept, less any the product no longer has. The ids again as a list bound the rows read
      // to the slice's: the store's variants written in this same transaction are not in the table's statistics yet,
      // and joined only by the store, 100 rows took 0.7 s (5,000 variants read for each of them).
      const values = slice.map(
        ({ id, input, v, position }) =>
          sql`(${id}::uuid, ${v.sku}::text, ${stockOf(input, v.stock)}::integer, ${v.priceAdjustmentCents}::bigint, ${v.isActive}::boolean, ${position}::integer, ${v.images ? variantImages(input, v.images) : null}::jsonb, ${JSON.stringify(input.images)}::jsonb, ${v.barcode !== undefined}::boolean, ${v.barcode ?? null}::text, ${v.compareAtPriceCents !== undefined}::boolean, ${v.compareAtPriceCents ?? null}::bigint, ${v.weightGrams !== undefined}::boolean, ${v.weightGrams ?? null}::integer, ${tiersOf(v.priceTiers)}::jsonb)`,
      );
      return sql`
        update product_variants pv set sku = v.sku, stock = v.stock, price_adjustment_cents = v.price_adjustment_cents, is_active = v.is_active, position = v.position,
          images = coalesce(v.images, (select coalesce(jsonb_agg(x), '[]') from jsonb_array_elements_text(pv.images) x where x in (select jsonb_array_elements_text(v.product_images)))),
          barcode = case when v.has_barcode then v.barcode else pv.barcode end,
          compare_at_price_cents = case when v.has_compare_at then v.compare_at_price_cents else pv.compare_at_price_cents end,
          weight_grams = case when v.has_weight then v.weight_grams else pv.weight_grams end,
          price_tiers = coalesce(v.price_tiers, pv.price_tiers)
        from (values ${sql.join(values)}) as v(id, sku, stock, price_adjustment_cents, is_active, position, images, product_images, has_barcode, barcode, has_compare_at, compare_at_price_cents, has_weight, weight_grams, price_tiers)
        where pv.id = v.id and pv.store_id = ${storeId} and pv.id = any(${slice.map((x) => x.id)}::uuid[])`.execute(
        trx,
      );
    },
  );
  await inSlices(
    variants.filter((x) => x.isNew),
    12,
    (slice) =>
      trx
        .insertInto('product_variants')
        .values(
          slice.map(({ id, productId, input, v, position }) => ({
            id,
            ...newVariantRow(storeId, productId, input, v, position),
          })),
        )
        .execute(),
  );
  const variantIdsOf = new Map<string, string[]>();
  for (const x of variants) {
    const list = variantIdsOf.get(x.productId);
    if (list) list.push(x.id);
    else variantIdsOf.set(x.productId, [x.id]);
  }
  await writeProductsChildren(
    trx,
    storeId,
    products.map(({ productId, input }) => ({ productId, input, variantIds: variantIdsOf.get(productId) ?? [] })),
  );

  const keptImages = new Map(products.map(({ productId, input }) => [productId, new Set(input.images)]));
  return {
    unusedImages: oldImages.filter((i) => !keptImages.get(i.product_id)?.has(i.url)).map((i) => i.url),
    written: products.map(({ productId }) => ({ productId, variantIds: variantIdsOf.get(productId) ?? [] })),
  };
}
