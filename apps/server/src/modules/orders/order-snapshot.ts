import type { Database, OrderItemAttribute } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { ACTIVE_RESERVED_UNITS } from './active-reservations';

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
 * deadlock) and reads what the order needs — price, stock, active
 * reservations and the attribute snapshot — in the same statement. The lock
 * re-reads a variant row another order has just changed, so its stock and
 * reserved-units counter are current. Only a counter that holds an expired
 * reservation (not swept yet) is replaced by the sum of the active ones, read
 * after the lock by a second statement that sees every committed reservation.
 */
export async function lockVariantsForOrder(db: Kysely<Database>, storeId: string, variantIds: string[]): Promise<Map<string, LockedVariant>> {
  if (variantIds.length === 0) return new Map();
  const sorted = [...new Set(variantIds)].sort();
  const result = await sql<LockedVariant & { counter_exact: boolean }>`
    select v.id, v.product_id, p.name as product_name, v.sku, v.stock, p.price_cents + v.price_adjustment_cents as unit_price,
      v.is_active as variant_active, p.is_active as product_active,
      v.reserved_units as reserved, (v.reserved_units_valid_until is null or v.reserved_units_valid_until > now()) as counter_exact,
      coalesce((select json_agg(json_build_object(
          'name', a.name, 'displayName', a.display_name,
          'value', coalesce(av.value, vv.text_value, vv.number_value::text, vv.boolean_value::text),
          'displayValue', coalesce(av.display_value, vv.text_value, vv.number_value::text, case when vv.boolean_value then 'Sí' else 'No' end),
          'hexColor', av.hex_color) order by a.sort_order)
        from variant_values vv join attributes a on a.id = vv.attribute_id left join attribute_values av on av.id = vv.attribute_value_id
        where vv.variant_id = v.id), '[]') as attributes
    from product_variants v join products p on p.id = v.product_id
    where v.store_id = ${storeId} and v.id in (${sql.join(sorted)})
    order by v.id
    for update of v
  `.execute(db);
  const variants = new Map(
    result.rows.map(({ counter_exact: _, ...r }) => [r.id, { ...r, stock: Number(r.stock), unit_price: Number(r.unit_price), reserved: Number(r.reserved) }]),
  );
  const inexact = result.rows.filter((r) => !r.counter_exact).map((r) => r.id);
  if (inexact.length) {
    const sums = await sql<{ id: string; reserved: number }>`
      select v.id, ${ACTIVE_RESERVED_UNITS} as reserved from product_variants v where v.id in (${sql.join(inexact)})
    `.execute(db);
    for (const row of sums.rows) {
      const variant = variants.get(row.id);
      if (variant) variant.reserved = Number(row.reserved);
    }
  }
  return variants;
}
