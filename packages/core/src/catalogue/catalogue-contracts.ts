import { z } from 'zod';
import { priceTierSchema } from '../discounts/promotion-public-contracts';
import { ATTRIBUTE_TYPES } from './catalogue';
import { PRODUCT_AGE_GROUPS, PRODUCT_GENDERS } from './product-input';
import { CSV_LAYOUTS, CSV_MAX_BYTES } from './catalogue-csv';
import { cents, count, id, isoInstant } from '../shared/common-contracts';

/** The owner's catalogue API: categories, types, attributes and products as the admin edits them. */

export const categorySchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  parentId: id.nullable().describe('La categoría de la que es parte; null si es una categoría principal'),
  createdAt: isoInstant,
});
export type Category = z.output<typeof categorySchema>;

export const productTypeSchema = z.object({ id, name: z.string() });
export type ProductType = z.output<typeof productTypeSchema>;

export const attributeValueSchema = z.object({
  id,
  value: z.string(),
  displayValue: z.string(),
  hexColor: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type AttributeValue = z.output<typeof attributeValueSchema>;

export const attributeSchema = z.object({
  id,
  name: z.string(),
  displayName: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
  values: z.array(attributeValueSchema),
  productCount: count,
});
export type Attribute = z.output<typeof attributeSchema>;

export const productSummarySchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  priceCents: cents,
  categoryId: id.nullable(),
  categoryName: z.string().nullable(),
  isActive: z.boolean(),
  isService: z.boolean(),
  image: z.string().nullable(),
  variantCount: count,
  totalStock: count,
  hasAttributes: z.boolean(),
  minPriceCents: cents,
  maxPriceCents: cents,
  createdAt: isoInstant,
});
export type ProductSummary = z.output<typeof productSummarySchema>;

export const variantValueDetailSchema = z.object({
  attributeId: id,
  attributeValueId: id.nullable(),
  textValue: z.string().nullable(),
  numberValue: z.number().nullable(),
  booleanValue: z.boolean().nullable(),
});
export type VariantValueDetail = z.output<typeof variantValueDetailSchema>;

export const variantDetailSchema = z.object({
  id,
  sku: z.string().nullable(),
  stock: count,
  priceAdjustmentCents: cents,
  isActive: z.boolean(),
  values: z.array(variantValueDetailSchema),
  images: z.array(z.string()),
  barcode: z.string().nullable(),
  compareAtPriceCents: cents.nullable(),
  weightGrams: z.number().int().nullable().describe('Peso en gramos; null si no se conoce'),
  priceTiers: z.array(priceTierSchema).describe('Precios por mayor de la variante; vacío: los del producto'),
});
export type VariantDetail = z.output<typeof variantDetailSchema>;

export const productDetailSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  priceCents: cents,
  categoryId: id.nullable(),
  categoryIds: z.array(id).describe('Todas sus categorías, la primera primero (categoryId)'),
  productTypeId: id.nullable(),
  isActive: z.boolean(),
  isService: z.boolean(),
  requiresStock: z.boolean(),
  brand: z.string(),
  gender: z.enum(PRODUCT_GENDERS).nullable(),
  ageGroup: z.enum(PRODUCT_AGE_GROUPS).nullable(),
  tags: z.array(z.string()),
  images: z.array(z.string()),
  attributeIds: z.array(id),
  priceTiers: z.array(priceTierSchema).describe('Precios por mayor del producto'),
  createdAt: isoInstant,
  variants: z.array(variantDetailSchema),
});
export type ProductDetail = z.output<typeof productDetailSchema>;

/**
 * GET /api/catalogue/variant-stock: per variant of stock-keeping products, the
 * units on hand, those held by pending orders (and by how many orders), and
 * what is left to sell (docs/product/catalogue.md, "Stock").
 */
export const variantStockSchema = z.object({
  variantId: id,
  productId: id,
  label: z.string().describe('Valores de la variante ("Rojo / M"); vacío si no tiene'),
  stock: count,
  reserved: count,
  reservingOrders: count,
  available: count,
});
export type VariantStock = z.output<typeof variantStockSchema>;
export const variantStockListSchema = z.object({ variants: z.array(variantStockSchema) });

/* "Importar CSV" (docs/product/catalogue.md, "Planilla CSV"): the file's text, its preview, its result. */

/**
 * The file as it is on disk (`file`, base64: the server tells its encoding,
 * docs/product/catalogue.md) or as text already read (`csv`).
 */
