import { type CsvRowMessage, foldName, productInputSchema } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { yieldToLoop } from '../../shared/yield-to-loop';
import { readCurrentProducts } from './current-products';
import { matchOf, type PlanContext } from './import-plan-context';
import { stockBelowReservedRows } from './import-stock-floor';
import { type PictureFolder, pictureWarnings } from './plan-import-pictures';
import { planProduct } from './plan-import-product';
import { type ImportPlan, type PlannedProduct, standInIds, toProductInput } from './planned-product';
import { readImportLayout } from './read-import-layout';
import { readStoreCatalogue } from './store-catalogue';

/*
 * "Exportar CSV" and "Importar CSV" (docs/product/catalogue.md, "Planilla
 * CSV"). The import is read twice, statelessly: once for the preview (what
 * will be created or updated, every row's errors) and once on confirmation,
 * when it is written all or nothing in one transaction
 * (apply-catalogue-import.ts). Both read the file a chunk at a time and check
 * its products a few hundred at a time, letting other requests run between.
 * The file's layout (ours, Tiendanube's, Shopify's) is read first
 * (read-import-layout.ts); from there every layout is checked alike, a
 * product at a time (plan-import-product.ts, its variants in
 * plan-import-variants.ts).
 */

/** Products checked between two turns of the event loop. */
const PLAN_CHUNK = 200;

/** Reads the file, matches it against the store and checks every row; writes nothing. */
export async function planCatalogueImport(
  db: Kysely<Database>,
  storeId: string,
  text: string,
  pictureFolder: PictureFolder,
): Promise<ImportPlan> {
  const store = await readStoreCatalogue(db, storeId);
  const file = await readImportLayout(text, (title) => store.attributes.has(foldName(title)));
  const matched = [...new Set(file.products.flatMap((p) => matchOf(p, store).productId ?? []))];
  const errors: CsvRowMessage[] = [];
  const c: PlanContext = {
    file,
    store,
    current: await readCurrentProducts(db, storeId, matched),
    pictureFolder,
    error: (row, message) => errors.push({ row, message: `Fila ${row}: ${message}` }),
    skusInFile: new Map(),
    newCategories: new Map(),
    newAttributes: new Map(),
    pictureRows: { unusable: [], fetched: [], tooMany: [] },
  };
  const products: PlannedProduct[] = [];
  for (const [i, source] of file.products.entries()) {
    if (i % PLAN_CHUNK === PLAN_CHUNK - 1) await yieldToLoop();
    const errorsBefore = errors.length;
    const planned = planProduct(source, c);
    if (errors.length === errorsBefore) {
      const check = productInputSchema.safeParse(toProductInput(planned, standInIds()));
      if (!check.success) {
        for (const issue of check.error.issues) {
          const variant =
            issue.path[0] === 'variants' && typeof issue.path[1] === 'number'
              ? planned.variants[issue.path[1]]
              : undefined;
          c.error(variant?.row ?? source.row, issue.message.endsWith('.') ? issue.message : `${issue.message}.`);
        }
      }
    }
    products.push(planned);
  }
  errors.push(...(await stockBelowReservedRows(db, storeId, products, false)));
  errors.sort((a, b) => a.row - b.row);
  const warnings = [...pictureWarnings(c.pictureRows), ...file.warnings];
  return {
    layout: file.layout,
    products,
    errors,
    warnings,
    ignoredColumns: file.ignoredColumns,
    newCategories: [...c.newCategories.values()],
    newAttributes: c.newAttributes,
    rows: file.rows,
  };
}
