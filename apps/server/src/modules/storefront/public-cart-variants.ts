import type { CartVariant } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { AVAILABLE_UNITS } from '../stock/availability';
import { COMPARE_AT } from '../catalogue/catalogue-sql';

/** The current state of cart lines: price, availability, or absence (gone, inactive, other store); one prepared statement, the ids as one array. */
export async function findPublicVariants(db: Kysely<Database>, storeId: string, ids: string[]): Promise<CartVariant[]> {
  if (ids.length === 0) return [];
  const result = await sql<{
    id: string;
    product_id: string;
    product_name: string;
    final_price: number;
    compare_at: number | null;
    available: number | null;
  }>`
    select v.id, p.id as product_id, p.name as product_name, p.price_cents + v.price_adjustment_cents as final_price, ${COMPARE_AT} as compare_at,
      ${AVAILABLE_UNITS} as available
    from product_variants v join products p on p.id = v.product_id
    where v.store_id = ${storeId} and v.id = any(${ids}::uuid[]) and v.is_active and p.is_active
    ${sql.raw(PREPARED)}`.execute(db);
  const order = new Map(ids.map((id, i) => [id, i]));
  return [...result.rows]
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((r) => ({
      id: r.id,
      productId: r.product_id,
      productName: r.product_name,
      finalPriceCents: Number(r.final_price),
      compareAtPriceCents: r.compare_at === null ? null : Number(r.compare_at),
      availableStock: r.available === null ? null : Number(r.available),
    }));
}
