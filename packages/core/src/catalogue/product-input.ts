import { z } from 'zod';
import {
  DESCRIPTION_MAX,
  optionalRef,
  PRODUCT_CATEGORIES_MAX,
  PRODUCT_IMAGES_MAX,
  WEIGHT_GRAMS_MAX,
} from './catalogue';

// A product and its variants as both product forms send them and the server checks them (docs/product/catalogue.md).

const uuid = (message: string) => z.uuid({ error: message });
const centsAmount = (message: string) => z.number({ error: message }).int(message);
export const PRICE_MAX_CENTS = 100_000_000_000;

export const variantValueInputSchema = z.object({
  attributeId: uuid('ID de atributo inválido'),
  attributeValueId: uuid('Valor de atributo inválido').nullish(),
  textValue: z
    .string()
    .trim()
    .min(1, 'El valor es requerido')
    .max(200, 'El valor no puede superar los 200 caracteres')
    .nullish(),
  numberValue: z.number({ error: 'El valor debe ser un número' }).finite('El valor debe ser un número').nullish(),
  booleanValue: z.boolean({ error: 'El valor debe ser sí o no' }).nullish(),
});
export type VariantValueInput = z.infer<typeof variantValueInputSchema>;

/** Wholesale tiers (docs/product/orders.md, "Precios por mayor"): from 2 units up, each quantity once, kept in order. */
export const priceTiersInputSchema = z
  .array(
    z.object({
      minQuantity: z
        .number({ error: 'La cantidad del precio por mayor debe ser un número entero' })
        .int('La cantidad del precio por mayor debe ser un número entero')
        .min(2, 'El precio por mayor empieza desde 2 unidades')
        .max(100_000, 'La cantidad del precio por mayor es demasiado grande'),
      unitPriceCents: centsAmount('El precio por mayor debe ser un monto válido')
        .min(1, 'El precio por mayor debe ser mayor que 0')
        .max(PRICE_MAX_CENTS, 'El precio por mayor es demasiado grande'),
    }),
  )
  .max(10, 'Hasta 10 precios por mayor')
  .refine((tiers) => new Set(tiers.map((t) => t.minQuantity)).size === tiers.length, 'Hay cantidades repetidas')
  .transform((tiers) => [...tiers].sort((a, b) => a.minQuantity - b.minQuantity));

export const variantInputSchema = z.object({
  id: uuid('Variante inválida').optional(),
  sku: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().trim().max(64, 'El SKU no puede superar los 64 caracteres').nullable(),
    )
    .default(null),
  stock: z
    .number({ error: 'El stock debe ser un número entero' })
    .int('El stock debe ser un número entero')
    .min(0, 'El stock no puede ser negativo')
    .max(1_000_000, 'El stock no puede superar 1.000.000'),
  priceAdjustmentCents: centsAmount('El ajuste de precio debe ser un monto válido')
    .min(-PRICE_MAX_CENTS, 'El ajuste de precio es demasiado grande')
    .max(PRICE_MAX_CENTS, 'El ajuste de precio es demasiado grande')
    .default(0),
  isActive: z.boolean().default(true),
  /** GTIN or the shop's own code; absent keeps the variant's, null removes it (docs/product/catalogue.md). */
  barcode: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().trim().max(64, 'El código de barras no puede superar los 64 caracteres').nullable(),
    )
    .optional(),
  /** The price before a promotion, a full price; absent keeps the variant's, null removes it. */
  compareAtPriceCents: centsAmount('El precio anterior debe ser un monto válido')
    .min(0, 'El precio anterior no puede ser negativo')
    .max(PRICE_MAX_CENTS, 'El precio anterior es demasiado grande')
    .nullable()
    .optional(),
  /** Whole grams; absent keeps the variant's, null removes it (docs/product/catalogue.md, "Peso"). */
  weightGrams: z
    .number({ error: 'El peso debe ser un número' })
    .int('El peso debe ser un número entero de gramos')
    .min(0, 'El peso no puede ser negativo')
    .max(WEIGHT_GRAMS_MAX, 'El peso no puede superar los 1.000 kg')
    .nullable()
    .optional(),
  values: z.array(variantValueInputSchema).max(20, 'Demasiados atributos en una variante').default([]),
  /** The variant's own wholesale tiers; absent keeps the variant's. */
  priceTiers: priceTiersInputSchema.optional(),
  /** The variant's own pictures, chosen among the product's (docs/product/catalogue.md, "Fotos por variante"); absent keeps those it has. */
  images: z
    .array(z.string().max(500, 'Imagen inválida'))
    .max(PRODUCT_IMAGES_MAX, `Una variante puede tener hasta ${PRODUCT_IMAGES_MAX} fotos.`)
    .optional(),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/** Who a product is for, as Google Merchant Center and Meta take it (docs/product/catalogue.md, "Feed de productos"). */
