import { finalPriceCents, productInputSchema, variantInputSchema } from '@vidriera/core';
import { z } from 'zod';
import { productBasicsShape, variantExtrasShape } from './product-basics-schema';
import type { Attribute } from '../api/types';
import { parseSignedAmountToCents } from './amounts';
import { tracksStock } from './product-body';
import { savedVariants } from './product-form';

type Issue = { path: (string | number)[]; message: string };

export function priceIssue(text: string): string | null {
  if (text.trim().startsWith('-')) return 'El precio no puede ser negativo';
  const cents = parseSignedAmountToCents(text);
  if (cents === null) return 'El precio debe ser un monto válido';
  return productInputSchema.shape.priceCents.safeParse(cents).error?.issues[0]?.message ?? null;
}

export function stockIssue(text: string): string | null {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return 'El stock debe ser un número entero';
  return variantInputSchema.shape.stock.safeParse(Number(trimmed)).error?.issues[0]?.message ?? null;
}

export function adjustmentIssue(text: string): string | null {
  if (!text.trim()) return null;
  const cents = parseSignedAmountToCents(text);
  if (cents === null) return 'El ajuste de precio debe ser un monto válido';
  return variantInputSchema.shape.priceAdjustmentCents.safeParse(cents).error?.issues[0]?.message ?? null;
}

export const DUPLICATE_COMBINATION = 'Hay dos variantes con la misma combinación de atributos.';

/** The positions that repeat an earlier one (the server refuses two variants with the same values). */
export function duplicateIndexes(signatures: string[]): number[] {
  const seen = new Set<string>();
  return signatures.flatMap((signature, i) => {
    if (!signature) return [];
    const repeated = seen.has(signature);
    seen.add(signature);
    return repeated ? [i] : [];
  });
}

/** The server refuses a variant whose final price (base + adjustment) is below zero; say so before sending. */
export function finalPriceIssue(price: string, adjustment: string): string | null {
  const base = parseSignedAmountToCents(price);
  const delta = adjustment.trim() ? parseSignedAmountToCents(adjustment) : 0;
  if (base === null || delta === null || base < 0) return null;
  return finalPriceCents(base, delta) < 0 ? 'El precio final de una variante no puede ser negativo.' : null;
}

export function valueIssue(attribute: Attribute, typed: string | undefined): string | null {
  if (attribute.type === 'boolean') return null;
  const text = (typed ?? '').trim();
  if (!text) return 'El valor es requerido';
  if (attribute.type === 'number' && !Number.isFinite(Number(text.replace(',', '.'))))
    return 'El valor debe ser un número';
  return null;
}

const variantShape = z.object({
  id: z.string().optional(),
  sku: z.string().max(64, 'El SKU no puede superar los 64 caracteres'),
  stock: z.string(),
  adjustment: z.string(),
  isActive: z.boolean(),
  // A row added by hand has no value yet: the rules below name it in Spanish ("El valor es requerido").
  values: z.record(z.string(), z.string().optional()),
  images: z.array(z.string()).optional(),
  ...variantExtrasShape,
});

/**
 * The product form's rules: the shared ones (core) on what was typed, with the
 * product's messages under each input. The attributes give each value's type.
 */
export function productFormSchema(attributes: Attribute[], isNew: boolean) {
  return z
    .object({
      ...productBasicsShape,
      attributeIds: z.array(z.string()),
      variants: z.array(variantShape).min(1, 'Debe haber al menos una variante'),
    })
    .superRefine((form, ctx) => {
      const issues: Issue[] = [];
      const price = priceIssue(form.price);
      if (price) issues.push({ path: ['price'], message: price });
      const chosen = attributes.filter((a) => form.attributeIds.includes(a.id));
      const stock = tracksStock(form);
      const rows = savedVariants(form.variants, chosen.length, isNew);
      // Whole-variant messages first: the inputs' own messages then nest under them.
      if (chosen.length) {
        const signatures = rows.map((variant) => {
          const typed = chosen.map((a) => (variant.values[a.id] ?? '').trim());
          return typed.every(Boolean) ? chosen.map((a, k) => `${a.id}=${typed[k]}`).join('&') : '';
        });
        for (const i of duplicateIndexes(signatures))
          issues.push({ path: ['variants', i], message: DUPLICATE_COMBINATION });
      }
      rows.forEach((variant, i) => {
        const stockMessage = stock ? stockIssue(variant.stock) : null;
        if (stockMessage) issues.push({ path: ['variants', i, 'stock'], message: stockMessage });
        const adjustment = adjustmentIssue(variant.adjustment) ?? finalPriceIssue(form.price, variant.adjustment);
        if (adjustment) issues.push({ path: ['variants', i, 'adjustment'], message: adjustment });
        for (const attribute of chosen) {
          const message = valueIssue(attribute, variant.values[attribute.id]);
          if (message) issues.push({ path: ['variants', i, 'values', attribute.id], message });
        }
      });
      for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
    });
}
