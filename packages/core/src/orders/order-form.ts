import { z } from 'zod';
import { parseAmountToCents } from '../shared/money';
import { adminOrderSchema } from './order-input';
import { ORDER_STATUSES, type OrderStatusName } from './orders';
import { PAYMENT_METHODS, type PaymentMethodName } from './payment-methods';

/**
 * The admin order form (docs/product/orders.md) as typed by a person: strings in the
 * inputs, a price in pesos, a line per chosen product whose attribute choices
 * name a variant. Same messages as `adminOrderSchema`, which the server applies
 * to the body built from these values.
 */
export const isPaymentMethod = (value: string): value is PaymentMethodName =>
  (PAYMENT_METHODS as readonly string[]).includes(value);
export const isOrderStatus = (value: string): value is OrderStatusName =>
  (ORDER_STATUSES as readonly string[]).includes(value);

export const ORDER_LINE_INCOMPLETE = 'Selecciona todas las opciones del producto';
const PAYMENT_REQUIRED = 'Método de pago es requerido';
const emailFormat = z.email();

export const orderFormLineSchema = z.object({
  productId: z.string(),
  productName: z.string().trim().min(1, 'Nombre del producto es requerido'),
  /** attributeId → chosen option. */
  selections: z.record(z.string(), z.string()),
  variantId: z.string().min(1, ORDER_LINE_INCOMPLETE),
  quantity: adminOrderSchema.shape.items.element.shape.quantity,
  price: z.string().refine((value) => (parseAmountToCents(value) ?? 0) >= 1, 'Precio debe ser mayor a 0'),
});

export const orderFormSchema = z.object({
  customerName: z
    .string()
    .refine((value) => value.trim().length > 0, 'Nombre del cliente es requerido')
    .refine((value) => value.trim().length <= 120, 'El nombre no puede superar los 120 caracteres'),
  customerEmail: z
    .string()
    .refine(
      (value) => value.trim() === '' || (value.trim().length <= 254 && emailFormat.safeParse(value.trim()).success),
      'Email inválido',
    ),
  customerPhone: z.string().refine((value) => value.trim().length <= 40, 'Teléfono inválido'),
  paymentMethod: z.string().refine(isPaymentMethod, PAYMENT_REQUIRED),
  status: z.string().refine(isOrderStatus, 'Estado inválido'),
  items: z.array(orderFormLineSchema).min(1, 'El pedido debe tener al menos un producto'),
});

/** A storefront order keeps its lines (docs/product/orders.md): customer, payment (may stay empty) and status only. */
export const storefrontOrderFormSchema = orderFormSchema.extend({
  paymentMethod: z.string().refine((value) => value === '' || isPaymentMethod(value), PAYMENT_REQUIRED),
  items: z.array(orderFormLineSchema),
});

export type OrderFormValues = z.input<typeof orderFormSchema>;
export type OrderFormLine = OrderFormValues['items'][number];
