import { removeAccents } from '../shared/slug';

/*
 * The catalogue as a spreadsheet (docs/product/catalogue.md, "Planilla CSV"):
 * one row per variant, `;` between cells and a UTF-8 BOM so that Excel in
 * Spanish opens it as it is; the same file (or one row per product) comes back
 * in through "Importar CSV". Columns that are not these are the store's
 * attributes, by their shown name.
 */

export const CSV_COLUMNS = {
  name: 'Producto',
  description: 'Descripción',
  category: 'Categoría',
  price: 'Precio base',
  sku: 'SKU',
  adjustment: 'Ajuste de precio',
  stock: 'Stock',
  active: 'Activo',
  variantActive: 'Variante activa',
  brand: 'Marca',
  tags: 'Etiquetas',
  barcode: 'Código de barras',
  compareAt: 'Precio anterior',
  weight: 'Peso (kg)',
  /** Wholesale tiers (docs/product/orders.md, "Precios por mayor") as formatPriceTiersText writes them: "6: 8000,00; 12: 7000,00". */
  tiers: 'Precios por mayor',
  variantTiers: 'Precios por mayor de la variante',
  images: 'Imágenes',
} as const;
export type CsvColumn = keyof typeof CSV_COLUMNS;

/** Columns before the attributes' and after them, in the exported file. */
export const CSV_LEADING_COLUMNS: CsvColumn[] = ['name', 'description', 'category', 'price', 'sku'];
export const CSV_TRAILING_COLUMNS: CsvColumn[] = [
  'adjustment',
  'stock',
  'active',
  'variantActive',
  'brand',
  'tags',
  'barcode',
  'compareAt',
  'weight',
  'tiers',
  'variantTiers',
  'images',
];

/**
 * The layouts "Importar CSV" recognises by their first row: ours, and the
 * product exports of Tiendanube and Shopify (docs/product/catalogue.md,
 * "Planillas de otras plataformas").
 */
export const CSV_LAYOUTS = ['vidriera', 'tiendanube', 'shopify'] as const;
export type CsvLayout = (typeof CSV_LAYOUTS)[number];
export const CSV_LAYOUT_NAMES: Record<CsvLayout, string> = {
  vidriera: 'Vidriera',
  tiendanube: 'Tiendanube',
  shopify: 'Shopify',
};

/** The largest file and the most rows "Importar CSV" takes. */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 5_000;
/** The most columns a file may have: the fixed ones and the store's attributes, with room to spare. */
export const CSV_MAX_COLUMNS = 100;
/** Longer than any row the import can take (a description is at most a few thousand characters). */
export const CSV_MAX_ROW_CHARS = 128 * 1024;
export const CSV_TOO_MANY_ROWS = `El archivo tiene más de ${CSV_MAX_ROWS.toLocaleString('es-AR')} filas. Divídelo en partes.`;

/** A header or a name compared without accents, case or extra spaces. */
export const foldName = (text: string) => removeAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();

/** Tags typed in one text (a CSV cell, the product forms' input), separated by commas, each once whatever its accents or case. */
export function parseTags(text: string): string[] {
  const tags = new Map<string, string>();
  for (const tag of text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean))
    if (!tags.has(foldName(tag))) tags.set(foldName(tag), tag);
  return [...tags.values()];
}

/** A weight in grams as kilograms, the way Excel in Spanish writes them: "0,25"; empty when unknown. */
export const formatCsvKilograms = (grams: number | null) =>
  grams === null
    ? ''
    : (grams / 1000)
        .toFixed(3)
        .replace(/\.?0+$/, '')
        .replace('.', ',');

/** "0,25", "0.25", "1", "1.250,5" (kg) → whole grams; null when it is not a weight. */
export function parseCsvKilograms(text: string): number | null {
  const t = text.replace(/\s|kg$/gi, '');
  let normal: string | null = null;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(t)) normal = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d+)?$/.test(t)) normal = t.replace(',', '.');
  else if (/^\d+(\.\d+)?$/.test(t)) normal = t;
  if (normal === null) return null;
  const grams = Math.round(Number(normal) * 1000);
  return Number.isSafeInteger(grams) ? grams : null;
}

/** Several categories in one cell, separated by commas, each as its path: a child under its parent is "Mujer > Remeras" (["Mujer", "Remeras"]). */
export function parseCsvCategories(text: string): string[][] {
  return text
    .split(',')
    .map((cell) =>
      cell
        .split('>')
        .map((part) => part.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    )
    .filter((path) => path.length > 0);
}

/** The inverse of parseCsvCategories: "Mujer > Remeras, Ofertas". */
export const formatCsvCategories = (categories: { parent: string | null; name: string }[]) =>
  categories.map((c) => (c.parent ? `${c.parent} > ${c.name}` : c.name)).join(', ');

/** Money as Excel in Spanish writes it: "12500,00". */
export const formatCsvMoney = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** "12500,00", "12.500,50", "$ 12500", "12500.5" → cents; null when it is not an amount. */
export function parseCsvMoney(text: string): number | null {
  const t = text.replace(/[$\s]/g, '');
  let normal: string | null = null;
  if (/^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) normal = t.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+(,\d{1,2})?$/.test(t)) normal = t.replace(',', '.');
  else if (/^-?\d+(\.\d{1,2})?$/.test(t)) normal = t;
  else if (/^-?\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(t)) normal = t.replace(/,/g, '');
  if (normal === null) return null;
  const cents = Math.round(Number(normal) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

export const formatCsvYesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** "Sí"/"No" and their usual spellings; null when it is neither. */
export function parseCsvYesNo(text: string): boolean | null {
  const t = foldName(text);
  if (['si', 's', 'yes', 'true', 'verdadero', '1', 'x'].includes(t)) return true;
  if (['no', 'n', 'false', 'falso', '0'].includes(t)) return false;
  return null;
}

/** Image addresses in one cell: separated by " | " (or spaces, or new lines). */
export const CSV_IMAGE_SEPARATOR = ' | ';
export const parseCsvImages = (text: string) => text.split(/[|\s]+/).filter(Boolean);
