import { z } from 'zod';

/** Catalogue contracts shared by the admin forms and the server (docs/product/catalogue.md). */

export const PRODUCT_IMAGES_MAX = 5;
export const PRODUCT_IMAGES_MAX_B = 3;
export const ATTRIBUTE_TYPES = ['text', 'select', 'number', 'boolean'] as const;
export type AttributeTypeName = (typeof ATTRIBUTE_TYPES)[number];
export const NULL_SENTINEL = 'null-value';

export const ATTRIBUTE_TYPE_LABELS: Record<AttributeTypeName, string> = {
  text: 'Texto',
  select: 'Selección',
  number: 'Número',
  boolean: 'Sí/No',
};

const uuid = (message: string) => z.uuid({ error: message });

/** A category or type id; the forms' "null-value" sentinel and "" mean none. */
const optionalRef = (message: string) =>
  z.preprocess((v) => (v === NULL_SENTINEL || v === '' || v === undefined ? null : v), uuid(message).nullable());

export const categoryInputSchema = z.object({
  name: z
    .string({ error: 'El nombre debe tener al menos 2 caracteres' })
    .trim()
    .min(2, 'El nombre debe tener al menos 2 caracteres')
    .max(80, 'El nombre no puede superar los 80 caracteres'),
  description: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(500, 'La descripción no puede superar los 500 caracteres').nullable())
    .optional()
    .default(null),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/**
 * A category's name as the store's shoppers tell it apart: without case,
 * accents or repeated spaces. Two categories of a store may not share it
 * (docs/product/catalogue.md, "Categories").
 */
export function categoryNameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').replace(/\s+/g, ' ').trim();
}

export const categoryNameTaken = (name: string) => `Ya existe una categoría llamada «${name}». Usa otro nombre o edita la existente.`;

export const productTypeInputSchema = z.object({
  name: z.string({ error: 'El nombre debe tener al menos 2 caracteres' }).trim().min(2, 'El nombre debe tener al menos 2 caracteres').max(80, 'El nombre no puede superar los 80 caracteres'),
});

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export const attributeValueInputSchema = z.object({
  id: uuid('Valor inválido').optional(),
  value: z.string({ error: 'El valor es requerido' }).trim().min(1, 'El valor es requerido').max(80, 'El valor no puede superar los 80 caracteres'),
  displayValue: z.string({ error: 'El nombre visible es requerido' }).trim().min(1, 'El nombre visible es requerido').max(80, 'El nombre visible no puede superar los 80 caracteres'),
  hexColor: z
    .preprocess((v) => (v === '' ? null : v), z.string().regex(HEX_COLOR, 'Color inválido').nullable())
    .optional()
    .default(null),
});
export type AttributeValueInput = z.infer<typeof attributeValueInputSchema>;

const attributeValues = z
  .array(attributeValueInputSchema, { error: 'Los valores deben ser una lista' })
  .max(100, 'Un atributo puede tener hasta 100 valores')
  .default([])
  .refine((values) => new Set(values.map((v) => v.value.toLowerCase())).size === values.length, 'Hay valores repetidos');

const attributeDisplayName = z
  .string({ error: 'El nombre visible debe tener al menos 2 caracteres' })
  .trim()
  .min(2, 'El nombre visible debe tener al menos 2 caracteres')
  .max(80, 'El nombre visible no puede superar los 80 caracteres');

export const attributeCreateSchema = z
  .object({
    name: z
      .string({ error: 'El nombre debe tener al menos 2 caracteres' })
      .trim()
      .min(2, 'El nombre debe tener al menos 2 caracteres')
      .max(50, 'El nombre no puede superar los 50 caracteres')
      .regex(/^[A-Za-z0-9_]+$/, 'Solo letras, números y guiones bajos'),
    displayName: attributeDisplayName,
    type: z.enum(ATTRIBUTE_TYPES, { error: 'Tipo de atributo inválido' }),
    isRequired: z.boolean({ error: 'Obligatorio debe ser verdadero o falso' }).default(false),
    values: attributeValues,
  })
  .superRefine((a, ctx) => {
    if (a.type === 'select' && a.values.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'Los atributos de selección deben tener al menos un valor' });
    }
  });
export type AttributeCreateInput = z.infer<typeof attributeCreateSchema>;

