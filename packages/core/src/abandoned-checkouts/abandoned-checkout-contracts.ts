import { z } from 'zod';
import { ORDER_QUANTITY_MAX } from '../catalogue/stock';
import { cartCustomerSchema } from '../orders/order-input';
import { ORDER_ITEMS_MAX } from '../orders/orders';
export { ABANDONED_CHECKOUT_CONSENT, ABANDONED_CHECKOUT_DAYS } from './abandoned-checkout-rules';

/*
 * Abandoned checkouts (docs/product/abandoned-checkouts.md): what the cart's form sends when the shopper ticked
 * "Quiero que la tienda me escriba si no termino el pedido", and what the seller's list shows.
 */

export const ABANDONED_CHECKOUT_NOT_FOUND = 'Carrito abandonado no encontrado.';
/** The reminder's delays a store may choose, in minutes (null: no e-mail). */
export const ABANDONED_REMINDER_MINUTES = [60, 180, 720, 1440] as const;

/** The browser's own random key for its checkout: only the browser that saved it may change or forget it. */
const checkoutKey = z.string({ error: 'Clave inválida' }).regex(/^[A-Za-z0-9_-]{22,64}$/, 'Clave inválida');

export const abandonedCheckoutSaveSchema = cartCustomerSchema.extend({
  key: checkoutKey,
  items: z
    .array(
      z.object({
        variantId: z.uuid({ error: 'Variante inválida' }),
        quantity: z.number().int().min(1).max(ORDER_QUANTITY_MAX),
      }),
      { error: 'El carrito está vacío' },
    )
    .min(1, 'El carrito está vacío')
    .max(ORDER_ITEMS_MAX, `Un pedido puede tener hasta ${ORDER_ITEMS_MAX} productos distintos`),
});
export type AbandonedCheckoutSave = z.input<typeof abandonedCheckoutSaveSchema>;

/** The tick taken back: the browser's checkout is forgotten. */
export const abandonedCheckoutForgetSchema = z.object({ key: checkoutKey });

/** A line as it was saved: the product's name and price read by the server when she left it, never the browser's. */
export const abandonedCheckoutLineSchema = z.object({
  productName: z.string(),
  attributes: z.array(z.object({ displayName: z.string(), displayValue: z.string() })),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
});
export type AbandonedCheckoutLine = z.output<typeof abandonedCheckoutLineSchema>;

export const abandonedCheckoutViewSchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string().nullable(),
  lines: z.array(abandonedCheckoutLineSchema),
  totalCents: z.number().int(),
  updatedAt: z.string(),
  remindedAt: z.string().nullable(),
  /** wa.me to the shopper with a message carrying her cart (abandonedCheckoutMessage); null when her phone is not a WhatsApp number. */
  whatsappUrl: z.string().nullable(),
});
export type AbandonedCheckoutView = z.output<typeof abandonedCheckoutViewSchema>;

export const abandonedCheckoutSettingsSchema = z.object({
  reminderMinutes: z
    .union(
      ABANDONED_REMINDER_MINUTES.map((m) => z.literal(m)),
      { error: 'Elige cuándo se envía el recordatorio' },
    )
    .nullable(),
});

export const abandonedCheckoutListSchema = z.object({
  checkouts: z.array(abandonedCheckoutViewSchema),
  settings: abandonedCheckoutSettingsSchema,
});
export const abandonedCheckoutIdParamsSchema = z.object({ id: z.uuid({ error: ABANDONED_CHECKOUT_NOT_FOUND }) });
