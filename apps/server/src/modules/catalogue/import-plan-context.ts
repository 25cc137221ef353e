import { foldName, parseCsvYesNo } from '@vidriera/core';
import type { CurrentProduct } from './current-products';
import type { SourceFile, SourceProduct } from './import-source';
import type { PictureFolder, PictureRows } from './plan-import-pictures';
import type { ImportPlan, PlannedCategory } from './planned-product';
import type { StoreCatalogue } from './store-catalogue';

/** What checking one import's products shares (catalogue-csv-import.ts): the file, the store, and what was found so far. */

export interface PlanContext {
  file: SourceFile;
  store: StoreCatalogue;
  current: Map<string, CurrentProduct>;
  pictureFolder: PictureFolder;
  error: (row: number, message: string) => void;
  skusInFile: Map<string, number>;
  newCategories: Map<string, PlannedCategory>;
  newAttributes: ImportPlan['newAttributes'];
  pictureRows: PictureRows;
}

/** The store's product a file's product updates: the one its SKUs are on, else the one of its name; null for a new one. */
export function matchOf(
  product: SourceProduct,
  store: StoreCatalogue,
): { productId: string | null; skuOwners: Set<string> } {
  const skuOwners = new Set(
    product.variants.flatMap((v) =>
      v.sku && store.variantsBySku.has(v.sku) ? [store.variantsBySku.get(v.sku)?.productId ?? ''] : [],
    ),
  );
  return { productId: [...skuOwners][0] ?? store.productsByName.get(foldName(product.name)) ?? null, skuOwners };
}

export const yesNo = (text: string, fallback: boolean) => (text ? parseCsvYesNo(text) : fallback);
