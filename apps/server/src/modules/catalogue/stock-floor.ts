import { type ProductInput, stockBelowReservedMessage } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { invalid } from '../../shared/app-error';
import { ACTIVE_RESERVED_UNITS } from '../stock/availability';

/*
 * A variant's stock may not go below the units pending storefront orders hold
 * (docs/product/catalogue.md, "Stock"): those orders could not be confirmed.
 * One reading of the reserved units for the product forms (here) and the CSV
 * import (import-stock-floor.ts), one message (`stockBelowReservedMessage`).
 */

/**
 * The units pending storefront orders hold on each variant. With `lock` (inside
 * the write's transaction) the variants are locked in id order, as every stock
 * move locks them, so no order reserves between this reading and the write.
 */
export async function reservedUnitsOf(
  db: Kysely<Database>,
  storeId: string,
  variantIds: string[],
  lock: boolean,
): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const { rows } = await sql<{ id: string; reserved: number }>`
    select v.id, ${ACTIVE_RESERVED_UNITS} as reserved from product_variants v
    where v.store_id = ${storeId} and v.id in (${sql.join([...variantIds].sort())})
    order by v.id ${lock ? sql`for update` : sql``}
  `.execute(db);
  return new Map(rows.map((r) => [r.id, Number(r.reserved)]));
}

/** The product forms' save: a kept variant's stock below its reserved units is a 422 under that variant's stock. */
export async function refuseStockBelowReserved(
  trx: Transaction<Database>,
  storeId: string,
  input: ProductInput,
): Promise<void> {
  if (input.isService || !input.requiresStock) return;
  const reserved = await reservedUnitsOf(
    trx,
    storeId,
    input.variants.flatMap((v) => (v.id ? [v.id] : [])),
    true,
  );
  const short = input.variants.findIndex((v) => v.id !== undefined && v.stock < (reserved.get(v.id) ?? 0));
  const variant = input.variants[short];
  if (variant?.id) throw invalid(`variants.${short}.stock`, stockBelowReservedMessage(reserved.get(variant.id) ?? 0));
}
