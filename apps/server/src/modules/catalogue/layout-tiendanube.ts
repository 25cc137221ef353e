import { genderAndAgeReader } from './import-gender-age';
import {
  importedDescription,
  groupRows,
  parseTags,
  platformColumns,
  type SourceFile,
  type SourceProduct,
  unusedTitles,
} from './import-source';
import type { CsvRecord } from './read-csv-records';

/*
 * Tiendanube's product export (docs/product/catalogue.md, "Planillas de otras
 * plataformas"): `;` between cells, one row per variant grouped by
 * "Identificador de URL", the product's own cells only on its first row, up to
 * three "Nombre de propiedad N" / "Valor de propiedad N" pairs per variant.
 */

export const isTiendanubeHeader = (columns: Map<string, number>) =>
  columns.has('identificador de url') && columns.has('nombre');

const PROPERTIES = [1, 2, 3].map((n) => ({ name: `nombre de propiedad ${n}`, value: `valor de propiedad ${n}` }));
const USED = [
  'identificador de url',
  'nombre',
  'categorias',
  'precio',
  'precio promocional',
  'stock',
  'sku',
  'mostrar en tienda',
  'descripcion',
  'marca',
  'tags',
  'codigo de barras',
  'peso (kg)',
  'sexo',
  'rango de edad',
];
const FIELDS = [
  ['description', 'descripcion'],
  ['category', 'categorias'],
  ['sku', 'sku'],
  ['stock', 'stock'],
  ['active', 'mostrar en tienda'],
  ['brand', 'marca'],
  ['tags', 'tags'],
  ['barcode', 'codigo de barras'],
  ['compareAt', 'precio promocional'],
  ['weight', 'peso (kg)'],
  ['gender', 'sexo'],
  ['ageGroup', 'rango de edad'],
] as const;

export function readTiendanubeLayout(header: CsvRecord, records: CsvRecord[]): SourceFile {
  const { columns, cell, present } = platformColumns(
    header,
    'Precio',
    ['variantPrice', 'attributes', 'active'],
    FIELDS,
  );
  const used = new Set([...USED, ...PROPERTIES.flatMap((p) => [p.name, p.value])]);
  const titles: SourceFile['titles'] = {
    variantPrice: 'Precio',
    active: 'Mostrar en tienda',
    stock: 'Stock',
    category: 'Categorías',
  };
  if (!columns.has('mostrar en tienda')) present.delete('active');

  const warnings: SourceFile['warnings'] = [];
  const people = genderAndAgeReader({ gender: 'Sexo', ageGroup: 'Rango de edad' });
  const promotions: number[] = [];
  // A row without its own address continues the product above it.
  let address = '';
  const products = groupRows(records, (record) => (address = cell(record, 'identificador de url') || address)).map(
    (group): SourceProduct => {
      const first = group[0] as CsvRecord;
      return {
        row: first.row,
        name: cell(first, 'nombre'),
        ...people.read(first.row, cell(first, 'sexo'), cell(first, 'rango de edad')),
        handle: cell(first, 'identificador de url'),
        description: importedDescription(cell(first, 'descripcion')),
        price: '',
        // Every category, a child under its parent as "Mujer > Remeras" (import-categories.ts).
        category: cell(first, 'categorias'),
        active: cell(first, 'mostrar en tienda'),
        images: [],
        brand: cell(first, 'marca'),
        tags: parseTags(cell(first, 'tags')),
        // An empty stock cell is Tiendanube's "unlimited stock".
        unlimitedStock: columns.has('stock') && group.every((record) => cell(record, 'stock') === ''),
        variants: group.map((record) => {
          const promotion = cell(record, 'precio promocional');
          if (promotion) promotions.push(record.row);
          return {
            row: record.row,
            sku: cell(record, 'sku'),
            stock: cell(record, 'stock'),
            // The promotional price is what the shopper pays; "Precio" is then the price before.
            price: promotion || cell(record, 'precio'),
            compareAt: promotion ? cell(record, 'precio') : '',
            barcode: cell(record, 'codigo de barras'),
            weight: cell(record, 'peso (kg)'),
            adjustment: '',
            active: '',
            values: PROPERTIES.flatMap((p) => {
              const attribute = cell(record, p.name) || cell(first, p.name);
              const value = cell(record, p.value);
              return attribute && value ? [{ attribute, value }] : [];
            }),
          };
        }),
      };
    },
  );
  if (promotions.length > 0) {
    warnings.push({
      row: promotions[0] ?? 0,
      message: `${promotions.length === 1 ? 'Una variante tiene' : `${promotions.length} variantes tienen`} «Precio promocional»: es el precio de venta, y «Precio» queda como precio anterior.`,
    });
  }
  warnings.push(...people.warnings());
  return { layout: 'tiendanube', products, present, titles, ignoredColumns: unusedTitles(header, used), warnings };
}
