import { type CarrierSettings, packageOf, type QuotePackage } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

/** The lines' package (weights × quantities in the store's box) and their sum at today's prices, in one statement. */
export async function packageOfItems(
  db: Kysely<Database>,
  storeId: string,
  settings: CarrierSettings,
  items: readonly { variantId: string; quantity: number }[],
): Promise<{ pkg: QuotePackage; goodsCents: number }> {
  const ids = items.map((i) => i.variantId);
  const rows = await sql<{ id: string; weight_grams: number | null; unit_price: string }>`
    select v.id, v.weight_grams, p.price_cents + v.price_adjustment_cents as unit_price
    from product_variants v join products p on p.id = v.product_id and p.store_id = v.store_id
    where v.store_id = ${storeId} and v.id = any(${ids}::uuid[])
  `.execute(db);
  const byId = new Map(rows.rows.map((r) => [r.id, r]));
  const lines = items.flatMap((i) => {
    const row = byId.get(i.variantId);
    return row
      ? [{ weightGrams: row.weight_grams, quantity: i.quantity, cents: Number(row.unit_price) * i.quantity }]
      : [];
  });
  return {
    pkg: packageOf(lines, settings.package),
    goodsCents: lines.reduce((sum, l) => sum + l.cents, 0),
  };
}