export const PRODUCT_GENDERS = ['female', 'male', 'unisex'] as const;
export type ProductGender = (typeof PRODUCT_GENDERS)[number];
export const PRODUCT_AGE_GROUPS = ['adult', 'kids', 'toddler', 'infant', 'newborn'] as const;
export type ProductAgeGroup = (typeof PRODUCT_AGE_GROUPS)[number];

export const productInputSchema = z.object({
  name: z
    .string({ error: 'El nombre debe tener al menos 3 caracteres' })
    .trim()
    .min(3, 'El nombre debe tener al menos 3 caracteres')
    .max(120, 'El nombre no puede superar los 120 caracteres'),
  /** Plain text or HTML, which the server keeps to a few safe tags (docs/product/catalogue.md, "Descripciones"). */
  description: z.string().trim().max(DESCRIPTION_MAX, 'La descripción es demasiado larga: acórtala.').default(''),
  priceCents: centsAmount('El precio debe ser un monto válido')
    .min(0, 'El precio no puede ser negativo')
    .max(PRICE_MAX_CENTS, 'El precio es demasiado grande'),
  categoryId: optionalRef('Categoría inválida').default(null),
  /** Every category of the product, the first one first; absent means `categoryId` alone (docs/product/catalogue.md, "Categorías"). */
  categoryIds: z
    .array(uuid('Categoría inválida'))
    .max(PRODUCT_CATEGORIES_MAX, `Un producto puede estar en hasta ${PRODUCT_CATEGORIES_MAX} categorías`)
    .refine((ids) => new Set(ids).size === ids.length, 'Hay categorías repetidas')
    .optional(),
  productTypeId: optionalRef('Tipo de producto inválido').default(null),
  isActive: z.boolean().default(true),
  /** The product's wholesale tiers, counted over all its variants; absent keeps the product's. */
  priceTiers: priceTiersInputSchema.optional(),
  isService: z.boolean().default(false),
  requiresStock: z.boolean().default(true),
  /** The maker's name ('' for none) and the merchant's tags; absent keeps the product's (docs/product/catalogue.md). */
  brand: z.string().trim().max(80, 'La marca no puede superar los 80 caracteres').optional(),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Una etiqueta no puede estar vacía')
        .max(40, 'Una etiqueta no puede superar los 40 caracteres'),
    )
    .max(30, 'Un producto puede tener hasta 30 etiquetas')
    .optional(),
  /** For whom the product is, sent in the feed when set; null for none, absent keeps the product's. */
  gender: z.enum(PRODUCT_GENDERS, { error: 'Elige un género de la lista' }).nullable().optional(),
  ageGroup: z.enum(PRODUCT_AGE_GROUPS, { error: 'Elige una edad de la lista' }).nullable().optional(),
  images: z
    .array(z.string().max(500, 'Imagen inválida'), { error: 'Las imágenes deben ser una lista' })
    .max(PRODUCT_IMAGES_MAX, `Puedes subir un máximo de ${PRODUCT_IMAGES_MAX} imágenes.`)
    .default([]),
  attributeIds: z
    .array(uuid('ID de atributo inválido'))
    .max(20, 'Demasiados atributos')
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'Hay atributos repetidos'),
  variants: z
    .array(variantInputSchema, { error: 'Debe haber al menos una variante' })
    .min(1, 'Debe haber al menos una variante')
    .max(500, 'Un producto puede tener hasta 500 variantes'),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** A product's categories, its first one first: `categoryIds` when given, else `categoryId` alone. */
export const productCategoryIds = (input: Pick<ProductInput, 'categoryId' | 'categoryIds'>): string[] =>
  input.categoryIds ?? (input.categoryId ? [input.categoryId] : []);

/** Final price of a variant: base price plus adjustment (docs/product/catalogue.md). */
export function finalPriceCents(basePriceCents: number, adjustmentCents: number): number {
  return basePriceCents + adjustmentCents;
}

/** "Generar todas las combinaciones": the cartesian product of the chosen select values. */
export function cartesianProduct<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);
}
