import {
  type AttributeTypeName,
  type CatalogueImportPreview,
  CSV_COLUMNS,
  type CsvColumn,
  type CsvRowMessage,
  foldName,
  isStoreUpload,
  parseCsvImages,
  parseCsvMoney,
  parseCsvYesNo,
  type ProductInput,
  productInputSchema,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { invalid } from '../../shared/app-error';
import { yieldToLoop } from '../../shared/yield-to-loop';
import { readCsvRecords } from './read-csv-records';

/*
 * "Exportar CSV" and "Importar CSV" (docs/product/catalogue.md, "Planilla
 * CSV"). The import is read twice, statelessly: once for the preview (what
 * will be created or updated, every row's errors) and once on confirmation,
 * when it is written all or nothing in one transaction
 * (apply-catalogue-import.ts). Both read the file a chunk at a time and check
 * its products a few hundred at a time, letting other requests run between.
 */

/** Products checked, and the store's product names folded, between two turns of the event loop. */
const PLAN_CHUNK = 200;
const FOLD_CHUNK = 2_000;

interface StoreCatalogue {
  categories: Map<string, string>;
  attributes: Map<string, { id: string; type: AttributeTypeName; displayName: string; values: Map<string, string> }>;
  productsByName: Map<string, string>;
  variantsBySku: Map<string, { id: string; productId: string }>;
}

export async function readStoreCatalogue(db: Kysely<Database>, storeId: string): Promise<StoreCatalogue> {
  const [categories, attributes, values, products, variants] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name']).where('store_id', '=', storeId).orderBy('created_at').execute(),
    db.selectFrom('attributes').select(['id', 'name', 'display_name', 'attribute_type']).where('store_id', '=', storeId).execute(),
    db.selectFrom('attribute_values').select(['id', 'attribute_id', 'value', 'display_value']).where('store_id', '=', storeId).execute(),
    db.selectFrom('products').select(['id', 'name']).where('store_id', '=', storeId).orderBy('created_at', 'desc').execute(),
    db.selectFrom('product_variants').select(['id', 'product_id', 'sku']).where('store_id', '=', storeId).where('sku', 'is not', null).execute(),
  ]);
  const catalogue: StoreCatalogue = { categories: new Map(), attributes: new Map(), productsByName: new Map(), variantsBySku: new Map() };
  for (const c of categories) if (!catalogue.categories.has(foldName(c.name))) catalogue.categories.set(foldName(c.name), c.id);
  for (const a of attributes) {
    const entry = { id: a.id, type: a.attribute_type as AttributeTypeName, displayName: a.display_name, values: new Map<string, string>() };
    for (const v of values) {
      if (v.attribute_id !== a.id) continue;
      entry.values.set(foldName(v.display_value), v.id);
      if (!entry.values.has(foldName(v.value))) entry.values.set(foldName(v.value), v.id);
    }
    catalogue.attributes.set(foldName(a.display_name), entry);
    if (!catalogue.attributes.has(foldName(a.name))) catalogue.attributes.set(foldName(a.name), entry);
  }
  // A large store has tens of thousands of these: folded a few thousand at a time.
  for (const [i, p] of products.entries()) {
    if (i % FOLD_CHUNK === FOLD_CHUNK - 1) await yieldToLoop();
    const name = foldName(p.name);
    if (!catalogue.productsByName.has(name)) catalogue.productsByName.set(name, p.id);
  }
  for (const v of variants) if (v.sku) catalogue.variantsBySku.set(v.sku, { id: v.id, productId: v.product_id });
  return catalogue;
}

export type Resolver = (kind: 'category' | 'attribute' | 'value' | 'type', key: string) => string;

/** A reference to something that exists (its id) or that the import creates (by its name). */
type Ref = { id: string } | { create: string };

interface PlannedValue {
  attribute: string;
  value: string;
}

