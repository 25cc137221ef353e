import { type CsvRowMessage, stockBelowReservedMessage } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { ACTIVE_RESERVED_UNITS } from '../stock/availability';
import type { PlannedProduct } from './planned-product';

/*
 * An import may not set an existing variant's stock below the units pending
 * storefront orders hold, as the product form may not (docs/product/catalogue.md,
 * "Stock"; save-product.ts refuseStockBelowReserved).
 */

interface ImportedStock {
  variantId: string;
  stock: number;
  row: number;
}

/** The stock a plan sets on variants that already exist, with the file's row that sets it. */
function importedStockOfExisting(products: PlannedProduct[]): ImportedStock[] {
  return products.flatMap((p) => {
    if (!p.productId || p.isService || !p.requiresStock) return [];
    if (p.keptVariants) return p.keptVariants.variants.flatMap((v) => (v.id ? [{ variantId: v.id, stock: v.stock, row: p.row }] : []));
    return p.variants.flatMap((v) => (v.id ? [{ variantId: v.id, stock: v.stock, row: v.row }] : []));
  });
}

/**
 * One row message per variant the plan would leave below its reserved units.
 * Inside the import's transaction `lock` takes the variants in id order, as
 * every stock move does, so no order reserves between this check and the write.
 */
export async function stockBelowReservedRows(db: Kysely<Database>, storeId: string, products: PlannedProduct[], lock: boolean): Promise<CsvRowMessage[]> {
  const wanted = importedStockOfExisting(products).sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  if (wanted.length === 0) return [];
  const { rows } = await sql<{ id: string; reserved: number }>`
    select v.id, ${ACTIVE_RESERVED_UNITS} as reserved from product_variants v
    where v.store_id = ${storeId} and v.id in (${sql.join(wanted.map((w) => w.variantId))})
    order by v.id ${lock ? sql`for update` : sql``}
  `.execute(db);
  const reserved = new Map(rows.map((r) => [r.id, Number(r.reserved)]));
  return wanted
    .filter((w) => w.stock < (reserved.get(w.variantId) ?? 0))
    .sort((a, b) => a.row - b.row)
    .map((w) => ({ row: w.row, message: `Fila ${w.row}: ${stockBelowReservedMessage(reserved.get(w.variantId) ?? 0)}` }));
}
