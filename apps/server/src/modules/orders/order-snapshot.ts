import type { Database, OrderItemAttribute, PriceTierJson } from '@vidriera/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import { AVAILABLE_UNITS, RESERVED_COUNTER_EXACT, TRACKS_STOCK } from '../stock/availability';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';

/** A variant as an order takes it: its columns (`stock` includes the reserved share), its product's, what is computed. */
export interface LockedVariant extends Pick<
  Selectable<Database['product_variants']>,
  'id' | 'product_id' | 'sku' | 'stock'
> {
  /** The product's categories and their parents, for a discount code limited to categories (packages/core discount-codes.ts). */
  category_ids: string[];
  product_name: string;
  unit_price: number;
  variant_active: boolean;
  product_active: boolean;
  /** Whether the product keeps stock (services and no-stock products do not). */
  tracked: boolean;
  /** Units a new order may take; null when the product keeps no stock. */
  available: number | null;
  attributes: OrderItemAttribute[];
  /** Wholesale tiers (migration 052): the variant's own, and its product's (packages/core wholesale.ts). */
  variant_tiers: PriceTierJson[];
  product_tiers: PriceTierJson[];
}

/**
 * The statement that locks the variants an order touches (in id order, so
 * concurrent orders never deadlock) and reads what the order needs — price,
 * availability and the attribute snapshot. The lock re-reads a variant row
 * another order has just changed, so its stock and reserved-units counter are
 * current. Also a CTE of the storefront order's one check statement
 * (order-checks.ts).
 */
export function lockedVariantsQuery(storeId: string, variantIds: string[]) {
  const sorted = [...new Set(variantIds)].sort();
  return sql`
    select v.id, v.product_id, ${PRODUCT_CATEGORY_IDS} as category_ids, p.name as product_name, v.sku, p.price_cents + v.price_adjustment_cents as unit_price, v.stock,
      v.is_active as variant_active, p.is_active as product_active, ${TRACKS_STOCK} as tracked,
      ${AVAILABLE_UNITS} as available, ${RESERVED_COUNTER_EXACT} as counter_exact,
      v.price_tiers as variant_tiers, p.price_tiers as product_tiers,
      coalesce((select json_agg(json_build_object(
          'name', a.name, 'displayName', a.display_name,
          'value', coalesce(av.value, vv.text_value, vv.number_value::text, vv.boolean_value::text),
          'displayValue', coalesce(av.display_value, vv.text_value, vv.number_value::text, case when vv.boolean_value then 'Sí' else 'No' end),
          'hexColor', av.hex_color) order by a.sort_order)
        from variant_values vv join attributes a on a.id = vv.attribute_id left join attribute_values av on av.id = vv.attribute_value_id
        where vv.variant_id = v.id), '[]') as attributes
    from product_variants v join products p on p.id = v.product_id
    where v.store_id = ${storeId} and v.id = any(${sorted}::uuid[])
    order by v.id
    for update of v
  `;
}

export type LockedVariantRow = LockedVariant & { counter_exact: boolean };

/**
 * The locked rows as the order uses them. Only a counter that holds an expired
 * reservation (not swept yet) makes availability a sum over reservations;
 * that sum is read again after the lock by a second statement, which sees
 * every committed reservation.
 */
export async function lockedVariants(
  db: Kysely<Database>,
  rows: LockedVariantRow[],
): Promise<Map<string, LockedVariant>> {
  const availableOf = (value: number | null) => (value === null ? null : Number(value));
  const variants = new Map(
    rows.map(({ counter_exact: _, ...r }) => [
      r.id,
      { ...r, unit_price: Number(r.unit_price), stock: Number(r.stock), available: availableOf(r.available) },
    ]),
  );
  const inexact = rows.filter((r) => r.tracked && !r.counter_exact).map((r) => r.id);
  if (inexact.length) {
    const again = await sql<{ id: string; available: number | null }>`
      select v.id, ${AVAILABLE_UNITS} as available
      from product_variants v join products p on p.id = v.product_id where v.id in (${sql.join(inexact)})
    `.execute(db);
    for (const row of again.rows) {
      const variant = variants.get(row.id);
      if (variant) variant.available = availableOf(row.available);
    }
  }
  return variants;
}

/** Locks and reads the variants of an order the seller writes (save-admin-order.ts). */
export async function lockVariantsForOrder(
  db: Kysely<Database>,
  storeId: string,
  variantIds: string[],
): Promise<Map<string, LockedVariant>> {
  if (variantIds.length === 0) return new Map();
  const result = await sql<LockedVariantRow>`${lockedVariantsQuery(storeId, variantIds)}`.execute(db);
  return lockedVariants(db, result.rows);
}
