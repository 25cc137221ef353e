import { z } from 'zod';
import { PROMOTION_KINDS } from './promotion-rules';
import { cents, count, id, isoInstant } from '../shared/common-contracts';
import { optionalPositive } from './offer-fields';

/** The store's wholesale mode (docs/product/orders.md, "Precios por mayor"): a minimum order in amount or units; null: none. */
export const wholesaleMinimumSchema = z.object({
  minOrderCents: optionalPositive('La compra mínima debe ser un monto mayor que 0'),
  minUnits: optionalPositive('Las unidades mínimas deben ser un número entero mayor que 0'),
});

/** The store's wholesale minimum as read back: the owner's settings, the store's pages and the cart show it. */
export const wholesaleMinimumViewSchema = z
  .object({ minOrderCents: cents.nullable(), minUnits: count.nullable() })
  .describe('La compra mínima por mayor de la tienda (null: ninguna)');

/** A wholesale tier: from `minQuantity` units, `unitPriceCents` each (docs/product/orders.md, "Precios por mayor"). */
export const priceTierSchema = z.object({ minQuantity: count, unitPriceCents: cents });

/** A running promotion as the cart applies it (docs/product/orders.md, "Promociones"); the order decides again. */
export const publicPromotionSchema = z
  .object({
    id,
    name: z.string(),
    kind: z.enum(PROMOTION_KINDS),
    buyQuantity: count.nullable(),
    payQuantity: count.nullable(),
    value: z.number().int(),
    minPurchaseCents: cents.nullable(),
    minQuantity: count.nullable(),
    maxPerOrder: count.nullable(),
    startsAt: isoInstant.nullable(),
    endsAt: isoInstant.nullable(),
    categoryIds: z.array(id),
    productIds: z.array(id),
  })
  .meta({ id: 'PublicPromotion' });
export type PublicPromotion = z.output<typeof publicPromotionSchema>;
