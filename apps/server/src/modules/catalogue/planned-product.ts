import {
  type CatalogueImportPreview,
  type CsvLayout,
  type CsvRowMessage,
  foldName,
  parseCsvYesNo,
  type PriceTier,
  type ProductAgeGroup,
  type ProductGender,
  type ProductInput,
  type VariantInput,
} from '@vidriera/core';

/* A checked "Importar CSV" file: what it writes (apply-catalogue-import.ts) and what its preview shows. */

export type Resolver = (kind: 'category' | 'attribute' | 'value' | 'type', key: string) => string;

/** A reference to something that exists (its id) or that the import creates (by its name). */
export type Ref = { id: string } | { create: string };

/** A category the import creates; its parent is created first when it is new too. */
export interface PlannedCategory {
  key: string;
  name: string;
  parentKey: string | null;
  /** As the preview lists it: "Mujer > Remeras". */
  label: string;
}

export interface PlannedValue {
  attribute: string;
  value: string;
}

export interface PlannedVariant {
  row: number;
  id?: string;
  sku: string | null;
  stock: number;
  adjustment: number;
  active: boolean;
  values: PlannedValue[];
  /** The values an existing variant keeps when the file has no attribute columns. */
  keptValues?: VariantInput['values'];
  /** Absent when the file has no column for them: the variant keeps its own. */
  barcode?: string | null;
  compareAtPriceCents?: number | null;
  weightGrams?: number | null;
  priceTiers?: PriceTier[];
  /** The address of its picture in the file, among its product's `fetchPictures`. */
  pictureSource?: string;
}

export interface PlannedProduct {
  row: number;
  name: string;
  /** The platform's address of the product, kept to match photos of a ZIP (import-photo-zip.ts). */
  handle?: string;
  productId: string | null;
  description: string;
  priceCents: number;
  active: boolean;
  /** Its categories, the first one first (a file without a category column keeps the product's). */
  categories: Ref[];
  images: string[];
  /** Picture addresses (http or https) to fetch after the import commits, in the file's order (fetch-import-pictures.ts). */
  fetchPictures: string[];
  productTypeId: string | null;
  isService: boolean;
  requiresStock: boolean;
  /** Absent when the file has no column for them: the product keeps its own. */
  brand?: string;
  tags?: string[];
  gender?: ProductGender | null;
  ageGroup?: ProductAgeGroup | null;
  priceTiers?: PriceTier[];
  variants: PlannedVariant[];
  /** The attributes an existing product keeps when the file has no attribute columns. */
  keptAttributeIds?: string[];
  /** An update from a file that cannot tell variants apart keeps the product's own. */
  keptVariants?: { attributeIds: string[]; variants: VariantInput[] };
}

export interface ImportPlan {
  layout: CsvLayout;
  products: PlannedProduct[];
  errors: CsvRowMessage[];
  warnings: CsvRowMessage[];
  ignoredColumns: string[];
  newCategories: PlannedCategory[];
  /** Attributes the file names that the store lacks (`isNew`), or select values it lacks, by folded name. */
  newAttributes: Map<string, { displayName: string; isNew: boolean; values: Map<string, string> }>;
  rows: number;
}

/** Stand-in ids, one per name, to check a planned product against the product form's rules before anything exists. */
export function standInIds(): Resolver {
  const ids = new Map<string, string>();
  return (kind, key) => {
    if (kind === 'type') return 'select';
    const name = `${kind}\n${key}`;
    if (!ids.has(name)) ids.set(name, `00000000-0000-4000-8000-${String(ids.size + 1).padStart(12, '0')}`);
    return ids.get(name) ?? '';
  };
}

/** The planned product as the product form would save it; `resolve` gives the id of a category, attribute or value by its key. */
export function toProductInput(product: PlannedProduct, resolve: Resolver): ProductInput {
  const attributeKeys = [...new Set(product.variants.flatMap((v) => v.values.map((x) => x.attribute)))];
  return {
    name: product.name,
    description: product.description,
    priceCents: product.priceCents,
    categoryId: null,
    categoryIds: [
      ...new Set(product.categories.map((ref) => ('id' in ref ? ref.id : resolve('category', ref.create)))),
    ],
    productTypeId: product.productTypeId,
    isActive: product.active,
    isService: product.isService,
    requiresStock: product.requiresStock,
    ...(product.brand !== undefined ? { brand: product.brand } : {}),
    ...(product.tags !== undefined ? { tags: product.tags } : {}),
    ...(product.gender !== undefined ? { gender: product.gender } : {}),
    ...(product.ageGroup !== undefined ? { ageGroup: product.ageGroup } : {}),
    ...(product.priceTiers !== undefined ? { priceTiers: product.priceTiers } : {}),
    images: product.images,
    attributeIds:
      product.keptVariants?.attributeIds ??
      product.keptAttributeIds ??
      attributeKeys.map((key) => resolve('attribute', key)),
    variants:
      product.keptVariants?.variants ??
      product.variants.map((v) => ({
        ...(v.id ? { id: v.id } : {}),
        sku: v.sku,
        stock: v.stock,
        priceAdjustmentCents: v.adjustment,
        isActive: v.active,
        ...(v.barcode !== undefined ? { barcode: v.barcode } : {}),
        ...(v.compareAtPriceCents !== undefined ? { compareAtPriceCents: v.compareAtPriceCents } : {}),
        ...(v.weightGrams !== undefined ? { weightGrams: v.weightGrams } : {}),
        ...(v.priceTiers !== undefined ? { priceTiers: v.priceTiers } : {}),
        values:
          v.keptValues ??
          v.values.map((x) => ({ attributeId: resolve('attribute', x.attribute), ...valueInput(resolve, x) })),
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
    products: plan.products.map((p) => ({
      row: p.row,
      name: p.name,
      action: p.productId ? 'update' : 'create',
      variants: p.keptVariants?.variants.length ?? p.variants.length,
    })),
    errors: plan.errors,
    warnings: plan.warnings,
    newCategories: plan.newCategories.map((c) => c.label),
    newAttributes: [...plan.newAttributes.values()].filter((a) => a.isNew).map((a) => a.displayName),
    rows: plan.rows,
    layout: plan.layout,
    ignoredColumns: plan.ignoredColumns,
  };
}
