import {
  CSV_COLUMNS,
  CSV_IMAGE_SEPARATOR,
  CSV_LEADING_COLUMNS,
  CSV_TRAILING_COLUMNS,
  formatCsvKilograms,
  formatCsvMoney,
  formatCsvYesNo,
  formatPriceTiersText,
  type PriceTier,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { csvLines, escapeFormula, spreadsheetCsv } from '../../shared/spreadsheet-csv';
import { yieldToLoop } from '../../shared/yield-to-loop';
import { VALUE_TEXT } from './catalogue-sql';

/*
 * "Exportar CSV" (docs/product/catalogue.md, "Planilla CSV"): the catalogue as
 * a file Excel in Spanish opens, and "Importar CSV" (catalogue-csv-import.ts)
 * reads back.
 */

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
  brand: string;
  tags: string[];
  barcode: string | null;
  compare_at_price_cents: string | null;
  weight_grams: number | null;
  price_tiers: PriceTier[];
  variant_tiers: PriceTier[];
}

/** Products read and written out between two turns of the event loop: a large catalogue never holds the server. */
const EXPORT_PAGE = 100;

/** Where a page ends: its last product (its time as text, which keeps the microseconds a Date would lose). */
interface ExportCursor {
  created_at_text: string;
  product_id: string;
}

/** One page of the store's products, oldest first, one row per variant (a product without variants has none). */
async function readExportPage(
  db: Kysely<Database>,
  storeId: string,
  after: ExportCursor | null,
): Promise<(ExportRow & ExportCursor & { variant_id: string | null })[]> {
  const result = await sql<ExportRow & ExportCursor & { variant_id: string | null }>`
    select p.id as product_id, p.created_at::text as created_at_text, p.name, p.description, p.price_cents, p.is_active, p.brand, p.tags, p.price_tiers,
      -- Every category, a child under its parent: "Mujer > Remeras, Ofertas" (import-categories.ts reads it back).
      (select string_agg(case when parent.id is null then c.name else parent.name || ' > ' || c.name end, ', ' order by pc.position)
        from product_categories pc join categories c on c.id = pc.category_id left join categories parent on parent.id = c.parent_id
        where pc.product_id = p.id) as category,
      (select json_agg(i.url order by i.position) from product_images i where i.product_id = p.id) as images,
      v.id as variant_id, v.sku, v.stock, v.price_adjustment_cents, v.is_active as variant_active, v.barcode, v.compare_at_price_cents, v.weight_grams,
      v.price_tiers as variant_tiers,
      (select json_object_agg(vv.attribute_id, ${VALUE_TEXT}) from variant_values vv left join attribute_values av on av.id = vv.attribute_value_id
        where vv.variant_id = v.id) as values
    from (
      select * from products
      where store_id = ${storeId}
        ${after ? sql`and created_at >= ${after.created_at_text}::timestamptz and (created_at > ${after.created_at_text}::timestamptz or id > ${after.product_id})` : sql``}
      order by created_at, id limit ${EXPORT_PAGE}
    ) p
    -- Per product through its index, whatever the statistics say of a store just imported.
    left join lateral (select * from product_variants v where v.product_id = p.id) v on true
    order by p.created_at, p.id, v.position, v.id
  `.execute(db);
  return result.rows;
}

/**
 * Every product of the store with its variants, one row per variant, as the
 * CSV file (UTF-8 with BOM, `;`), read a page of products at a time. Picture
 * addresses are absolute (on `publicUrl` when stored on our own disk), so
 * they open from the spreadsheet; the import reads them back as the store's
 * own (plan-import-pictures.ts).
 */
export async function exportCatalogueCsv(db: Kysely<Database>, storeId: string, publicUrl: string): Promise<string> {
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  const attributes = await db
    .selectFrom('attributes')
    .select(['id', 'display_name'])
    .where('store_id', '=', storeId)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  const header = [
    ...CSV_LEADING_COLUMNS.map((c) => CSV_COLUMNS[c]),
    ...attributes.map((a) => a.display_name),
    ...CSV_TRAILING_COLUMNS.map((c) => CSV_COLUMNS[c]),
  ];
  // Only text cells are escaped: amounts (a negative price adjustment) stay numbers Excel can add up.
  const line = (r: ExportRow) => [
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
    escapeFormula(r.brand),
    escapeFormula(r.tags.join(', ')),
    escapeFormula(r.barcode ?? ''),
    r.compare_at_price_cents === null ? '' : formatCsvMoney(Number(r.compare_at_price_cents)),
    formatCsvKilograms(r.weight_grams),
    formatPriceTiersText(r.price_tiers),
    formatPriceTiersText(r.variant_tiers),
    (r.images ?? []).map(absolute).join(CSV_IMAGE_SEPARATOR),
  ];
  const unparse = csvLines;
  // The header's titles are escaped too: an attribute may be called anything. The import drops the apostrophes.
  const parts = [unparse([header.map(escapeFormula)])];
  let after: ExportCursor | null = null;
  for (;;) {
    const rows = await readExportPage(db, storeId, after);
    const lines = rows.filter((r) => r.variant_id !== null).map(line);
    if (lines.length > 0) parts.push(unparse(lines));
    const last = rows.at(-1);
    if (!last || new Set(rows.map((r) => r.product_id)).size < EXPORT_PAGE) break;
    after = { created_at_text: last.created_at_text, product_id: last.product_id };
    await yieldToLoop();
  }
  return spreadsheetCsv(parts);
}
