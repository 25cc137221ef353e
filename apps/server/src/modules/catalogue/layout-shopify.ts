import { foldName, parseCsvYesNo } from '@vidriera/core';
import { genderAndAgeReader } from './import-gender-age';
import {
  importedDescription,
  groupRows,
  parseTags,
  platformColumns,
  type SourceFile,
  type SourceProduct,
  type SourceVariant,
  unusedTitles,
} from './import-source';
import type { CsvRecord } from './read-csv-records';

/*
 * Shopify's product CSV (docs/product/catalogue.md, "Planillas de otras
 * plataformas"): `,` between cells, rows grouped by "Handle", the product's
 * cells on its first row, up to three "OptionN Name" / "OptionN Value" pairs
 * (names on the first row only), and rows that only add a picture.
 */

export const isShopifyHeader = (columns: Map<string, number>) =>
  columns.has('handle') && (columns.has('variant price') || columns.has('title'));

const GENDER = 'google shopping / gender';
const AGE_GROUP = 'google shopping / age group';
const OPTIONS = [1, 2, 3].map((n) => ({ name: `option${n} name`, value: `option${n} value` }));
const USED = [
  'handle',
  'title',
  'body (html)',
  'variant sku',
  'variant inventory qty',
  'variant price',
  'image src',
  'variant image',
  'published',
  'status',
  'vendor',
  'tags',
  'variant barcode',
  'variant compare at price',
  'variant grams',
  'type',
  GENDER,
  AGE_GROUP,
];

const FIELDS = [
  ['description', 'body (html)'],
  ['sku', 'variant sku'],
  ['stock', 'variant inventory qty'],
  ['active', 'published'],
  ['active', 'status'],
  ['brand', 'vendor'],
  ['tags', 'tags'],
  ['barcode', 'variant barcode'],
  ['compareAt', 'variant compare at price'],
  ['weight', 'variant grams'],
  // Shopify's "Product Category" is its own shared taxonomy, not the store's: the merchant's grouping is "Type".
  ['category', 'type'],
  ['gender', GENDER],
  ['ageGroup', AGE_GROUP],
] as const;

/** Shopify's whole grams as the kilograms the other layouts write ("250" → "0,25"); anything else as it is, for its message. */
const kilograms = (grams: string) =>
  /^\d+(\.0+)?$/.test(grams.trim()) ? String(Number(grams) / 1000).replace('.', ',') : grams;

export function readShopifyLayout(header: CsvRecord, records: CsvRecord[]): SourceFile {
  const { columns, cell, present } = platformColumns(
    header,
    'Variant Price',
    ['variantPrice', 'attributes', 'images'],
    FIELDS,
  );
  const titles: SourceFile['titles'] = {
    variantPrice: 'Variant Price',
    stock: 'Variant Inventory Qty',
    active: columns.has('status') ? 'Status' : 'Published',
    category: 'Type',
  };
  const people = genderAndAgeReader({ gender: 'Google Shopping / Gender', ageGroup: 'Google Shopping / Age Group' });

  const oversold: number[] = [];
  const products = groupRows(records, (record) => cell(record, 'handle')).map((group): SourceProduct => {
    const first = group[0] as CsvRecord;
    const isVariant = (record: CsvRecord) =>
      record === first || ['option1 value', 'variant sku', 'variant price'].some((c) => cell(record, c) !== '');
    const published = cell(first, 'published') ? parseCsvYesNo(cell(first, 'published')) : true;
    const status = foldName(cell(first, 'status'));
    const hidden = published === false || status === 'draft' || status === 'archived';
    // The product's pictures in the file's order, then any variant's picture that is not among them.
    const images = [
      ...group.map((record) => cell(record, 'image src')),
      ...group.map((record) => cell(record, 'variant image')),
    ].filter(Boolean);
    return {
      row: first.row,
      handle: cell(first, 'handle'),
      name: cell(first, 'title'),
      description: importedDescription(cell(first, 'body (html)')),
      price: '',
      category: cell(first, 'type'),
      ...people.read(first.row, cell(first, GENDER), cell(first, AGE_GROUP)),
      active: hidden ? 'No' : 'Sí',
      images: [...new Set(images)],
      brand: cell(first, 'vendor'),
      tags: parseTags(cell(first, 'tags')),
      variants: group.filter(isVariant).map((record): SourceVariant => {
        let stock = cell(record, 'variant inventory qty');
        // Shopify lets a variant sell beyond its stock: what it owes is no stock here.
        if (/^-\d+$/.test(stock)) {
          oversold.push(record.row);
          stock = '0';
        }
        return {
          row: record.row,
          sku: cell(record, 'variant sku'),
          stock,
          price: cell(record, 'variant price'),
          compareAt: cell(record, 'variant compare at price'),
          barcode: cell(record, 'variant barcode'),
          weight: kilograms(cell(record, 'variant grams')),
          image: cell(record, 'variant image'),
          adjustment: '',
          active: '',
          values: OPTIONS.flatMap((o) => {
            const attribute = cell(first, o.name) || cell(record, o.name);
            const value = cell(record, o.value);
            // A product without options has one variant, "Title: Default Title".
            if (!attribute || !value || (foldName(attribute) === 'title' && foldName(value) === 'default title'))
              return [];
            return [{ attribute, value }];
          }),
        };
      }),
    };
  });
  const warnings: SourceFile['warnings'] = people.warnings();
  if (oversold.length > 0) {
    warnings.push({
      row: oversold[0] ?? 0,
      message: `${oversold.length === 1 ? 'Una variante tiene' : `${oversold.length} variantes tienen`} stock negativo en el archivo (filas ${oversold.slice(0, 5).join(', ')}${oversold.length > 5 ? '…' : ''}): entra con stock 0.`,
    });
  }
  return {
    layout: 'shopify',
    products,
    present,
    titles,
    ignoredColumns: unusedTitles(header, new Set([...USED, ...OPTIONS.flatMap((o) => [o.name, o.value])])),
    warnings,
  };
}
