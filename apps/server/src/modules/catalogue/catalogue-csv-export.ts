import { CSV_COLUMNS, CSV_IMAGE_SEPARATOR, CSV_LEADING_COLUMNS, CSV_TRAILING_COLUMNS, formatCsvMoney, formatCsvYesNo } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import Papa from 'papaparse';
import { VALUE_TEXT } from '../storefront/public-catalogue';

/*
 * "Exportar CSV" (docs/product/catalogue.md, "Planilla CSV"): the catalogue as
 * a file Excel in Spanish opens, and "Importar CSV" (catalogue-csv-import.ts)
 * reads back.
 */

const BOM = '\uFEFF';
/** A text cell Excel would run as a formula (`-` too: `-2+3` is one) is written with a leading apostrophe. */
const FORMULA = /^[=+\-@\t\r]/;
const escapeFormula = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);
/** The import's reading of such a cell: the apostrophe goes. */
export const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

interface ExportRow {
  product_id: string;
  name: string;
  description: string;
  price_cents: number;
  is_active: boolean;
  category: string | null;
  images: string[] | null;
  sku: string | null;
  stock: number;
  price_adjustment_cents: number;
  variant_active: boolean;
  values: Record<string, string> | null;
}

/** Every product of the store with its variants, one row per variant, as the CSV file (UTF-8 with BOM, `;`). */
export async function exportCatalogueCsv(db: Kysely<Database>, storeId: string): Promise<string> {
  const [attributes, rows] = await Promise.all([
    db.selectFrom('attributes').select(['id', 'display_name']).where('store_id', '=', storeId).orderBy('sort_order').orderBy('created_at').execute(),
    sql<ExportRow>`
      select p.id as product_id, p.name, p.description, p.price_cents, p.is_active, c.name as category,
        (select json_agg(i.url order by i.position) from product_images i where i.product_id = p.id) as images,
        v.sku, v.stock, v.price_adjustment_cents, v.is_active as variant_active,
        (select json_object_agg(vv.attribute_id, ${VALUE_TEXT}) from variant_values vv left join attribute_values av on av.id = vv.attribute_value_id
          where vv.variant_id = v.id) as values
      from products p
      join product_variants v on v.product_id = p.id
      left join categories c on c.id = p.category_id
      where p.store_id = ${storeId}
      order by p.created_at, p.id, v.position, v.id
    `.execute(db),
  ]);
  const header = [
    ...CSV_LEADING_COLUMNS.map((c) => CSV_COLUMNS[c]),
    ...attributes.map((a) => a.display_name),
    ...CSV_TRAILING_COLUMNS.map((c) => CSV_COLUMNS[c]),
  ];
  // Only text cells are escaped: amounts (a negative price adjustment) stay numbers Excel can add up.
  const data = rows.rows.map((r) => [
    escapeFormula(r.name),
    escapeFormula(r.description),
    escapeFormula(r.category ?? ''),
    formatCsvMoney(Number(r.price_cents)),
    escapeFormula(r.sku ?? ''),
    ...attributes.map((a) => escapeFormula(r.values?.[a.id] ?? '')),
    formatCsvMoney(Number(r.price_adjustment_cents)),
    String(r.stock),
    formatCsvYesNo(r.is_active),
    formatCsvYesNo(r.variant_active),
    (r.images ?? []).join(CSV_IMAGE_SEPARATOR),
  ]);
  // The header's titles are escaped too: an attribute may be called anything. The import drops the apostrophes.
  return BOM + Papa.unparse([header.map(escapeFormula), ...data], { delimiter: ';', newline: '\r\n' });
}

/* ------------------------------------------------------------------ import */