export const catalogueImportSchema = z
  .object({
    csv: z
      .string()
      .min(1, 'El archivo está vacío')
      .max(CSV_MAX_BYTES, 'El archivo supera los 2 MB. Divídelo en partes.')
      .optional(),
    file: z
      .base64('El archivo no llegó entero. Intenta de nuevo.')
      .min(1, 'El archivo está vacío')
      .max(Math.ceil(CSV_MAX_BYTES / 3) * 4, 'El archivo supera los 2 MB. Divídelo en partes.')
      .optional(),
  })
  .refine((body) => body.csv !== undefined || body.file !== undefined, {
    message: 'Elige un archivo CSV',
    path: ['file'],
  });
export type CatalogueImportInput = z.infer<typeof catalogueImportSchema>;

export const csvRowMessageSchema = z.object({ row: z.number().int(), message: z.string() });
export type CsvRowMessage = z.output<typeof csvRowMessageSchema>;

export const catalogueImportPreviewSchema = z.object({
  products: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      action: z.enum(['create', 'update']),
      variants: z.number().int(),
    }),
  ),
  errors: z.array(csvRowMessageSchema),
  warnings: z.array(csvRowMessageSchema),
  newCategories: z.array(z.string()),
  newAttributes: z.array(z.string()),
  rows: z.number().int(),
  layout: z.enum(CSV_LAYOUTS).describe('El formato reconocido por la primera fila'),
  ignoredColumns: z.array(z.string()).describe('Columnas del archivo que no se importan'),
});
export type CatalogueImportPreview = z.output<typeof catalogueImportPreviewSchema>;

export const catalogueImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  picturesToFetch: z
    .number()
    .int()
    .optional()
    .describe('Fotos que se traen desde sus direcciones después de importar; ausente si ninguna'),
});
export type CatalogueImportResult = z.output<typeof catalogueImportResultSchema>;

/**
 * A confirmed import, written by a job (docs/product/catalogue.md, "Planilla
 * CSV"; docs/decisions/025-import-as-a-job.md): queued, running with rows
 * done of the file's rows, done with its result, or failed with the reason
 * (nothing saved).
 */
export const catalogueImportStatusSchema = z.object({
  id,
  state: z.enum(['queued', 'running', 'done', 'failed']),
  rowsDone: z.number().int(),
  rowsTotal: z.number().int(),
  products: z.number().int().describe('Productos del archivo'),
  result: catalogueImportResultSchema.nullable().describe('Al terminar: productos creados y actualizados'),
  error: z.string().nullable().describe('Por qué falló; no se guardó nada'),
  failures: z.array(csvRowMessageSchema).describe('Las filas que impidieron importar, si las hubo'),
  createdAt: isoInstant,
  finishedAt: isoInstant.nullable(),
});
export type CatalogueImportStatus = z.output<typeof catalogueImportStatusSchema>;
export const latestCatalogueImportSchema = z.object({ import: catalogueImportStatusSchema.nullable() });
export type LatestCatalogueImport = z.output<typeof latestCatalogueImportSchema>;

/** "Subir fotos (ZIP)" (docs/product/catalogue.md, "Fotos en un ZIP"): the photos added, and each file left out with why. */
export const photoZipResultSchema = z.object({
  saved: z.number().int(),
  matched: z.array(
    z.object({
      file: z.string(),
      product: z.string(),
      variant: z.string().nullable().describe('SKU de la variante, si el nombre era un SKU'),
    }),
  ),
  unmatched: z.array(z.object({ file: z.string(), reason: z.string().describe('"remera.jpg: no coincide…"') })),
});
export type PhotoZipResult = z.output<typeof photoZipResultSchema>;

/** How the pictures of the store's latest import that named picture addresses are doing (docs/product/catalogue.md, "Fotos desde la planilla"). */
export const importPicturesReportSchema = z.object({
  importedAt: isoInstant.nullable().describe('Cuándo se importó; null si ninguna importación trajo fotos'),
  pending: z.number().int(),
  done: z.number().int(),
  failed: z
    .array(csvRowMessageSchema.extend({ address: z.string() }))
    .describe('Cada foto que no llegó, con su fila y el motivo'),
});
export type ImportPicturesReport = z.output<typeof importPicturesReportSchema>;

/** Why the product feed leaves a product out (docs/product/catalogue.md, "Feed de productos"). */
export const FEED_LEFT_OUT_REASONS = {
  no_pictures: 'Sin fotos: Google y Meta no aceptan un producto sin foto.',
  variants_without_pictures: 'Algunas variantes no tienen foto propia y el producto tampoco: esas quedan fuera.',
} as const;
export type FeedLeftOutReason = keyof typeof FEED_LEFT_OUT_REASONS;

/** The active products the feed leaves out, or leaves some variants of, and why. */
export const feedLeftOutSchema = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      reason: z.enum(['no_pictures', 'variants_without_pictures']),
      message: z.string(),
    }),
  ),
});
export type FeedLeftOut = z.output<typeof feedLeftOutSchema>;
