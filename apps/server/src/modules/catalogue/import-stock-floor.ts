import { type CsvRowMessage, stockBelowReservedMessage } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { PlannedProduct } from './planned-product';
import { reservedUnitsOf } from './stock-floor';

/*
 * An import may not set an existing variant's stock below the units pending
 * storefront orders hold, as the product forms may not (docs/product/catalogue.md,
 * "Stock"; the same reading of reserved units, stock-floor.ts).
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
    if (p.keptVariants)
      return p.keptVariants.variants.flatMap((v) => (v.id ? [{ variantId: v.id, stock: v.stock, row: p.row }] : []));
    return p.variants.flatMap((v) => (v.id ? [{ variantId: v.id, stock: v.stock, row: v.row }] : []));
  });
}

/** One row message per variant the plan would leave below its reserved units; `lock` inside the import's transaction (stock-floor.ts). */
export async function stockBelowReservedRows(
  db: Kysely<Database>,
  storeId: string,
  products: PlannedProduct[],
  lock: boolean,
): Promise<CsvRowMessage[]> {
  const wanted = importedStockOfExisting(products);
  const reserved = await reservedUnitsOf(
    db,
    storeId,
    wanted.map((w) => w.variantId),
    lock,
  );
  return wanted
    .filter((w) => w.stock < (reserved.get(w.variantId) ?? 0))
    .sort((a, b) => a.row - b.row)
    .map((w) => ({
      row: w.row,
      message: `Fila ${w.row}: ${stockBelowReservedMessage(reserved.get(w.variantId) ?? 0)}`,
    }));
}
