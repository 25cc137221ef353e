import { PRODUCT_OPTIONS_PAGE_SIZE, type ProductOption } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { AVAILABLE_UNITS } from '../stock/availability';

/** Products for the order form picker: active products matching a name, with attributes and variants' availability. */
export async function productOptions(
  db: Kysely<Database>,
  storeId: string,
  q: string,
): Promise<{ products: ProductOption[]; hasMore: boolean }> {
  const text = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await sql<{
    id: string;
    name: string;
    price_cents: number;
    attributes:
      | {
          id: string;
          displayName: string;
          values: { id: string; displayValue: string; hexColor: string | null }[] | null;
        }[]
      | null;
    variants:
      | {
          id: string;
          sku: string | null;
          finalPriceCents: number;
          stock: number;
          availableStock: number | null;
          values: { attributeId: string; attributeValueId: string | null; value: string }[] | null;
        }[]
      | null;
  }>`
    select p.id, p.name, p.price_cents,
      (select json_agg(json_build_object('id', a.id, 'displayName', a.display_name,
          'values', (select json_agg(json_build_object('id', av.id, 'displayValue', av.display_value, 'hexColor', av.hex_color) order by av.sort_order)
                     from attribute_values av where av.attribute_id = a.id)) order by a.sort_order)
        from product_attributes pa join attributes a on a.id = pa.attribute_id where pa.product_id = p.id) as attributes,
      (select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'finalPriceCents', p.price_cents + v.price_adjustment_cents, 'stock', v.stock,
          'availableStock', ${AVAILABLE_UNITS},
          'values', (select json_agg(json_build_object('attributeId', vv.attribute_id, 'attributeValueId', vv.attribute_value_id,
                       'value', coalesce(av.display_value, vv.text_value, vv.number_value::text, case when vv.boolean_value then 'Sí' else 'No' end)))
                     from variant_values vv left join attribute_values av on av.id = vv.attribute_value_id where vv.variant_id = v.id)) order by v.position)
        from product_variants v where v.product_id = p.id and v.is_active) as variants
    from products p
    where p.store_id = ${storeId} and p.is_active and p.name ilike ${text}
      and exists (select 1 from product_variants v where v.product_id = p.id and v.is_active)
    order by p.name, p.id
    limit ${PRODUCT_OPTIONS_PAGE_SIZE + 1}
  `.execute(db);
  const products = result.rows
    .slice(0, PRODUCT_OPTIONS_PAGE_SIZE)
    .filter((r) => r.variants?.length)
    .map((r) => ({
      id: r.id,
      name: r.name,
      priceCents: Number(r.price_cents),
      attributes: (r.attributes ?? []).map((a) => ({ ...a, values: a.values ?? [] })),
      variants: (r.variants ?? []).map((v) => ({
        id: v.id,
        sku: v.sku,
        finalPriceCents: Number(v.finalPriceCents),
        stock: Number(v.stock),
        availableStock: v.availableStock === null ? null : Number(v.availableStock),
        values: v.values ?? [],
      })),
    }));
  return { products, hasMore: result.rows.length > PRODUCT_OPTIONS_PAGE_SIZE };
}