interface PlannedVariant {
  row: number;
  id?: string;
  sku: string | null;
  stock: number;
  adjustment: number;
  active: boolean;
  values: PlannedValue[];
}

export interface PlannedProduct {
  row: number;
  name: string;
  productId: string | null;
  description: string;
  priceCents: number;
  active: boolean;
  category: Ref | null;
  images: string[];
  variants: PlannedVariant[];
}

export interface ImportPlan {
  products: PlannedProduct[];
  errors: CsvRowMessage[];
  warnings: CsvRowMessage[];
  newCategories: string[];
  /** Attributes the file names that the store lacks (`isNew`), or select values it lacks, by folded name. */
  newAttributes: Map<string, { displayName: string; isNew: boolean; values: Map<string, string> }>;
  rows: number;
}

/** Stand-in ids, one per name, to check a planned product against the product form's rules before anything exists. */
function standInIds(): Resolver {
  const ids = new Map<string, string>();
  return (kind, key) => {
    if (kind === 'type') return 'select';
    const name = `${kind}\n${key}`;
    if (!ids.has(name)) ids.set(name, `00000000-0000-4000-8000-${String(ids.size + 1).padStart(12, '0')}`);
    return ids.get(name) ?? '';
  };
}

/** Reads the file, matches it against the store and checks every row; writes nothing. */
export async function planCatalogueImport(db: Kysely<Database>, storeId: string, text: string, imagePrefix: string): Promise<ImportPlan> {
  const records = await readCsvRecords(text);
  const header = records.shift();
  if (!header) throw invalid('csv', 'El archivo está vacío.');
  if (records.length === 0) throw invalid('csv', 'El archivo no tiene filas de productos debajo de los títulos.');

  const fixed = new Map((Object.entries(CSV_COLUMNS) as [CsvColumn, string][]).map(([key, title]) => [foldName(title), key]));
  const columns = new Map<CsvColumn, number>();
  const attributeColumns: { index: number; title: string }[] = [];
  header.cells.forEach((title, index) => {
    const key = fixed.get(foldName(title));
    if (key) columns.set(key, index);
    else if (title) attributeColumns.push({ index, title });
  });
  for (const required of ['name', 'price'] as const) {
    if (!columns.has(required)) throw invalid('csv', `Falta la columna «${CSV_COLUMNS[required]}» en la primera fila.`);
  }

  const store = await readStoreCatalogue(db, storeId);
  const errors: CsvRowMessage[] = [];
  const warnings: CsvRowMessage[] = [];
  const error = (row: number, message: string) => errors.push({ row, message: `Fila ${row}: ${message}` });
  const newCategories = new Map<string, string>();
  const newAttributes: ImportPlan['newAttributes'] = new Map();
  for (const { title } of attributeColumns) {
    const existing = store.attributes.get(foldName(title));
    if (!existing || existing.type === 'select') newAttributes.set(foldName(title), { displayName: existing?.displayName ?? title, isNew: !existing, values: new Map() });
  }

  // Rows of one product share its name; the first row holds the product's own cells.
  const groups = new Map<string, typeof records>();
  for (const record of records) {
    const name = record.cells[columns.get('name') ?? -1] ?? '';
    const key = foldName(name) || `#${record.row}`;
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }

  const skusInFile = new Map<string, number>();
  const foreignImageRows: number[] = [];
  const products: PlannedProduct[] = [];
  let checked = 0;
  for (const group of groups.values()) {
    if (++checked % PLAN_CHUNK === 0) await yieldToLoop();
    const first = group[0];
    if (!first) continue;
    const cell = (record: (typeof records)[number], column: CsvColumn) => record.cells[columns.get(column) ?? -1] ?? '';
    const productCell = (column: CsvColumn) => group.map((r) => cell(r, column)).find((v) => v !== '') ?? '';
    const name = cell(first, 'name');
    const errorsBefore = errors.length;
    if (!name) error(first.row, 'falta el nombre del producto.');

    const priceText = productCell('price');
    const priceCents = parseCsvMoney(priceText);
    if (priceCents === null) error(first.row, priceText ? `el precio base «${priceText}» no es un monto (escribe por ejemplo 12500,00).` : 'falta el precio base.');
    const activeText = productCell('active');
    const active = activeText ? parseCsvYesNo(activeText) : true;
    if (active === null) error(first.row, `«${activeText}» en ${CSV_COLUMNS.active} debe ser Sí o No.`);

    const categoryName = productCell('category');
    let category: Ref | null = null;
    if (categoryName) {
      const existing = store.categories.get(foldName(categoryName));
      if (existing) category = { id: existing };
      else {
        if (categoryName.length < 2 || categoryName.length > 80) error(first.row, 'el nombre de la categoría debe tener entre 2 y 80 caracteres.');
        if (!newCategories.has(foldName(categoryName))) newCategories.set(foldName(categoryName), categoryName);
        category = { create: foldName(categoryName) };
      }
    }

    const allImages = parseCsvImages(productCell('images'));
    const images = allImages.filter((url) => isStoreUpload(url, imagePrefix));
    if (images.length < allImages.length) foreignImageRows.push(first.row);

    const variants: PlannedVariant[] = [];
    for (const record of group) {
      const sku = cell(record, 'sku') || null;
      if (sku) {
        const seen = skusInFile.get(sku);
        if (seen !== undefined) error(record.row, `el SKU «${sku}» ya está en la fila ${seen}.`);
        else skusInFile.set(sku, record.row);
      }
      const stockText = cell(record, 'stock');
      const stock = stockText ? Number(stockText.replace(/\./g, '')) : 0;
      if (!Number.isInteger(stock) || stock < 0) error(record.row, `el stock «${stockText}» debe ser un número entero, 0 o más.`);
      const adjustmentText = cell(record, 'adjustment');
      const adjustment = adjustmentText ? parseCsvMoney(adjustmentText) : 0;
      if (adjustment === null) error(record.row, `el ajuste de precio «${adjustmentText}» no es un monto.`);
      const variantActiveText = cell(record, 'variantActive');
      const variantActive = variantActiveText ? parseCsvYesNo(variantActiveText) : true;
      if (variantActive === null) error(record.row, `«${variantActiveText}» en ${CSV_COLUMNS.variantActive} debe ser Sí o No.`);

      const values: PlannedValue[] = [];
      for (const { index, title } of attributeColumns) {
        const value = record.cells[index] ?? '';
        if (!value) continue;
        const key = foldName(title);
        const existing = store.attributes.get(key);
        if (existing?.type === 'number' && !Number.isFinite(Number(value.replace(',', '.')))) error(record.row, `«${value}» en ${title} debe ser un número.`);
        if (existing?.type === 'boolean' && parseCsvYesNo(value) === null) error(record.row, `«${value}» en ${title} debe ser Sí o No.`);
        if (value.length > 80) error(record.row, `el valor de ${title} no puede superar los 80 caracteres.`);
        const planned = newAttributes.get(key);
        if (planned && !existing?.values.has(foldName(value)) && !planned.values.has(foldName(value))) planned.values.set(foldName(value), value);
        values.push({ attribute: key, value });
      }
      variants.push({ row: record.row, sku, stock, adjustment: adjustment ?? 0, active: variantActive ?? true, values });
    }

    const combinations = new Set<string>();
    for (const variant of variants) {
      const signature = variant.values.map((v) => `${v.attribute}=${foldName(v.value)}`).sort().join('&');
      if (combinations.has(signature)) error(variant.row, variant.values.length ? 'otra fila del mismo producto tiene la misma combinación de atributos.' : `el producto «${name}» está repetido: para variantes, agrega columnas de atributos.`);
      combinations.add(signature);
    }

    // Matched by SKU, else by name.
    const bySku = new Set(variants.flatMap((v) => (v.sku && store.variantsBySku.has(v.sku) ? [store.variantsBySku.get(v.sku)?.productId ?? ''] : [])));
    if (bySku.size > 1) error(first.row, `los SKU de «${name}» pertenecen a productos distintos de tu tienda.`);
    const productId = [...bySku][0] ?? store.productsByName.get(foldName(name)) ?? null;
    for (const variant of variants) {
      const owner = variant.sku ? store.variantsBySku.get(variant.sku) : undefined;
      if (owner && owner.productId !== productId) error(variant.row, `el SKU «${variant.sku}» ya lo usa otro producto de tu tienda.`);
      else if (owner) variant.id = owner.id;
    }

    const planned: PlannedProduct = { row: first.row, name, productId, description: productCell('description'), priceCents: priceCents ?? 0, active: active ?? true, category, images, variants };
    if (errors.length === errorsBefore) {
      const check = productInputSchema.safeParse(toProductInput(planned, standInIds()));
      if (!check.success) {
        for (const issue of check.error.issues) {
          const variant = issue.path[0] === 'variants' && typeof issue.path[1] === 'number' ? variants[issue.path[1]] : undefined;
          error(variant?.row ?? first.row, issue.message.endsWith('.') ? issue.message : `${issue.message}.`);
        }
      }
    }
    products.push(planned);
  }
  if (foreignImageRows.length > 0) {
    const rows = foreignImageRows.length > 5 ? `${foreignImageRows.slice(0, 5).join(', ')}…` : foreignImageRows.join(', ');
    const count = foreignImageRows.length === 1 ? 'un producto' : `${foreignImageRows.length} productos`;
    warnings.push({ row: foreignImageRows[0] ?? 0, message: `Las imágenes de ${count} no son de tu tienda y no se importan (filas ${rows}): súbelas desde cada producto.` });
  }
  return { products, errors, warnings, newCategories: [...newCategories.values()], newAttributes, rows: records.length };
}

