import type { CatalogueFacets } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { VARIANT_IN_STOCK } from '../search/search-sql';
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
  const chosenAttributes = l.chosen.map((c) => c.attributeId);
  // Variants pass when they satisfy every chosen attribute, but the one whose values are counted.
  const { rows } = await sql<FacetRows>`
    with base as (
      select p.id, p.brand, p.price_cents, p.requires_stock, p.is_service
      from products p join product_search ps on ps.product_id = p.id
      where p.store_id = ${storeId}::uuid and ${listingConditions(l, { filters: true })}
    ),
    v as (
      select v.id, v.product_id, p.price_cents + v.price_adjustment_cents as price, ${VARIANT_IN_STOCK} as in_stock
      from base p join product_variants v on v.product_id = p.id and v.is_active
    ),
    vals as (
      select v.product_id, v.id as variant_id, vv.attribute_value_id as value_id, vv.attribute_id
      from v join variant_values vv on vv.variant_id = v.id
      where v.in_stock and vv.attribute_value_id is not null
    ),
    satisfied as (
      select variant_id, product_id,
        coalesce(array_agg(distinct attribute_id) filter (where value_id = any(${l.valueIds}::uuid[])), '{}') as attributes
      from vals group by variant_id, product_id
    ),
    cats as (
      select pc.product_id, c.id as category_id, c.parent_id
      from base b join product_categories pc on pc.product_id = b.id join categories c on c.id = pc.category_id
    ),
    product_cats as (
      select product_id, category_id from cats
      union select product_id, parent_id from cats where parent_id is not null
    ),
    f as (
      select b.id, b.brand, agg.price, agg.in_stock,
        (${l.categoryId}::uuid is null or b.id in (select product_id from product_cats where category_id = ${l.categoryId}::uuid)) as in_category,
        (cardinality(${l.brands}::text[]) = 0 or b.brand = any(${l.brands}::text[])) as in_brand,
        ((${l.priceMinCents}::bigint is null or agg.price >= ${l.priceMinCents}::bigint)
          and (${l.priceMaxCents}::bigint is null or agg.price <= ${l.priceMaxCents}::bigint)) as in_price,
        (not ${l.inStock} or agg.in_stock) as in_stock_filter,
        (${l.valueAttributes}::int = 0 or b.id in (
          select product_id from satisfied where attributes @> ${chosenAttributes}::uuid[])) as in_values
      from base b
      join (select product_id, min(price) as price, bool_or(in_stock) as in_stock from v group by product_id) agg
        on agg.product_id = b.id
    )
    select
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'parentId', c.parent_id,
          'count', coalesce(n.count, 0)) order by c.name), '[]')
        from categories c left join (
          select pc.category_id, count(*) as count from product_cats pc join f on f.id = pc.product_id
          where f.in_values and f.in_brand and f.in_price and f.in_stock_filter group by pc.category_id
        ) n on n.category_id = c.id
        where c.store_id = ${storeId}::uuid) as categories,
      (select coalesce(json_agg(json_build_object('id', x.value_id, 'count', x.n)), '[]') from (
        select x.value_id, count(distinct x.product_id) as n
        from vals x join satisfied s on s.variant_id = x.variant_id join f on f.id = x.product_id
        where f.in_category and f.in_brand and f.in_price and f.in_stock_filter
          and s.attributes @> array_remove(${chosenAttributes}::uuid[], x.attribute_id)
        group by x.value_id) x) as values,
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
          .filter((v) => counts.has(v.id) || l.valueIds.includes(v.id))
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
