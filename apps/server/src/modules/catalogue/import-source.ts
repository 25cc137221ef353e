import { type CsvLayout, type CsvRowMessage, foldName, type ProductAgeGroup, type ProductGender } from '@vidriera/core';
import { invalid } from '../../shared/app-error';
import type { CsvRecord } from './read-csv-records';

/*
 * A file of "Importar CSV" read in its own layout (ours, Tiendanube's or
 * Shopify's: docs/product/catalogue.md), as products and variants with their
 * cells still as text: the plan (catalogue-csv-import.ts) checks and matches
 * them the same whatever the layout.
 */

export interface SourceVariant {
  row: number;
  sku: string;
  stock: string;
  /** The variant's own price (Tiendanube, Shopify). */
  price: string;
  /** Its difference from the product's base price (our layout). */
  adjustment: string;
  active: string;
  values: { attribute: string; value: string }[];
  barcode?: string;
  /** The price before a promotion (Tiendanube's "Precio" under a promotional one, Shopify's compare-at price). */
  compareAt?: string;
  /** Its weight in kilograms as the file writes it ("0,25"; Shopify's grams are turned into kilograms by its layout). */
  weight?: string;
  /** The address of the variant's own picture (Shopify's "Variant Image"). */
  image?: string;
  /** The variant's own wholesale tiers as the file writes them ("6: 8000,00; 12: 7000,00"; our layout). */
  tiers?: string;
}

export interface SourceProduct {
  row: number;
  name: string;
  /** The platform's address of the product (Tiendanube's "Identificador de URL", Shopify's "Handle"): photos in a ZIP are named by it. */
  handle?: string;
  description: string;
  /** The base price (our layout); other layouts price each variant. */
  price: string;
  /** Its categories as the file writes them: "Mujer > Remeras, Ofertas". */
  category: string;
  /** "Sí"/"No" or as the file spells it. */
  active: string;
  images: string[];
  brand?: string;
  tags?: string[];
  /** The product's wholesale tiers, counted over all its variants, as the file writes them (our layout). */
  tiers?: string;
  /** Who it is for (Tiendanube's "Sexo" / "Rango de edad", Shopify's Google Shopping columns): null empties it, absent keeps the product's. */
  gender?: ProductGender | null;
  ageGroup?: ProductAgeGroup | null;
  /** Every variant sells without counting stock (Tiendanube's empty stock cells). */
  unlimitedStock?: boolean;
  variants: SourceVariant[];
}

/** What a file can say of a product; an update changes only those the file has a column for. */
export type SourceField =
  | 'description'
  | 'price'
  | 'category'
  | 'active'
  | 'images'
  | 'sku'
  | 'stock'
  | 'variantPrice'
  | 'adjustment'
  | 'variantActive'
  | 'attributes'
  | 'brand'
  | 'tags'
  | 'barcode'
  | 'compareAt'
  | 'weight'
  | 'tiers'
  | 'variantTiers'
  | 'gender'
  | 'ageGroup';

export interface SourceFile {
  layout: CsvLayout;
  products: SourceProduct[];
  present: Set<SourceField>;
  /** The file's own title of each column, for messages. */
  titles: Partial<Record<SourceField, string>>;
  /** Titles of the columns nothing is imported from. */
  ignoredColumns: string[];
  warnings: CsvRowMessage[];
}

/** The file's columns by folded title: the index of the first column with each. */
export function columnIndex(header: CsvRecord): Map<string, number> {
  const index = new Map<string, number>();
  header.cells.forEach((title, i) => {
    if (title && !index.has(foldName(title))) index.set(foldName(title), i);
  });
  return index;
}

/**
 * Another platform's file (Tiendanube's, Shopify's): its columns by folded
 * title, a record's cell by one, and the fields it gives, those read from every
 * file of the layout and each of `fields` whose column it has. Refused
 * without its price column (`priceTitle` names it as the file does).
 */
export function platformColumns(
  header: CsvRecord,
  priceTitle: string,
  always: SourceField[],
  fields: readonly (readonly [SourceField, string])[],
) {
  const columns = columnIndex(header);
  if (!columns.has(foldName(priceTitle))) throw invalid('csv', `Falta la columna «${priceTitle}» en la primera fila.`);
  const cell = (record: CsvRecord, folded: string) => record.cells[columns.get(folded) ?? -1] ?? '';
  const present = new Set<SourceField>(always);
  for (const [field, folded] of fields) {
    if (columns.has(folded)) present.add(field);
  }
  return { columns, cell, present };
}

/** Rows grouped by a key (the product's name or address), in the file's order; rows without one stand alone. */
export function groupRows(records: CsvRecord[], keyOf: (record: CsvRecord) => string): CsvRecord[][] {
  const groups = new Map<string, CsvRecord[]>();
  for (const record of records) {
    const key = foldName(keyOf(record)) || `#${record.row}`;
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return [...groups.values()];
}

/** An HTML description (Tiendanube's and Shopify's) kept as safe rich text: the product forms' rule (apps/server/src/shared/rich-text.ts). */
export { sanitizeDescription as importedDescription } from '../../shared/rich-text';

/** Tags in one cell: the rule the product forms use too (packages/core). */
export { parseTags } from '@vidriera/core';

/** The header's titles that none of `used` (folded) names. */
export const unusedTitles = (header: CsvRecord, used: Set<string>) =>
  header.cells.filter((title) => title && !used.has(foldName(title)));
