import {
  type CsvRowMessage,
  foldName,
  parseCsvKilograms,
  parseCsvMoney,
  parseCsvYesNo,
  productInputSchema,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { yieldToLoop } from '../../shared/yield-to-loop';
import { type CurrentProduct, readCurrentProducts } from './current-products';
import { planCategories } from './import-categories';
import type { SourceFile, SourceProduct } from './import-source';
import { type PictureFolder, type PictureRows, pictureWarnings, productPictures } from './plan-import-pictures';
import {
  type ImportPlan,
  type PlannedCategory,
  type PlannedProduct,
  type PlannedVariant,
  standInIds,
  toProductInput,
} from './planned-product';
import { stockBelowReservedRows } from './import-stock-floor';
import { readImportLayout } from './read-import-layout';
import { readStoreCatalogue, type StoreCatalogue } from './store-catalogue';

/*
 * "Exportar CSV" and "Importar CSV" (docs/product/catalogue.md, "Planilla
 * CSV"). The import is read twice, statelessly: once for the preview (what
 * will be created or updated, every row's errors) and once on confirmation,
 * when it is written all or nothing in one transaction
 * (apply-catalogue-import.ts). Both read the file a chunk at a time and check
 * its products a few hundred at a time, letting other requests run between.
 * The file's layout (ours, Tiendanube's, Shopify's) is read first
 * (read-import-layout.ts); from there every layout is checked alike.
 */

/** Products checked between two turns of the event loop. */
const PLAN_CHUNK = 200;

interface PlanContext {
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
function matchOf(product: SourceProduct, store: StoreCatalogue): { productId: string | null; skuOwners: Set<string> } {
  const skuOwners = new Set(
    product.variants.flatMap((v) =>
      v.sku && store.variantsBySku.has(v.sku) ? [store.variantsBySku.get(v.sku)?.productId ?? ''] : [],
    ),
  );
  return { productId: [...skuOwners][0] ?? store.productsByName.get(foldName(product.name)) ?? null, skuOwners };
}

const yesNo = (text: string, fallback: boolean) => (text ? parseCsvYesNo(text) : fallback);

function planProduct(source: SourceProduct, c: PlanContext): PlannedProduct {
  const { file, store, error } = c;
  const has = (field: Parameters<typeof file.present.has>[0]) => file.present.has(field);
  const { productId, skuOwners } = matchOf(source, store);
  const current = productId ? c.current.get(productId) : undefined;
  const name = source.name;
  if (!name) error(source.row, 'falta el nombre del producto.');

  let priceCents: number | null = 0;
  if (has('price')) {
    priceCents = parseCsvMoney(source.price);
    if (priceCents === null)
      error(
        source.row,
        source.price
          ? `el precio base «${source.price}» no es un monto (escribe por ejemplo 12500,00).`
          : 'falta el precio base.',
      );
  }
  const active = has('active') ? yesNo(source.active, true) : (current?.isActive ?? true);
  if (active === null) error(source.row, `«${source.active}» en ${file.titles.active} debe ser Sí o No.`);

  const categories = has('category')
    ? planCategories(source.category, (message) => error(source.row, message), c.store.categories, c.newCategories)
    : (current?.categoryIds ?? []).map((id) => ({ id }));

  const pictures = productPictures(source, c.pictureFolder);
  if (pictures.unusable) c.pictureRows.unusable.push(source.row);
  if (pictures.fetch.length > 0) c.pictureRows.fetched.push(source.row);
  if (pictures.tooMany) c.pictureRows.tooMany.push(source.row);
  // Pictures that cannot be imported, or are yet to be fetched, never take the place of those the product has.
  const images =
    has('images') && (source.images.length === 0 || pictures.own.length > 0) ? pictures.own : (current?.images ?? []);
  const fetchPictures = has('images') ? pictures.fetch : [];

  const currentVariants = new Map((current?.variants ?? []).map((v) => [v.id, v]));
  const prices: (number | null)[] = [];
  const variants: PlannedVariant[] = source.variants.map((v) => {
    const sku = v.sku || null;
    if (sku) {
      const seen = c.skusInFile.get(sku);
      if (seen !== undefined) error(v.row, `el SKU «${sku}» ya está en la fila ${seen}.`);
      else c.skusInFile.set(sku, v.row);
    }
    const owner = sku ? store.variantsBySku.get(sku) : undefined;
    const kept = owner && owner.productId === productId ? currentVariants.get(owner.id) : undefined;
    const stock = has('stock') && v.stock ? Number(v.stock.replace(/\./g, '')) : (kept?.stock ?? 0);
    if (!Number.isInteger(stock) || stock < 0)
      error(v.row, `el stock «${v.stock}» debe ser un número entero, 0 o más.`);
    const adjustment = has('adjustment')
      ? v.adjustment
        ? parseCsvMoney(v.adjustment)
        : 0
      : (kept?.priceAdjustmentCents ?? 0);
    if (adjustment === null) error(v.row, `el ajuste de precio «${v.adjustment}» no es un monto.`);
    if (has('variantPrice')) {
      const price = parseCsvMoney(v.price);
      if (price === null)
        error(
          v.row,
          v.price
            ? `el precio «${v.price}» no es un monto (escribe por ejemplo 12500,00).`
            : 'falta el precio de la variante.',
        );
      prices.push(price);
    }
    const variantActive = has('variantActive') ? yesNo(v.active, true) : (kept?.isActive ?? true);
    if (variantActive === null) error(v.row, `«${v.active}» en ${file.titles.variantActive} debe ser Sí o No.`);
    if (owner && owner.productId !== productId) error(v.row, `el SKU «${sku}» ya lo usa otro producto de tu tienda.`);
    for (const { attribute, value } of v.values) checkValue(v.row, attribute, value, c);
    let compareAt: number | null | undefined;
    if (has('compareAt')) {
      compareAt = v.compareAt ? parseCsvMoney(v.compareAt) : null;
      if (compareAt === null && v.compareAt) error(v.row, `el precio anterior «${v.compareAt}» no es un monto.`);
    }
    let weightGrams: number | null | undefined;
    if (has('weight')) {
      weightGrams = v.weight ? parseCsvKilograms(v.weight) : null;
      if (weightGrams === null && v.weight)
        error(v.row, `el peso «${v.weight}» no es un número de kilos (escribe por ejemplo 0,25).`);
    }
    const extras = {
      ...(has('barcode') ? { barcode: v.barcode || null } : {}),
      ...(compareAt !== undefined ? { compareAtPriceCents: compareAt } : {}),
      ...(weightGrams !== undefined ? { weightGrams } : {}),
    };
    const keptValues = kept && !has('attributes') ? { keptValues: kept.values } : {};
    const picture = v.image && fetchPictures.includes(v.image) ? { pictureSource: v.image } : {};
    return {
      row: v.row,
      ...(kept ? { id: kept.id } : {}),
      sku,
      stock,
      adjustment: adjustment ?? 0,
      active: variantActive ?? true,
      values: v.values,
      ...keptValues,
      ...extras,
      ...picture,
    };
  });
  if (skuOwners.size > 1) error(source.row, `los SKU de «${name}» pertenecen a productos distintos de tu tienda.`);

  // Each variant keeps its own price: the lowest is the product's, the others are above it.
  if (has('variantPrice') && prices.every((p) => p !== null)) {
    priceCents = Math.min(...(prices as number[]));
    variants.forEach((v, i) => (v.adjustment = (prices[i] ?? 0) - (priceCents ?? 0)));
  }
  // A price before that is not above the price is no promotion.
  for (const v of variants)
    if (typeof v.compareAtPriceCents === 'number' && v.compareAtPriceCents <= (priceCents ?? 0) + v.adjustment)
      v.compareAtPriceCents = null;

  const combinations = new Set<string>();
  for (const variant of variants) {
    const signature = (
      variant.keptValues?.map(
        (v) => `${v.attributeId}=${v.attributeValueId ?? v.textValue ?? v.numberValue ?? v.booleanValue}`,
      ) ?? variant.values.map((v) => `${foldName(v.attribute)}=${foldName(v.value)}`)
    )
      .sort()
      .join('&');
    const hasValues = variant.keptValues ? variant.keptValues.length > 0 : variant.values.length > 0;
    if (combinations.has(signature))
      error(
        variant.row,
        hasValues
          ? 'otra fila del mismo producto tiene la misma combinación de atributos.'
          : `el producto «${name}» está repetido: para variantes, agrega columnas de atributos.`,
      );
    combinations.add(signature);
  }

  const planned: PlannedProduct = {
    row: source.row,
    name,
    ...(source.handle ? { handle: source.handle } : {}),
    productId,
    description: has('description') ? source.description : (current?.description ?? ''),
    priceCents: priceCents ?? 0,
    active: active ?? true,
    categories,
    images,
    fetchPictures,
    productTypeId: current?.productTypeId ?? null,
    isService: current?.isService ?? false,
    requiresStock: source.unlimitedStock ? false : has('stock') ? true : (current?.requiresStock ?? true),
    ...(has('brand') ? { brand: source.brand ?? '' } : {}),
    ...(has('tags') ? { tags: source.tags ?? [] } : {}),
    ...(has('gender') && source.gender !== undefined ? { gender: source.gender } : {}),
    ...(has('ageGroup') && source.ageGroup !== undefined ? { ageGroup: source.ageGroup } : {}),
    variants: variants.map((v) => ({
      ...v,
      values: v.values.map((x) => ({ attribute: foldName(x.attribute), value: x.value })),
    })),
  };
  if (current && !has('attributes')) planned.keptAttributeIds = current.attributeIds;
  // A file without SKUs nor attributes cannot tell an existing product's variants apart: it keeps them.
  if (current && !has('sku') && !has('attributes')) {
    const only = current.variants.length === 1 ? variants[0] : undefined;
    planned.keptVariants = {
      attributeIds: current.attributeIds,
      variants: current.variants.map((v) =>
        only ? { ...v, stock: only.stock, isActive: only.active, priceAdjustmentCents: only.adjustment } : v,
      ),
    };
  }
  return planned;
}

/** A variant's value for an attribute: checked against the attribute's type, noted when the store lacks it. */
function checkValue(row: number, title: string, value: string, c: PlanContext) {
  const key = foldName(title);
  const existing = c.store.attributes.get(key);
  if (existing?.type === 'number' && !Number.isFinite(Number(value.replace(',', '.'))))
    c.error(row, `«${value}» en ${title} debe ser un número.`);
  if (existing?.type === 'boolean' && parseCsvYesNo(value) === null)
    c.error(row, `«${value}» en ${title} debe ser Sí o No.`);
  if (value.length > 80) c.error(row, `el valor de ${title} no puede superar los 80 caracteres.`);
  if (existing && existing.type !== 'select') return;
  let planned = c.newAttributes.get(key);
  if (!planned) {
    planned = { displayName: existing?.displayName ?? title, isNew: !existing, values: new Map() };
    c.newAttributes.set(key, planned);
  }
  if (!existing?.values.has(foldName(value)) && !planned.values.has(foldName(value)))
    planned.values.set(foldName(value), value);
}

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
