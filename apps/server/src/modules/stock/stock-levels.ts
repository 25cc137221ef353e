import type { LowStockVariant, VariantStock } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { ACTIVE_RESERVED_UNITS, AVAILABLE_UNITS, TRACKS_STOCK } from './availability';

/*
 * What the owner reads about stock: per variant, on hand, reserved by pending
 * orders (and how many orders hold it) and available, by the one rule of
 * availability.ts; and the variants at or below the store's low-stock
 * threshold. Each is one query however many products the store has.
 */

/** A variant's values, "Rojo / M", in its attributes' order. */
const VARIANT_LABEL = sql<string>`coalesce((select string_agg(coalesce(av.display_value, vv.text_value, vv.number_value::text,
    case when vv.boolean_value then 'Sí' else 'No' end), ' / ' order by a.sort_order)
  from variant_values vv join attributes a on a.id = vv.attribute_id left join attribute_values av on av.id = vv.attribute_value_id
  where vv.variant_id = v.id), '')`;

/** Each variant of the store's stock-keeping products (or of one product). */
export async function variantStockLevels(
  db: Kysely<Database>,
  storeId: string,
  productId: string | null,
): Promise<VariantStock[]> {
  const result = await sql<{
    variant_id: string;
    product_id: string;
    label: string;
    stock: number;
    reserved: number;
    reserving_orders: number;
    available: number;
  }>`
    select v.id as variant_id, v.product_id, ${VARIANT_LABEL} as label, v.stock, ${ACTIVE_RESERVED_UNITS} as reserved,
      (select count(distinct r.order_id) from stock_reservations r where r.variant_id = v.id and r.expires_at > now()) as reserving_orders,
      ${AVAILABLE_UNITS} as available
    from product_variants v join products p on p.id = v.product_id
    where v.store_id = ${storeId} and ${TRACKS_STOCK} ${productId ? sql`and v.product_id = ${productId}` : sql``}
    order by v.product_id, v.position
  `.execute(db);
  return result.rows.map((r) => ({
    variantId: r.variant_id,
    productId: r.product_id,
    label: r.label,
    stock: Number(r.stock),
    reserved: Number(r.reserved),
    reservingOrders: Number(r.reserving_orders),
    available: Number(r.available),
  }));
}

/** The rows the low-stock rules read: active variants of active stock-keeping products, with what is available. */
const lowStockRows = (storeId: string, only = sql``) => sql`
  select p.id as product_id, v.id as variant_id, p.name as product_name, ${VARIANT_LABEL} as variant_label,
    v.stock, ${ACTIVE_RESERVED_UNITS} as reserved, ${AVAILABLE_UNITS} as available
  from product_variants v join products p on p.id = v.product_id
  where v.store_id = ${storeId} and v.is_active and p.is_active and ${TRACKS_STOCK} ${only}`;

/** How many variants have `threshold` or fewer units available (the dashboard's "Poco stock"), and how many of them none (sold out). */
export async function lowStockCount(
  db: Kysely<Database>,
  storeId: string,
  threshold: number,
): Promise<{ total: number; soldOut: number }> {
  const result = await sql<{ n: number; sold_out: number }>`
    select count(*) as n, count(*) filter (where s.available <= 0) as sold_out from (${lowStockRows(storeId)}) s where s.available <= ${threshold}`.execute(
    db,
  );
  return { total: Number(result.rows[0]?.n ?? 0), soldOut: Number(result.rows[0]?.sold_out ?? 0) };
}

/**
 * Active variants of active stock-keeping products with `threshold` or fewer
 * units available, fewest first (a page of them with `limit` and `offset`, all
 * without); `variantIds` narrows them to some variants (those an order
 * confirmation just moved).
 */
export async function lowStockVariants(
  db: Kysely<Database>,
  storeId: string,
  threshold: number,
  options: { variantIds?: string[]; limit?: number; offset?: number; withoutSoldOut?: boolean } = {},
): Promise<LowStockVariant[]> {
  if (options.variantIds?.length === 0) return [];
  const only = options.variantIds ? sql`and v.id in (${sql.join(options.variantIds)})` : sql``;
  const result = await sql<{
    product_id: string;
    variant_id: string;
    product_name: string;
    variant_label: string;
    stock: number;
    reserved: number;
    available: number;
  }>`
    select * from (${lowStockRows(storeId, only)}) s
    where s.available <= ${threshold} ${options.withoutSoldOut ? sql`and s.available > 0` : sql``}
    order by s.available, s.product_name, s.variant_label, s.variant_id
    ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`} offset ${options.offset ?? 0}
  `.execute(db);
  return result.rows.map((r) => ({
    productId: r.product_id,
    variantId: r.variant_id,
    productName: r.product_name,
    variantLabel: r.variant_label,
    stock: Number(r.stock),
    reserved: Number(r.reserved),
    available: Number(r.available),
  }));
}
