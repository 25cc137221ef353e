import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { descriptionSnippet } from '../../shared/rich-text';
import type { AdminProductSearch } from './admin-product-search';
import { IN_CATEGORY } from './product-categories-sql';
import { VARIANT_VALUE_COLUMNS } from './product-rows';

/**
 * The admin product list (version B columns) in one query, however many products and variants: newest first, or
 * what a search finds (admin-product-search.ts) in its order.
 */
export async function listProducts(
  db: Kysely<Database>,
  storeId: string,
  { categoryId, search }: { categoryId: string | null; search: AdminProductSearch | null },
) {
  let query = db
    .selectFrom('products as p')
    .leftJoin('product_search as ps', 'ps.product_id', 'p.id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('product_variants as v')
          .select([
            (q) => q.fn.countAll<number>().as('variant_count'),
            sql<number>`coalesce(sum(v.stock), 0)`.as('total_stock'),
            sql<number>`coalesce(min(v.price_adjustment_cents), 0)`.as('min_adjustment'),
            sql<number>`coalesce(max(v.price_adjustment_cents), 0)`.as('max_adjustment'),
          ])
          .whereRef('v.product_id', '=', 'p.id')
          .as('v'),
      (join) => join.onTrue(),
    )
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.price_cents',
      'p.category_id',
      'c.name as category_name',
      'p.is_active',
      'p.is_service',
      'p.created_at',
      'v.variant_count',
      'v.total_stock',
      'v.min_adjustment',
      'v.max_adjustment',
      sql<string | null>`(select i.url from product_images i where i.product_id = p.id order by i.position limit 1)`.as(
        'image',
      ),
      sql<boolean>`exists (select 1 from product_attributes pa where pa.product_id = p.id)`.as('has_attributes'),
    ])
    .where('p.store_id', '=', storeId);
  if (categoryId) query = query.where(IN_CATEGORY(categoryId));
  if (search) query = query.where(search.match).orderBy(search.codeRank, 'desc').orderBy(search.score, 'desc');
  const rows = await query.orderBy('p.created_at', 'desc').orderBy('p.id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: descriptionSnippet(r.description),
    priceCents: Number(r.price_cents),
    categoryId: r.category_id,
    categoryName: r.category_name,
    isActive: r.is_active,
    isService: r.is_service,
    image: r.image,
    variantCount: Number(r.variant_count),
    totalStock: Number(r.total_stock),
    hasAttributes: r.has_attributes,
    minPriceCents: Number(r.price_cents) + Number(r.min_adjustment),
    maxPriceCents: Number(r.price_cents) + Number(r.max_adjustment),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** One product with everything its edit form needs, or undefined when it is not this store's. */
export async function getProductDetail(db: Kysely<Database>, storeId: string, id: string) {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!product) return undefined;
  const [images, categories, attributes, variants, values] = await Promise.all([
    db.selectFrom('product_images').select('url').where('product_id', '=', id).orderBy('position').execute(),
    db
      .selectFrom('product_categories')
      .select('category_id')
      .where('product_id', '=', id)
      .orderBy('position')
      .execute(),
    db.selectFrom('product_attributes').select('attribute_id').where('product_id', '=', id).execute(),
    db.selectFrom('product_variants').selectAll().where('product_id', '=', id).orderBy('position').execute(),
    db
      .selectFrom('variant_values as vv')
      .innerJoin('product_variants as v', 'v.id', 'vv.variant_id')
      .select(VARIANT_VALUE_COLUMNS)
      .where('v.product_id', '=', id)
      .execute(),
  ]);
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    priceCents: Number(product.price_cents),
    categoryId: product.category_id,
    categoryIds: categories.map((c) => c.category_id),
    productTypeId: product.product_type_id,
    isActive: product.is_active,
    isService: product.is_service,
    requiresStock: product.requires_stock,
    brand: product.brand,
    gender: product.gender,
    ageGroup: product.age_group,
    tags: product.tags,
    images: images.map((i) => i.url),
    attributeIds: attributes.map((a) => a.attribute_id),
    priceTiers: product.price_tiers,
    createdAt: new Date(product.created_at).toISOString(),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      stock: v.stock,
      priceAdjustmentCents: Number(v.price_adjustment_cents),
      isActive: v.is_active,
      images: v.images,
      barcode: v.barcode,
      compareAtPriceCents: v.compare_at_price_cents === null ? null : Number(v.compare_at_price_cents),
      weightGrams: v.weight_grams,
      priceTiers: v.price_tiers,
      values: values
        .filter((x) => x.variant_id === v.id)
        .map((x) => ({
          attributeId: x.attribute_id,
          attributeValueId: x.attribute_value_id,
          textValue: x.text_value,
          numberValue: x.number_value === null ? null : Number(x.number_value),
          booleanValue: x.boolean_value,
        })),
    })),
  };
}

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof getProductDetail>>>;

/** The picture URLs a product of the store has now. */
export async function productImageUrls(db: Kysely<Database>, storeId: string, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product_images')
    .select('url')
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .execute();
  return rows.map((row) => row.url);
}
