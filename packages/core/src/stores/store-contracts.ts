import { z } from 'zod';
import { PROVINCE_CODES, type ProvinceCode } from '../orders/shipping-address';
import { PAYMENT_METHODS } from '../orders/payment-methods';
import { id, isoInstant } from '../shared/common-contracts';
import { wholesaleMinimumViewSchema } from '../discounts/promotion-public-contracts';

/** What anyone may see of a store: the owner's screens and the public API both start from it. */
export const storeProfileSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  whatsappNumber: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  facebookPage: z.string().nullable(),
  cbu: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
});
export type StoreProfile = z.output<typeof storeProfileSchema>;

/** A store's delivery settings as read back (docs/product/stores.md, "Entregas"); saved through deliverySettingsSchema. */
export const deliverySettingsViewSchema = z
  .object({
    pickup: z.object({ enabled: z.boolean(), points: z.array(z.object({ address: z.string(), hours: z.string() })) }),
    shipping: z.object({
      enabled: z.boolean(),
      zones: z.array(
        z.object({
          name: z.string(),
          provinces: z.array(z.enum(PROVINCE_CODES as [ProvinceCode, ...ProvinceCode[]])),
          postalCodes: z.array(z.string()),
          feeCents: z.number().int().nullable().describe('Costo de envío en centavos; null: a convenir'),
        }),
      ),
      freeAboveCents: z
        .number()
        .int()
        .nullable()
        .describe('Envío gratis desde este monto (suma de los productos), en centavos'),
    }),
  })
  .meta({ id: 'DeliverySettings' });

/** The owner's store, as the admin screens read and save it. */
export const storeSchema = storeProfileSchema.extend({
  isActive: z.boolean(),
  /** The reservation policy (reservation-policy.ts). */
  maxUnitsPerProduct: z.number().int(),
  maxPendingOrdersPerPhone: z.number().int(),
  orderOrigins: z.array(z.string()),
  reservedSharePercent: z.number().int(),
  unopenedSharePercent: z
    .number()
    .int()
    .describe(
      'Parte del stock de cada variante que pueden apartar entre todos los pedidos de la tienda que el vendedor aún no abrió; más allá, el pedido se toma sin reserva',
    ),
  unopenedReservationMinutes: z.number().int(),
  expiredOrderGraceHours: z.number().int(),
  /** How shoppers pay (docs/product/stores.md, "Payment"). */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  transferHolder: z.string().nullable(),
  transferDiscountPercent: z.number().int().nullable(),
  lowStockThreshold: z.number().int(),
  delivery: deliverySettingsViewSchema,
  searchSynonyms: z.string().describe('Sinónimos propios de la búsqueda de la tienda, un grupo por línea'),
  wholesaleMinimum: wholesaleMinimumViewSchema,
  createdAt: isoInstant,
  url: z
    .string()
    .describe(
      'La dirección pública de la tienda: su dominio propio verificado, si tiene; si no {protocolo}//{slug}.{dominio de tiendas}/, o {PUBLIC_URL}/store/{slug} si el slug no puede ser un subdominio',
    ),
});
export type StoreDto = z.output<typeof storeSchema>;

/** GET /api/stores/mine: null before the owner creates their store. */
export const myStoreSchema = z.object({ store: storeSchema.nullable() });
export type MyStoreResponse = z.output<typeof myStoreSchema>;

/** Every answer that saves the store. */
export const savedStoreSchema = z.object({ store: storeSchema });

export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** Why the slug can never be a store's address (a reserved name, only digits), to show the owner. */
  reason: z.string().optional(),
});
export type SlugAvailability = z.output<typeof slugAvailabilitySchema>;
