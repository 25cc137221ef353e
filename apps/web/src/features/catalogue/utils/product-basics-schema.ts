import {
  DESCRIPTION_MAX,
  PRODUCT_AGE_GROUPS,
  PRODUCT_GENDERS,
  parseCsvKilograms,
  parsePriceTiersText,
  parseTags,
  productInputSchema,
  variantInputSchema,
} from '@vidriera/core';
import { z } from 'zod';
import { parseSignedAmountToCents } from './amounts';

/** The fields both product forms type the same way (utils/product-body.ts maps them); each form checks its variants its own way. */
export const productBasicsShape = {
  name: productInputSchema.shape.name,
  description: productInputSchema.shape.description.unwrap().max(DESCRIPTION_MAX),
  price: z.string(),
  brand: z.string().superRefine((text, ctx) => {
    const message = productInputSchema.shape.brand.safeParse(text).error?.issues[0]?.message;
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  tags: z.string().superRefine((text, ctx) => {
    const message = productInputSchema.shape.tags.safeParse(parseTags(text)).error?.issues[0]?.message;
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  priceTiers: z.string().superRefine((text, ctx) => {
    const tiers = parsePriceTiersText(text);
    const message =
      tiers === null
        ? 'Escribe cantidad y precio separados por ";", por ejemplo 6: 8000; 12: 7000'
        : productInputSchema.shape.priceTiers.safeParse(tiers).error?.issues[0]?.message;
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  gender: z.enum(['', ...PRODUCT_GENDERS], { error: 'Elige un género de la lista' }),
  ageGroup: z.enum(['', ...PRODUCT_AGE_GROUPS], { error: 'Elige una edad de la lista' }),
  categoryId: z.string(),
  moreCategoryIds: z.array(z.string()),
  productTypeId: z.string(),
  isActive: z.boolean(),
  isService: z.boolean(),
  requiresStock: z.boolean(),
  images: z.array(z.string()),
};

/** A variant's barcode and price before, as both forms type them; the messages are the server's (packages/core). */
export const variantExtrasShape = {
  barcode: z.string().superRefine((text, ctx) => {
    const message = variantInputSchema.shape.barcode.safeParse(text).error?.issues[0]?.message;
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  compareAt: z.string().superRefine((text, ctx) => {
    const message = compareAtIssue(text);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  weight: z.string().superRefine((text, ctx) => {
    if (!text.trim()) return;
    const grams = parseCsvKilograms(text);
    const message =
      grams === null
        ? 'Escribe el peso en kilos, por ejemplo 0,25'
        : variantInputSchema.shape.weightGrams.safeParse(grams).error?.issues[0]?.message;
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
};

/** "Precio anterior": empty for none, else a full price (parseAmount-like: "12500", "12500,50"). */
export function compareAtIssue(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('-')) return 'El precio anterior no puede ser negativo';
  const cents = parseSignedAmountToCents(trimmed);
  if (cents === null) return 'El precio anterior debe ser un monto válido';
  return variantInputSchema.shape.compareAtPriceCents.safeParse(cents).error?.issues[0]?.message ?? null;
}
