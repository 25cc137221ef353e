import type { CatalogueFacets } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';
import { groupsMet, VARIANT_IN_STOCK } from '../search/search-sql';
import { type Listing, listingConditions } from './catalogue-listing';
import type { StoreVocabulary } from './store-vocabulary';

interface FacetRows {
  categories: { id: string; name: string; parentId: string | null; count: number }[];
  values: { id: string; count: number }[];
  brands: { name: string; count: number }[];
  min_price: number | null;
  max_price: number | null;
  in_stock: number;
}

/**
 * What the filters offer for a listing (docs/product/storefront.md, "Filtros"), in one statement: each category,
 * attribute value and brand with how many products of the list have it, counting every chosen filter but its own
 * (choosing "Talle 38" leaves the other sizes' counts as they were, so a shopper can add "40"); the price span; how
 * many are in stock. A value counts a product when one of its variants in stock has it, with the other attributes'
 * chosen values in that same variant.
 */
export async function readFacets(
  db: Kysely<Database>,
  storeId: string,
  l: Listing,
  vocabulary: StoreVocabulary,
): Promise<CatalogueFacets> {
  const chosenAttributes = new Set(l.chosen.map((c) => c.attributeId));
  // Every value of a chosen attribute: a variant's value among them is the one it has for that attribute.
  const ofChosenAttributes = vocabulary.attributes
    .filter((a) => chosenAttributes.has(a.id))
    .flatMap((a) => a.values.map((v) => v.id));
  /*
   * A variant's chosen values are the chosen attributes it satisfies (one value an attribute, migration 041): it
   * counts its value x of attribute A when, A's own choice left out, it satisfies every other chosen attribute.
   * Each step reads the one before it row by row (a product's variants by its index, window sums, arrays
   * unnested in place), so the plan PostgreSQL keeps for the prepared statement cannot join two lists blindly.
   */
  const { rows } = await sql<FacetRows>`
    with base as (
      select p.id, p.brand, p.price_cents, p.requires_stock, p.is_service,
        (${l.categoryId}::uuid is null or ${l.categoryId}::uuid = any(${PRODUCT_CATEGORY_IDS})) as in_category,
        (cardinality(${l.brands}::text[]) = 0 or p.brand = any(${l.brands}::text[])) as in_brand
      from products p join product_search ps on ps.product_id = p.id
      where p.store_id = ${storeId}::uuid and ${listingConditions(l, { filters: true })}
    ),
    v as (
      select v.product_id, v.value_ids, p.brand, p.in_category, p.in_brand,
        p.price_cents + v.price_adjustment_cents as price, ${VARIANT_IN_STOCK} as in_stock,
        ${groupsMet(l.values)} as satisfied
      from base p join product_variants v on v.product_id = p.id and v.is_active
    ),
    w as (
      select v.*, min(v.price) over product as product_price, bool_or(v.in_stock) over product as product_in_stock
      from v window product as (partition by v.product_id)
    ),
    f as (
      select v.product_id as id, min(v.brand) as brand, bool_and(v.in_category) as in_category, bool_and(v.in_brand) as in_brand,
        min(v.price) as price, bool_or(v.in_stock) as in_stock,
        (${l.values.length}::int = 0 or bool_or(v.in_stock and v.satisfied = ${l.values.length}::int)) as in_values,
        ((${l.priceMinCents}::bigint is null or min(v.price) >= ${l.priceMinCents}::bigint)
          and (${l.priceMaxCents}::bigint is null or min(v.price) <= ${l.priceMaxCents}::bigint)) as in_price,
        (not ${l.inStock} or bool_or(v.in_stock)) as in_stock_filter
      from v group by v.product_id
    ),
    counted_values as (
      select x, count(distinct v.product_id) as n
      from w v cross join lateral unnest(v.value_ids) x
      where v.in_stock and v.in_category and v.in_brand
        and (${l.priceMinCents}::bigint is null or v.product_price >= ${l.priceMinCents}::bigint)
        and (${l.priceMaxCents}::bigint is null or v.product_price <= ${l.priceMaxCents}::bigint)
        and (not ${l.inStock} or v.product_in_stock)
        and v.satisfied - (x = any(${l.values.flat()}::uuid[]))::int
          = ${l.values.length}::int - (x = any(${ofChosenAttributes}::uuid[]))::int
      group by x
    ),
    counted_categories as (
      select c as category_id, count(*) as n
      from f p cross join lateral unnest(${PRODUCT_CATEGORY_IDS}) c
      where p.in_values and p.in_brand and p.in_price and p.in_stock_filter
      group by c
    )
    select
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'parentId', c.parent_id,
          'count', coalesce(n.n, 0)) order by c.name), '[]')
        from categories c left join counted_categories n on n.category_id = c.id
        where c.store_id = ${storeId}::uuid) as categories,
      (select coalesce(json_agg(json_build_object('id', x, 'count', n)), '[]') from counted_values) as values,
      (select coalesce(json_agg(json_build_object('name', x.brand, 'count', x.n)), '[]') from (
        select f.brand, count(*) as n from f
        where f.brand <> '' and f.in_category and f.in_values and f.in_price and f.in_stock_filter group by f.brand) x) as brands,
      (select min(price) from f where f.in_category and f.in_values and f.in_brand and f.in_stock_filter) as min_price,
      (select max(price) from f where f.in_category and f.in_values and f.in_brand and f.in_stock_filter) as max_price,
      (select count(*) from f where f.in_category and f.in_values and f.in_brand and f.in_price and f.in_stock) as in_stock
    ${sql.raw(PREPARED)}`.execute(db);
  const found = rows[0];
  const counts = new Map((found?.values ?? []).map((v) => [v.id, Number(v.count)]));
  const brandCounts = new Map((found?.brands ?? []).map((b) => [b.name, Number(b.count)]));
  return {
    categories: (found?.categories ?? []).map((c) => ({ ...c, count: Number(c.count) })),
    attributes: vocabulary.attributes
      .map((a) => ({
        key: a.key,
        name: a.name,
        values: a.values
          .filter((v) => counts.has(v.id) || l.values.some((g) => g.includes(v.id)))
          .map((v) => ({ key: v.key, name: v.name, hexColor: v.hexColor, count: counts.get(v.id) ?? 0 })),
      }))
      .filter((a) => a.values.length > 0),
    brands: vocabulary.brands
      .map((b) => ({ key: b.key, name: b.name, hexColor: null, count: brandCounts.get(b.name) ?? 0 }))
      .filter((b) => b.count > 0 || l.brands.includes(b.name)),
    price:
      found?.min_price == null || found.max_price == null
        ? null
        : { minCents: Number(found.min_price), maxCents: Number(found.max_price) },
    inStock: Number(found?.in_stock ?? 0),
  };
}
