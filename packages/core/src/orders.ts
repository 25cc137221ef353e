import { z } from 'zod';
import { formatPrice } from './money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_NOT_OFFERED, PAYMENT_METHODS, type PaymentMethodName } from './payment-methods';
import { whatsappLink } from './payment-details';
import { ORDER_QUANTITY_MAX } from './stock';
import { orderLimitMessages } from './reservation-policy';
import { singleLine } from './single-line';
import { deliveryChoiceSchema } from './delivery-schemas';
import { deliveryTextLines, type OrderDelivery } from './delivery';
import { normalizeDiscountCode, pricingTextLines } from './discount-text';

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  pending: 'Pendiente',
  processing: 'En Proceso',
  completed: 'Completado',
  cancelled: 'Cancelado',
};

/**
 * A storefront order nobody confirmed, closed automatically after its
 * reservation ran out and the store's grace period passed
 * (docs/product/orders.md, "Orders nobody confirmed"). It is a cancelled
 * order with a mark (`expiredAt`), so the stock rules stay those of
 * "Cancelado"; screens show this label instead.
 */
export const EXPIRED_ORDER_LABEL = 'Vencido';
/** What the shopper's order page says under a "Vencido" order. */
export const EXPIRED_ORDER_NOTE = 'Este pedido venció: el vendedor no lo confirmó a tiempo y sus productos volvieron a estar a la venta. Si todavía lo quieres, escribe a la tienda o haz un pedido nuevo.';

/** The label of an order's status, "Vencido" for one closed automatically. */
export function orderStatusLabel(order: { status: OrderStatusName; expiredAt: string | null }): string {
  return order.expiredAt ? EXPIRED_ORDER_LABEL : ORDER_STATUS_LABELS[order.status];
}

export const STOREFRONT_PAGE_SIZE = 12;
export const ORDER_ITEMS_MAX = 50;

const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string({ error: 'Email inválido' }).trim().max(254, 'Email inválido').pipe(z.email('Email inválido')).optional(),
);
const digitsCount = (text: string) => text.replace(/\D/g, '').length;

export { singleLine } from './single-line';

export const customerNameSchema = z
  .string({ error: 'El nombre debe tener al menos 2 caracteres' })
  .transform(singleLine)
  .pipe(z.string().trim().min(2, 'El nombre debe tener al menos 2 caracteres').max(120, 'El nombre no puede superar los 120 caracteres'));

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
        if (seen.has(item.variantId)) ctx.addIssue({ code: 'custom', message: orderLimitMessages.repeatedVariant, path: [index, 'variantId'] });
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
});
export type StorefrontOrderInput = z.infer<typeof storefrontOrderSchema>;

export interface OrderMessageLine {
  productName: string;
  attributes: { displayName: string; displayValue: string }[];
  quantity: number;
  unitPriceCents: number;
}

export interface OrderMessage {
  storeName: string;
  orderId: string;
  createdAt: Date;
  customerName: string;
  customerPhone: string;
  customerEmail?: string | null | undefined;
  lines: OrderMessageLine[];
  totalCents: number;
  /** How the shopper said they will pay, and what they need to pay by transfer. */
  payment?: OrderMessagePayment | undefined;
  /** How the order reaches the shopper and its fee (null: "a convenir"), already in the total. */
  delivery?: { delivery: OrderDelivery; feeCents: number | null } | undefined;
  /** The discount code it took and how much it took off the lines (docs/product/orders.md, "Discount codes"). */
  code?: { code: string; discountCents: number } | null | undefined;
  /** The shopper's own order page (carries its token). */
  orderUrl?: string | undefined;
  /** The order in the seller's admin: useless to anyone but the store's owner. */
  adminUrl?: string | undefined;
}

export interface OrderMessagePayment {
  method: PaymentMethodName;
  /** Before the transfer discount; equals the total without one. */
  subtotalCents: number;
  discountCents: number;
  discountPercent: number | null;
  transfer: { cbu: string; holder: string | null } | null;
  /** Paid through the store's connected Mercado Pago: the order page carries "Pagar con Mercado Pago". */
  mercadoPagoCheckout?: boolean | undefined;
}

/** The payment lines under the total: subtotal and discount when one applies, the method, and the transfer's details. */
function paymentLines(payment: OrderMessagePayment | undefined, totalCents: number): string[] {
  if (!payment) return [];
  const lines = [`Pago: ${PAYMENT_METHOD_LABELS[payment.method]}`];
  if (payment.transfer) {
    lines.push(`CBU/Alias: ${payment.transfer.cbu}`);
    if (payment.transfer.holder) lines.push(`Titular: ${singleLine(payment.transfer.holder)}`);
    lines.push(`Monto a transferir: ${formatPrice(totalCents)}`);
  }
  return ['', ...lines];
}

