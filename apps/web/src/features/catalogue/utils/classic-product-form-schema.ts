import { z } from 'zod';
import { productBasicsShape, variantExtrasShape } from './product-basics-schema';
import type { Attribute } from '../api/types';
import { tracksStock } from './product-body';
import {
  adjustmentIssue,
  DUPLICATE_COMBINATION,
  duplicateIndexes,
  finalPriceIssue,
  priceIssue,
  stockIssue,
  valueIssue,
} from './product-form-schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const variantShape = z.object({
  id: z.string().optional(),
  sku: z.string().max(64, 'El SKU no puede superar los 64 caracteres'),
  priceModifier: z.string(),
  stock: z.string(),
  isActive: z.boolean(),
  values: z.array(z.object({ attributeId: z.string(), value: z.string() })),
  ...variantExtrasShape,
});

/** Version A's rules (docs/product/catalogue.md) with the shared messages, under each input. */
export function classicProductFormSchema(attributes: Attribute[]) {
  const byId = new Map(attributes.map((a) => [a.id, a]));
  return z
    .object({
      ...productBasicsShape,
      variants: z.array(variantShape).min(1, 'Debe haber al menos una variante del producto'),
    })
    .superRefine((form, ctx) => {
      const add = (path: (string | number)[], message: string | null) =>
        message && ctx.addIssue({ code: 'custom', path, message });
      add(['price'], priceIssue(form.price));
      const stock = tracksStock(form);
      // Whole-variant messages first: the inputs' own messages then nest under them.
      const signatures = form.variants.map((v) =>
        v.values
          .map((x) => `${x.attributeId}=${x.value.trim()}`)
          .sort()
          .join('&'),
      );
      for (const i of duplicateIndexes(signatures)) add(['variants', i], DUPLICATE_COMBINATION);
      form.variants.forEach((variant, i) => {
        if (stock) add(['variants', i, 'stock'], stockIssue(variant.stock));
        add(
          ['variants', i, 'priceModifier'],
          adjustmentIssue(variant.priceModifier) ?? finalPriceIssue(form.price, variant.priceModifier),
        );
        const seen = new Set<string>();
        variant.values.forEach((entry, j) => {
          const attribute = byId.get(entry.attributeId);
          if (!UUID.test(entry.attributeId) || !attribute) {
            add(['variants', i, 'values', j, 'attributeId'], 'ID de atributo inválido');
            return;
          }
          if (seen.has(attribute.id))
            add(
              ['variants', i, 'values', j, 'attributeId'],
              `La variante repite el atributo ${attribute.displayName}.`,
            );
          seen.add(attribute.id);
          add(['variants', i, 'values', j, 'value'], valueIssue(attribute, entry.value));
        });
      });
    });
}
