import type { CatalogueFacets } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';
import { VARIANT_IN_STOCK } from '../search/search-sql';
import { FROM_PRICE, type Listing, listingConditions } from './catalogue-listing';
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
  const attrs = l.chosen.flatMap((c) => c.valueIds.map(() => c.attributeId));
  const vals = l.chosen.flatMap((c) => c.valueIds);
  // A variant passes the chosen values of every attribute but `except`.
  const passes = (except: ReturnType<typeof sql>) => sql<boolean>`(
    (select count(distinct c.attr) from unnest(${attrs}::uuid[], ${vals}::uuid[]) c(attr, val)
      where c.attr is distinct from ${except} and c.val = any(w.vals))
    = (select count(distinct c.attr) from unnest(${attrs}::uuid[]) c(attr) where c.attr is distinct from ${except}))`;
  const { rows } = await sql<FacetRows>`
    with base as (
      select p.id, p.brand, ${FROM_PRICE} as price, ${PRODUCT_CATEGORY_IDS} as categories,
        exists (select 1 from product_variants v where v.product_id = p.id and ${VARIANT_IN_STOCK}) as in_stock
      from products p join product_search ps on ps.product_id = p.id
      where p.store_id = ${storeId}::uuid and ${listingConditions(l, { filters: true })}
    ),
    w as (
      select v.product_id, v.id, array_agg(vv.attribute_value_id) as vals
      from base b join products p on p.id = b.id join product_variants v on v.product_id = b.id
      join variant_values vv on vv.variant_id = v.id and vv.attribute_value_id is not null
      where ${VARIANT_IN_STOCK}
      group by v.product_id, v.id
    ),
    f as (
      select b.*,
        (${l.categoryId}::uuid is null or ${l.categoryId}::uuid = any(b.categories)) as in_category,
        (cardinality(${l.brands}::text[]) = 0 or b.brand = any(${l.brands}::text[])) as in_brand,
        ((${l.priceMinCents}::bigint is null or b.price >= ${l.priceMinCents}::bigint)
          and (${l.priceMaxCents}::bigint is null or b.price <= ${l.priceMaxCents}::bigint)) as in_price,
        (not ${l.inStock} or b.in_stock) as in_stock_filter,
        (${l.valueAttributes}::int = 0 or exists (select 1 from w where w.product_id = b.id and ${passes(sql`null::uuid`)})) as in_values
      from base b
    )
    select
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'parentId', c.parent_id, 'count', (
          select count(*) from f where c.id = any(f.categories) and f.in_values and f.in_brand and f.in_price and f.in_stock_filter)
        ) order by c.name), '[]') from categories c where c.store_id = ${storeId}::uuid) as categories,
      (select coalesce(json_agg(json_build_object('id', x.id, 'count', x.n)), '[]') from (
        select av.id, count(distinct f.id) as n
        from f join w on w.product_id = f.id cross join unnest(w.vals) val join attribute_values av on av.id = val
        where f.in_category and f.in_brand and f.in_price and f.in_stock_filter and ${passes(sql`av.attribute_id`)}
        group by av.id) x) as values,
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
