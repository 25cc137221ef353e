import { z } from 'zod';
import { PAYMENT_METHOD_NOT_OFFERED, PAYMENT_METHODS } from './payment-methods';
import { ORDER_QUANTITY_MAX } from '../catalogue/stock';
import { orderLimitMessages } from './reservation-policy';
import { singleLine } from '../shared/single-line';
import { deliveryChoiceSchema } from './delivery-schemas';
import { normalizeDiscountCode } from '../discounts/discount-text';
import { ORDER_ITEMS_MAX, ORDER_STATUSES } from './orders';

// What an order is made from: the shopper's order from a store page, and the owner's order form (docs/product/orders.md).

const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string({ error: 'Email inválido' }).trim().max(254, 'Email inválido').pipe(z.email('Email inválido')).optional(),
);
const digitsCount = (text: string) => text.replace(/\D/g, '').length;

export const customerNameSchema = z
  .string({ error: 'El nombre debe tener al menos 2 caracteres' })
  .transform(singleLine)
  .pipe(
    z
      .string()
      .trim()
      .min(2, 'El nombre debe tener al menos 2 caracteres')
      .max(120, 'El nombre no puede superar los 120 caracteres'),
  );

/** Product page form (phone ≥ 8) — docs/product/storefront.md. */
export const productPageCustomerSchema = z.object({
  customerName: customerNameSchema,
  customerPhone: z
    .string({ error: 'Ingresa un número de teléfono válido' })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .trim()
        .max(40, 'Ingresa un número de teléfono válido')
        .refine((v) => digitsCount(v) >= 8 && /^[+\d\s().-]+$/.test(v), 'Ingresa un número de teléfono válido'),
    ),
  customerEmail: optionalEmail,
});

/** Cart form (phone ≥ 10 digits) — docs/product/storefront.md and orders.md. */
export const cartCustomerSchema = productPageCustomerSchema.extend({
  customerPhone: z
    .string({ error: 'El teléfono debe tener al menos 10 dígitos' })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .trim()
        .max(40, 'El teléfono debe tener al menos 10 dígitos')
        .refine((v) => digitsCount(v) >= 10 && /^[+\d\s().-]+$/.test(v), 'El teléfono debe tener al menos 10 dígitos'),
    ),
});

/** The discount code a shopper types: spaces and case do not matter (docs/product/orders.md, "Discount codes"). */
export const discountCodeInputSchema = z
  .string({ error: 'Escribe el código de descuento' })
  .max(40, 'Ese código de descuento no existe o no está activo. Revisa cómo lo escribiste.')
  .transform(normalizeDiscountCode);

/** POST /api/public/stores/{slug}/orders (docs/API.md). */
export const storefrontOrderSchema = z.object({
  items: z
    .array(
      z.object({
        variantId: z.uuid({ error: 'Variante inválida' }),
        quantity: z
          .number({ error: 'Cantidad debe ser un número entero' })
          .int('Cantidad debe ser un número entero')
          .min(1, 'Cantidad mínima es 1')
          .max(ORDER_QUANTITY_MAX, `La cantidad máxima por producto es ${ORDER_QUANTITY_MAX}`),
      }),
      { error: 'El pedido debe tener al menos un producto' },
    )
    .min(1, 'El pedido debe tener al menos un producto')
    .max(ORDER_ITEMS_MAX, `Un pedido puede tener hasta ${ORDER_ITEMS_MAX} productos distintos`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.variantId))
          ctx.addIssue({ code: 'custom', message: orderLimitMessages.repeatedVariant, path: [index, 'variantId'] });
        seen.add(item.variantId);
      });
    }),
  customerName: customerNameSchema,
  customerPhone: productPageCustomerSchema.shape.customerPhone,
  customerEmail: optionalEmail,
  /** How the shopper will pay, among the store's offered methods; left out, the seller agrees it with them. */
  paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_NOT_OFFERED }).optional(),
  /** Pickup at one of the store's points, or delivery to an address; left out, the seller agrees it with them (docs/product/orders.md, "Delivery"). */
  delivery: deliveryChoiceSchema.optional(),
  /** A discount code the shopper typed (any case, spaces ignored); the server applies it (docs/product/orders.md, "Discount codes"). */
  discountCode: discountCodeInputSchema.optional(),
  /** The shopper accepted the store's measurement notice: the Purchase also goes to Meta's Conversions API (docs/product/measurement.md). */
  measurementConsent: z.boolean().optional(),
});
export type StorefrontOrderInput = z.infer<typeof storefrontOrderSchema>;

const customerEmailAdmin = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(254, 'Email inválido').pipe(z.email('Email inválido')).nullable(),
);

/** Order form (docs/product/orders.md): customer data, payment, status and the lines. */
export const adminOrderSchema = z.object({
  customerName: z
    .string({ error: 'Nombre del cliente es requerido' })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .trim()
        .min(1, 'Nombre del cliente es requerido')
        .max(120, 'El nombre no puede superar los 120 caracteres'),
    ),
  customerEmail: customerEmailAdmin.optional().default(null),
  customerPhone: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().transform(singleLine).pipe(z.string().trim().max(40, 'Teléfono inválido')).nullable(),
    )
    .optional()
    .default(null),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Método de pago es requerido' }),
  status: z.enum(ORDER_STATUSES, { error: 'Estado inválido' }).default('processing'),
  items: z
    .array(
      z.object({
        variantId: z.uuid({ error: 'ID de producto inválido' }),
        quantity: z
          .number({ error: 'Cantidad debe ser un número entero' })
          .int('Cantidad debe ser un número entero')
          .min(1, 'Cantidad mínima es 1')
          .max(ORDER_QUANTITY_MAX, `La cantidad máxima por producto es ${ORDER_QUANTITY_MAX}`),
        unitPriceCents: z
          .number({ error: 'Precio debe ser mayor a 0' })
          .int('Precio debe ser mayor a 0')
          .min(1, 'Precio debe ser mayor a 0')
          .max(100_000_000_000, 'El precio es demasiado grande'),
      }),
      { error: 'El pedido debe tener al menos un producto' },
    )
    .min(1, 'El pedido debe tener al menos un producto')
    .max(ORDER_ITEMS_MAX, `Un pedido puede tener hasta ${ORDER_ITEMS_MAX} productos`),
});
export type AdminOrderInput = z.infer<typeof adminOrderSchema>;

/** A storefront order keeps the lines the shopper sent: only these fields change (docs/product/orders.md). */
export const storefrontOrderEditSchema = z.object({
  customerName: adminOrderSchema.shape.customerName,
  customerEmail: adminOrderSchema.shape.customerEmail,
  customerPhone: adminOrderSchema.shape.customerPhone,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Método de pago es requerido' }).nullable().optional().default(null),
  status: z.enum(ORDER_STATUSES, { error: 'Estado inválido' }),
});
export type StorefrontOrderEditInput = z.infer<typeof storefrontOrderEditSchema>;