/** The planned product as the product form would save it; `resolve` gives the id of a category, attribute or value by its key. */
export function toProductInput(product: PlannedProduct, resolve: Resolver): ProductInput {
  const attributeKeys = [...new Set(product.variants.flatMap((v) => v.values.map((x) => x.attribute)))];
  return {
    name: product.name,
    description: product.description,
    priceCents: product.priceCents,
    categoryId: product.category ? ('id' in product.category ? product.category.id : resolve('category', product.category.create)) : null,
    productTypeId: null,
    isActive: product.active,
    isService: false,
    requiresStock: true,
    images: product.images,
    attributeIds: attributeKeys.map((key) => resolve('attribute', key)),
    variants: product.variants.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      sku: v.sku,
      stock: v.stock,
      priceAdjustmentCents: v.adjustment,
      isActive: v.active,
      values: v.values.map((x) => ({ attributeId: resolve('attribute', x.attribute), ...valueInput(resolve, x) })),
    })),
  };
}

function valueInput(resolve: Resolver, value: PlannedValue) {
  const type = resolve('type', value.attribute);
  if (type === 'text') return { textValue: value.value };
  if (type === 'number') return { numberValue: Number(value.value.replace(',', '.')) };
  if (type === 'boolean') return { booleanValue: parseCsvYesNo(value.value) ?? false };
  return { attributeValueId: resolve('value', `${value.attribute}\n${foldName(value.value)}`) };
}

export function previewOf(plan: ImportPlan): CatalogueImportPreview {
  return {
    products: plan.products.map((p) => ({ row: p.row, name: p.name, action: p.productId ? 'update' : 'create', variants: p.variants.length })),
    errors: plan.errors,
    warnings: plan.warnings,
    newCategories: plan.newCategories,
    newAttributes: [...plan.newAttributes.values()].filter((a) => a.isNew).map((a) => a.displayName),
    rows: plan.rows,
  };
}
