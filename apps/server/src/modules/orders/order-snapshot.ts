import type { Database, OrderItemAttribute } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

export interface LockedVariant {
  id: string;
  product_id: string;
  product_name: string;
  sku: string | null;
  stock: number;
  unit_price: number;
  variant_active: boolean;
  product_active: boolean;
  reserved: number;
  attributes: OrderItemAttribute[];
}

/**
 * Locks the variants an order touches (in id order, so concurrent orders never
 * deadlock) and reads what the order needs: price, stock, active reservations
 * and the attribute snapshot.
 */
export async function lockVariantsForOrder(db: Kysely<Database>, storeId: string, variantIds: string[]): Promise<Map<string, LockedVariant>> {
  if (variantIds.length === 0) return new Map();
  const sorted = [...new Set(variantIds)].sort();
  await sql`select id from product_variants where store_id = ${storeId} and id in (${sql.join(sorted)}) order by id for update`.execute(db);
  const result = await sql<LockedVariant>`
    select v.id, v.product_id, p.name as product_name, v.sku, v.stock, p.price_cents + v.price_adjustment_cents as unit_price,
      v.is_active as variant_active, p.is_active as product_active,
      coalesce((select sum(r.quantity) from stock_reservations r where r.variant_id = v.id and r.expires_at > now()), 0) as reserved,
      coalesce((select json_agg(json_build_object(
          'name', a.name, 'displayName', a.display_name,
          'value', coalesce(av.value, vv.text_value, vv.number_value::text, vv.boolean_value::text),
          'displayValue', coalesce(av.display_value, vv.text_value, vv.number_value::text, case when vv.boolean_value then 'Sí' else 'No' end),
          'hexColor', av.hex_color) order by a.sort_order)
        from variant_values vv join attributes a on a.id = vv.attribute_id left join attribute_values av on av.id = vv.attribute_value_id
        where vv.variant_id = v.id), '[]') as attributes
    from product_variants v join products p on p.id = v.product_id
    where v.store_id = ${storeId} and v.id in (${sql.join(sorted)})
  `.execute(db);
  return new Map(
    result.rows.map((r) => [r.id, { ...r, stock: Number(r.stock), unit_price: Number(r.unit_price), reserved: Number(r.reserved) }]),
  );
}
