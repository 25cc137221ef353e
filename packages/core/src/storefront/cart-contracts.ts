import { z } from 'zod';
import {
  priceTierSchema,
  publicPromotionSchema,
  wholesaleMinimumViewSchema,
} from '../discounts/promotion-public-contracts';
import { cents, count, id } from '../shared/common-contracts';

/** The current state of cart lines: lines gone, inactive or from another store are left out. */
export const cartVariantSchema = z.object({
  id,
  productId: id,
  productName: z.string(),
  finalPriceCents: cents,
  compareAtPriceCents: cents.nullable().describe('Precio anterior (promoción): solo cuando está por encima del precio'),
  availableStock: count.nullable(),
  categoryIds: z.array(id).describe('Las categorías del producto y sus padres (para las promociones)'),
  variantTiers: z.array(priceTierSchema).describe('Precios por mayor de la variante; vacío: los del producto'),
  productTiers: z.array(priceTierSchema).describe('Precios por mayor del producto'),
});
export type CartVariant = z.output<typeof cartVariantSchema>;

export const cartVariantsSchema = z.object({
  variants: z.array(cartVariantSchema),
  promotions: z
    .array(publicPromotionSchema)
    .describe('Las promociones automáticas de la tienda que pueden correr ahora'),
  wholesaleMinimum: wholesaleMinimumViewSchema,
});