/** Subtotal, the code's discount and the transfer discount, in the order they are taken (priceOrder), when any applies. */
function discountLines(order: OrderMessage): string[] {
  return pricingTextLines(
    {
      subtotalCents: order.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0),
      codeDiscountCents: order.code?.discountCents ?? 0,
      discountCode: order.code?.code ?? null,
      transferDiscountCents: order.payment?.discountCents ?? 0,
      transferPercent: order.payment?.discountPercent ?? null,
    },
    formatPrice,
  );
}

/** Method, address or pickup point and fee, above the total (the fee is part of it). */
function deliveryLines(delivery: OrderMessage['delivery']): string[] {
  return delivery ? [...deliveryTextLines(delivery.delivery, delivery.feeCents, formatPrice)] : [];
}

/** The order's number for people: the id's last 8 characters as they are, so the WhatsApp message and the admin show the same one. */
export function shortOrderId(id: string): string {
  return id.slice(-8);
}

// Built on first use: a formatter loads its locale's data, and store pages import this module.
let dateFormat: Intl.DateTimeFormat | undefined;
const orderDateFormat = () => (dateFormat ??= new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
}));

/** "14/03/2025, 15:05" in Buenos Aires time, as the WhatsApp message, the e-mails and the shopper's order page write it. */
export function formatOrderDateTime(instant: Date | string): string {
  return orderDateFormat().format(new Date(instant));
}

/** The text the shopper sends the seller by WhatsApp (docs/product/orders.md). */
export function orderWhatsappMessage(order: OrderMessage): string {
  const lines = order.lines.flatMap((line) => {
    const attributes = line.attributes.map((a) => `${a.displayName}: ${a.displayValue}`).join(', ');
    return [
      `• ${line.productName}${attributes ? ` (${attributes})` : ''}`,
      `  ${line.quantity} x ${formatPrice(line.unitPriceCents)} = ${formatPrice(line.quantity * line.unitPriceCents)}`,
    ];
  });
  return [
    `*Nuevo pedido en ${order.storeName}*`,
    `Pedido: #${shortOrderId(order.orderId)}`,
    `Fecha: ${orderDateFormat().format(order.createdAt)}`,
    '',
    `Cliente: ${singleLine(order.customerName)}`,
    `Teléfono: ${singleLine(order.customerPhone)}`,
    ...(order.customerEmail ? [`Email: ${singleLine(order.customerEmail)}`] : []),
    '',
    '*Productos:*',
    ...lines,
    '',
    ...discountLines(order),
    ...deliveryLines(order.delivery),
    `*Total: ${formatPrice(order.totalCents)}*`,
    ...paymentLines(order.payment, order.totalCents),
    ...(order.orderUrl ? ['', `${order.payment?.mercadoPagoCheckout ? 'Pagar con Mercado Pago y ver mi pedido' : 'Ver mi pedido'}: ${order.orderUrl}`] : []),
    ...(order.adminUrl ? [`Para el vendedor: ${order.adminUrl}`] : []),
    '',
    'Los productos quedan reservados hasta que confirmes el pedido. ¡Gracias!',
  ].join('\n');
}

export function orderWhatsappUrl(sellerNumber: string, order: OrderMessage): string {
  return whatsappLink(sellerNumber, orderWhatsappMessage(order));
}

const customerEmailAdmin = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(254, 'Email inválido').pipe(z.email('Email inválido')).nullable(),
);

/** Order form (docs/product/orders.md): customer data, payment, status and the lines. */
export const adminOrderSchema = z.object({
  customerName: z
    .string({ error: 'Nombre del cliente es requerido' })
    .transform(singleLine)
    .pipe(z.string().trim().min(1, 'Nombre del cliente es requerido').max(120, 'El nombre no puede superar los 120 caracteres')),
  customerEmail: customerEmailAdmin.optional().default(null),
  customerPhone: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().transform(singleLine).pipe(z.string().trim().max(40, 'Teléfono inválido')).nullable())
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

/** Whether an order in this status has its units taken out of stock. */
export function statusDeductsStock(status: OrderStatusName): boolean {
  return status === 'processing' || status === 'completed';
}

/**
 * What a status change does to stock (docs/product/orders.md): takes the units
 * out, puts them back, frees the reservation, or nothing. The status-change
 * answer reports it, and the admin says it to the seller.
 */
export const STOCK_EFFECTS = ['deducted', 'restored', 'released', 'none'] as const;
export type StockEffect = (typeof STOCK_EFFECTS)[number];

/**
 * Into processing/completed takes the units out of stock (releasing the
 * reservation); out of them to pending/cancelled puts them back; to cancelled
 * without a deduction releases the reservation; anything else moves nothing.
 */
export function stockEffectOf(stockDeducted: boolean, target: OrderStatusName): StockEffect {
  if (statusDeductsStock(target)) return stockDeducted ? 'none' : 'deducted';
  if (stockDeducted) return 'restored';
  return target === 'cancelled' ? 'released' : 'none';
}
