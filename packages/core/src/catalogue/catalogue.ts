import { z } from 'zod';

/** Catalogue contracts shared by the admin forms and the server (docs/product/catalogue.md). */

/** Pictures a product may have, in both product forms and the server (docs/product/catalogue.md, "Fotos"). */
export const PRODUCT_IMAGES_MAX = 10;
/** Categories a product may be in, and how deep the category tree goes (a parent and its children). */
export const PRODUCT_CATEGORIES_MAX = 10;
/** A variant's weight in grams, at most (a tonne). */
export const WEIGHT_GRAMS_MAX = 1_000_000;
/** The stored description (sanitised HTML or plain text), in characters. */
export const DESCRIPTION_MAX = 20_000;
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
export const optionalRef = (message: string) =>
  z.preprocess((v) => (v === NULL_SENTINEL || v === '' || v === undefined ? null : v), uuid(message).nullable());

export const categoryInputSchema = z.object({
  name: z
    .string({ error: 'El nombre debe tener al menos 2 caracteres' })
    .trim()
    .min(2, 'El nombre debe tener al menos 2 caracteres')
    .max(80, 'El nombre no puede superar los 80 caracteres'),
  description: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().trim().max(500, 'La descripción no puede superar los 500 caracteres').nullable(),
    )
    .optional()
    .default(null),
  /** The category it belongs under (a tree of two levels); none for a top category. */
  parentId: optionalRef('Categoría padre inválida').default(null),
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

export const categoryNameTaken = (name: string, parent?: string) =>
  `Ya existe una categoría llamada «${name}»${parent ? ` dentro de «${parent}»` : ''}. Usa otro nombre o edita la existente.`;
export const CATEGORY_PARENT_IS_CHILD = 'Una subcategoría no puede tener subcategorías: elige una categoría principal.';
export const CATEGORY_HAS_CHILDREN_MOVE = 'Esta categoría tiene subcategorías: no puede quedar dentro de otra.';
export const CATEGORY_PARENT_ITSELF = 'Una categoría no puede estar dentro de sí misma.';
export const categoryHasChildren = (name: string) => `«${name}» tiene subcategorías: muévelas o elimínalas antes.`;

export const productTypeInputSchema = z.object({
  name: z
    .string({ error: 'El nombre debe tener al menos 2 caracteres' })
    .trim()
    .min(2, 'El nombre debe tener al menos 2 caracteres')
    .max(80, 'El nombre no puede superar los 80 caracteres'),
});

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export const attributeValueInputSchema = z.object({
  id: uuid('Valor inválido').optional(),
  value: z
    .string({ error: 'El valor es requerido' })
    .trim()
    .min(1, 'El valor es requerido')
    .max(80, 'El valor no puede superar los 80 caracteres'),
  displayValue: z
    .string({ error: 'El nombre visible es requerido' })
    .trim()
    .min(1, 'El nombre visible es requerido')
    .max(80, 'El nombre visible no puede superar los 80 caracteres'),
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
  .refine(
    (values) => new Set(values.map((v) => v.value.toLowerCase())).size === values.length,
    'Hay valores repetidos',
  );

const attributeDisplayName = z
  .string({ error: 'El nombre visible debe tener al menos 2 caracteres' })
  .trim()
  .min(2, 'El nombre visible debe tener al menos 2 caracteres')
  .max(80, 'El nombre visible no puede superar los 80 caracteres');

/** The merchant put the values in this order by hand: kept as given (else sizes go in natural order, docs/product/catalogue.md "Talles en orden"). */
const valuesOrdered = z.boolean({ error: 'El orden debe ser verdadero o falso' }).optional();

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
    ordered: valuesOrdered,
  })
  .superRefine((a, ctx) => {
    if (a.type === 'select' && a.values.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['values'],
        message: 'Los atributos de selección deben tener al menos un valor',
      });
    }
  });
export type AttributeCreateInput = z.infer<typeof attributeCreateSchema>;

/** Editing keeps the technical name and the type (docs/product/catalogue.md). */
export const attributeUpdateSchema = z.object({
  displayName: attributeDisplayName,
  isRequired: z.boolean({ error: 'Obligatorio debe ser verdadero o falso' }).default(false),
  values: attributeValues,
  ordered: valuesOrdered,
  name: z.string().optional(),
  type: z.enum(ATTRIBUTE_TYPES, { error: 'Tipo de atributo inválido' }).optional(),
});
export type AttributeUpdateInput = z.infer<typeof attributeUpdateSchema>;

/** What separates a child category from its parent in its full name. */
export const CATEGORY_SEPARATOR = ' › ';

/** A category's full name, the one every list shows: a child with its parent ("Mujer › Remeras"), so children of one name under different parents read apart. */
export function categoryFullName(
  category: { name: string; parentId: string | null },
  categories: readonly { id: string; name: string }[],
): string {
  const parent = category.parentId ? categories.find((c) => c.id === category.parentId) : undefined;
  return parent ? `${parent.name}${CATEGORY_SEPARATOR}${category.name}` : category.name;
}

/** Categories as a tree reads: each parent followed by its children, by name; a child's label names its parent ("Mujer › Remeras"). */
export function categoryTree<T extends { id: string; name: string; parentId: string | null }>(
  categories: readonly T[],
): (T & { label: string; depth: 0 | 1 })[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'es');
  const tops = categories.filter((c) => !c.parentId || !categories.some((p) => p.id === c.parentId)).sort(byName);
  return tops.flatMap((top) => [
    { ...top, label: top.name, depth: 0 as const },
    ...categories
      .filter((c) => c.parentId === top.id)
      .sort(byName)
      .map((child) => ({ ...child, label: categoryFullName(child, [top]), depth: 1 as const })),
  ]);
}
