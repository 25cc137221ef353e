import { CSV_COLUMNS, CSV_TRAILING_COLUMNS, type CsvColumn, foldName, parseCsvImages } from '@vidriera/core';
import { invalid } from '../../shared/app-error';
import { groupRows, parseTags, type SourceField, type SourceFile } from './import-source';
import type { CsvRecord } from './read-csv-records';

/*
 * Our own layout (docs/product/catalogue.md, "Planilla CSV"): the file
 * "Exportar CSV" writes, or a simpler one with a row per product. Rows of one
 * product share its name; the first row with a value gives a product's cell.
 */

/** Names a column of variants usually has: read as an attribute wherever it stands. */
const VARIANT_NAMES = new Set([
  'color',
  'colour',
  'talle',
  'talla',
  'size',
  'tamano',
  'medida',
  'material',
  'modelo',
  'sabor',
  'aroma',
  'estilo',
  'numero',
]);
/** Names that are never an attribute (a cost above all must never reach a product page). */
const NEVER_ATTRIBUTES =
  /^(costo|coste|precio de costo|cost|cost per item|marca|brand|vendor|codigo de barras|barcode|ean|gtin|peso|weight|tags|etiquetas|proveedor)\b/;

const FIELD_OF: Partial<Record<CsvColumn, SourceField>> = {
  description: 'description',
  price: 'price',
  category: 'category',
  active: 'active',
  images: 'images',
  sku: 'sku',
  stock: 'stock',
  adjustment: 'adjustment',
  variantActive: 'variantActive',
  brand: 'brand',
  tags: 'tags',
  barcode: 'barcode',
  compareAt: 'compareAt',
  weight: 'weight',
  tiers: 'tiers',
  variantTiers: 'variantTiers',
};

/**
 * Which unknown columns are attributes: one the store has, one named as
 * variants usually are (Color, Talle…), or one the export put between SKU and
 * its trailing columns. The rest are ignored and listed.
 */
function attributeColumnsOf(
  header: CsvRecord,
  columns: Map<CsvColumn, number>,
  isStoreAttribute: (title: string) => boolean,
) {
  const skuAt = columns.get('sku') ?? Number.POSITIVE_INFINITY;
  const trailingAt = Math.min(...CSV_TRAILING_COLUMNS.map((c) => columns.get(c) ?? Number.POSITIVE_INFINITY));
  const attributes: { index: number; title: string }[] = [];
  const ignored: string[] = [];
  header.cells.forEach((title, index) => {
    if (!title || [...columns.values()].includes(index)) return;
    const folded = foldName(title);
    const isAttribute =
      !NEVER_ATTRIBUTES.test(folded) &&
      (isStoreAttribute(title) ||
        VARIANT_NAMES.has(folded) ||
        (index > skuAt && index < trailingAt && Number.isFinite(trailingAt)));
    if (isAttribute) attributes.push({ index, title });
    else ignored.push(title);
  });
  return { attributes, ignored };
}

export function readVidrieraLayout(
  header: CsvRecord,
  records: CsvRecord[],
  isStoreAttribute: (title: string) => boolean,
): SourceFile {
  const fixed = new Map(
    (Object.entries(CSV_COLUMNS) as [CsvColumn, string][]).map(([key, title]) => [foldName(title), key]),
  );
  const columns = new Map<CsvColumn, number>();
  header.cells.forEach((title, index) => {
    const key = fixed.get(foldName(title));
    if (key && !columns.has(key)) columns.set(key, index);
  });
  for (const required of ['name', 'price'] as const) {
    if (!columns.has(required)) throw invalid('csv', `Falta la columna «${CSV_COLUMNS[required]}» en la primera fila.`);
  }
  const { attributes, ignored } = attributeColumnsOf(header, columns, isStoreAttribute);
  const present = new Set<SourceField>();
  const titles: SourceFile['titles'] = {};
  for (const [column, field] of Object.entries(FIELD_OF) as [CsvColumn, SourceField][]) {
    if (!columns.has(column)) continue;
    present.add(field);
    titles[field] = CSV_COLUMNS[column];
  }
  if (attributes.length > 0) present.add('attributes');

  const cell = (record: CsvRecord, column: CsvColumn) => record.cells[columns.get(column) ?? -1] ?? '';
  const products = groupRows(records, (record) => cell(record, 'name')).map((group) => {
    const first = group[0] as CsvRecord;
    const productCell = (column: CsvColumn) => group.map((r) => cell(r, column)).find((v) => v !== '') ?? '';
    return {
      row: first.row,
      name: cell(first, 'name'),
      description: productCell('description'),
      price: productCell('price'),
      category: productCell('category'),
      active: productCell('active'),
      images: parseCsvImages(productCell('images')),
      brand: productCell('brand'),
      tags: parseTags(productCell('tags')),
      tiers: productCell('tiers'),
      variants: group.map((record) => ({
        row: record.row,
        sku: cell(record, 'sku'),
        stock: cell(record, 'stock'),
        price: '',
        adjustment: cell(record, 'adjustment'),
        active: cell(record, 'variantActive'),
        barcode: cell(record, 'barcode'),
        compareAt: cell(record, 'compareAt'),
        weight: cell(record, 'weight'),
        tiers: cell(record, 'variantTiers'),
        values: attributes.flatMap(({ index, title }) =>
          record.cells[index] ? [{ attribute: title, value: record.cells[index] ?? '' }] : [],
        ),
      })),
    };
  });
  return { layout: 'vidriera', products, present, titles, ignoredColumns: ignored, warnings: [] };
}