/** Editing keeps the technical name and the type (docs/product/catalogue.md). */
export const attributeUpdateSchema = z.object({
  displayName: attributeDisplayName,
  isRequired: z.boolean({ error: 'Obligatorio debe ser verdadero o falso' }).default(false),
  values: attributeValues,
  name: z.string().optional(),
  type: z.enum(ATTRIBUTE_TYPES, { error: 'Tipo de atributo inválido' }).optional(),
});
export type AttributeUpdateInput = z.infer<typeof attributeUpdateSchema>;

const centsAmount = (message: string) => z.number({ error: message }).int(message);
export const PRICE_MAX_CENTS = 100_000_000_000;

export const variantValueInputSchema = z.object({
  attributeId: uuid('ID de atributo inválido'),
  attributeValueId: uuid('Valor de atributo inválido').nullish(),
  textValue: z.string().trim().min(1, 'El valor es requerido').max(200, 'El valor no puede superar los 200 caracteres').nullish(),
  numberValue: z.number({ error: 'El valor debe ser un número' }).finite('El valor debe ser un número').nullish(),
  booleanValue: z.boolean({ error: 'El valor debe ser sí o no' }).nullish(),
});
export type VariantValueInput = z.infer<typeof variantValueInputSchema>;

export const variantInputSchema = z.object({
  id: uuid('Variante inválida').optional(),
  sku: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(64, 'El SKU no puede superar los 64 caracteres').nullable(),
  ).default(null),
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
  barcode: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(64, 'El código de barras no puede superar los 64 caracteres').nullable(),
  ).optional(),
  /** The price before a promotion, a full price; absent keeps the variant's, null removes it. */
  compareAtPriceCents: centsAmount('El precio anterior debe ser un monto válido')
    .min(0, 'El precio anterior no puede ser negativo')
    .max(PRICE_MAX_CENTS, 'El precio anterior es demasiado grande')
    .nullable()
    .optional(),
  values: z.array(variantValueInputSchema).max(20, 'Demasiados atributos en una variante').default([]),
  /** The variant's own pictures, chosen among the product's (docs/product/catalogue.md, "Fotos por variante"); absent keeps those it has. */
  images: z.array(z.string().max(500, 'Imagen inválida')).max(PRODUCT_IMAGES_MAX, `Una variante puede tener hasta ${PRODUCT_IMAGES_MAX} fotos.`).optional(),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

export const productInputSchema = z.object({
  name: z
    .string({ error: 'El nombre debe tener al menos 3 caracteres' })
    .trim()
    .min(3, 'El nombre debe tener al menos 3 caracteres')
    .max(120, 'El nombre no puede superar los 120 caracteres'),
  description: z.string().trim().max(5000, 'La descripción no puede superar los 5000 caracteres').default(''),
  priceCents: centsAmount('El precio debe ser un monto válido')
    .min(0, 'El precio no puede ser negativo')
    .max(PRICE_MAX_CENTS, 'El precio es demasiado grande'),
  categoryId: optionalRef('Categoría inválida').default(null),
  productTypeId: optionalRef('Tipo de producto inválido').default(null),
  isActive: z.boolean().default(true),
  isService: z.boolean().default(false),
  requiresStock: z.boolean().default(true),
  /** The maker's name ('' for none) and the merchant's tags; absent keeps the product's (docs/product/catalogue.md). */
  brand: z.string().trim().max(80, 'La marca no puede superar los 80 caracteres').optional(),
  tags: z
    .array(z.string().trim().min(1, 'Una etiqueta no puede estar vacía').max(40, 'Una etiqueta no puede superar los 40 caracteres'))
    .max(30, 'Un producto puede tener hasta 30 etiquetas')
    .optional(),
  images: z
    .array(z.string().max(500, 'Imagen inválida'), { error: 'Las imágenes deben ser una lista' })
    .max(PRODUCT_IMAGES_MAX, `Puedes subir un máximo de ${PRODUCT_IMAGES_MAX} imágenes.`)
    .default([]),
  attributeIds: z
    .array(uuid('ID de atributo inválido'))
    .max(20, 'Demasiados atributos')
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'Hay atributos repetidos'),
  variants: z.array(variantInputSchema, { error: 'Debe haber al menos una variante' }).min(1, 'Debe haber al menos una variante').max(500, 'Un producto puede tener hasta 500 variantes'),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** Final price of a variant: base price plus adjustment (docs/product/catalogue.md). */
export function finalPriceCents(basePriceCents: number, adjustmentCents: number): number {
  return basePriceCents + adjustmentCents;
}

/** "Generar todas las combinaciones": the cartesian product of the chosen select values. */
export function cartesianProduct<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);
}
