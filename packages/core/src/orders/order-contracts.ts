import { orderShipmentSchema } from '../carriers/carrier-contracts';
import { z } from 'zod';
import { ORDER_STATUSES, STOCK_EFFECTS } from './orders';
import { MANUAL_PAYMENT_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './payment-methods';
import { cents, count, id, isoInstant } from '../shared/common-contracts';
import { orderDeliverySchema, orderDispatchSchema } from './delivery-contracts';
import { orderMercadoPagoSchema } from '../mercado-pago/mercado-pago-contracts';

/** The owner's orders API: the list, one order with its lines and history, the picker, status moves. */

export const ORDER_SOURCES = ['storefront', 'admin'] as const;

export const orderSummarySchema = z.object({
  id,
  source: z.enum(ORDER_SOURCES),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerId: id
    .nullable()
    .describe('Su cliente en "Clientes" (docs/product/customers.md); null si se borraron sus datos'),
  placedFrom: z
    .string()
    .nullable()
    .describe(
      'La conexión desde la que llegó un pedido de la tienda: la dirección IPv4, o la red /64 de una IPv6 (lo que cuentan los límites); null en pedidos del panel',
    ),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(ORDER_STATUSES),
  totalCents: cents,
  createdAt: isoInstant,
  updatedAt: isoInstant,
  reservationExpired: z.boolean().describe('Pedido de la tienda pendiente cuya reserva ya venció'),
  expiredAt: isoInstant
    .nullable()
    .describe('Cuándo se cerró solo como "Vencido" (un pedido cancelado); null en otro caso'),
  reservedUntil: isoInstant
    .nullable()
    .describe('Hasta cuándo un pedido de la tienda pendiente aparta sus unidades; null en otro caso'),
  withoutReservation: z
    .boolean()
    .describe(
      'Pedido de la tienda tomado sin reserva: no aparta unidades (el tope de la tienda para pedidos sin abrir estaba lleno); al confirmarlo se descuenta el stock si alcanza',
    ),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentReceivedAt: isoInstant.nullable().describe('Cuándo el vendedor marcó el pago como recibido'),
  transferDiscountCents: cents.describe('Descuento por transferencia ya restado del total'),
  discountCode: z.string().nullable().describe('El código de descuento que usó el pedido'),
  codeDiscountCents: cents.describe('Lo que el código restó de las líneas, ya fuera del total'),
});
export type OrderSummary = z.output<typeof orderSummarySchema>;

/** An attribute of a line, as it was when the order was made. */
export const orderLineAttributeSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  value: z.string(),
  displayValue: z.string(),
  hexColor: z.string().nullable(),
});
export type OrderLineAttribute = z.output<typeof orderLineAttributeSchema>;

/** A line as the order keeps it: a snapshot of the variant when it was sold. */
export const orderLineSchema = z.object({
  id,
  productId: id.nullable(),
  variantId: id.nullable(),
  productName: z.string(),
  sku: z.string().nullable(),
  attributes: z.array(orderLineAttributeSchema),
  quantity: z.number().int().min(1),
  unitPriceCents: cents,
  totalCents: cents,
  discountCents: cents.describe('La parte del código de descuento que tocó a esta línea'),
  promotionName: z.string().nullable().describe('La promoción automática que tomó esta línea'),
  promotionDiscountCents: cents.describe('Lo que la promoción restó de esta línea'),
});
export type OrderLine = z.output<typeof orderLineSchema>;

/** One status change: who (null for the shopper's own order), when, from → to. */
export const orderStatusChangeSchema = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  changedBy: z.string().nullable(),
  createdAt: isoInstant,
});
export type OrderStatusChange = z.output<typeof orderStatusChangeSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  items: z.array(orderLineSchema),
  promotions: z
    .array(z.object({ name: z.string(), discountCents: cents }))
    .describe('Las promociones automáticas que tomó el pedido y lo que restó cada una, ya fuera del total'),
  history: z.array(orderStatusChangeSchema),
  mercadoPago: orderMercadoPagoSchema.nullable().describe('El pago con Mercado Pago, cuando el pedido tiene uno'),
  delivery: orderDeliverySchema.nullable().describe('Retiro o envío; null: lo acuerdan vendedor y cliente'),
  dispatch: orderDispatchSchema.nullable(),
  shipment: orderShipmentSchema.nullable().describe('El envío con el transportista, cuando el pedido eligió uno'),
});
export type OrderDetail = z.output<typeof orderDetailSchema>;

export const orderStatusChangedSchema = z.object({ order: orderDetailSchema, stockEffect: z.enum(STOCK_EFFECTS) });

/** A product the order form can sell: its attributes and each variant's availability. */
export const productOptionSchema = z.object({
  id,
  name: z.string(),
  priceCents: cents,
  attributes: z.array(
    z.object({
      id,
      displayName: z.string(),
      values: z.array(z.object({ id, displayValue: z.string(), hexColor: z.string().nullable() })),
    }),
  ),
  variants: z.array(
    z.object({
      id,
      sku: z.string().nullable(),
      finalPriceCents: cents,
      stock: count,
      availableStock: count.nullable().describe('null cuando el producto no lleva stock'),
      values: z.array(z.object({ attributeId: id, attributeValueId: id.nullable(), value: z.string() })),
    }),
  ),
});
export type ProductOption = z.output<typeof productOptionSchema>;
export type ProductOptionVariant = ProductOption['variants'][number];
export type ProductOptionAttribute = ProductOption['attributes'][number];

/**
 * The orders list's filters (docs/product/orders.md, "Finding an order"):
 * `view` "to-confirm" is every pending order, "payment-pending" every order
 * not cancelled whose payment is not received, "expired" the orders closed
 * as "Vencido" (hidden from every other view unless searched for); `status`
 * one status; `q` a short number (with or without #), a customer's name or phone.
 */
export const ORDER_LIST_VIEWS = ['to-confirm', 'payment-pending', 'expired'] as const;
export type OrderListView = (typeof ORDER_LIST_VIEWS)[number];
export const ORDER_LIST_VIEW_LABELS: Record<OrderListView, string> = {
  'to-confirm': 'Por confirmar',
  'payment-pending': 'Pendientes de pago',
  expired: 'Vencidos',
};
const pageNumber = z.coerce
  .number({ error: 'Página inválida' })
  .int('Página inválida')
  .min(1, 'Página inválida')
  .max(10_000, 'Página inválida')
  .default(1);

export const orderListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === 'all' || v === '' ? undefined : v),
    z.enum(ORDER_STATUSES, { error: 'Estado inválido' }).optional(),
  ),
  view: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ORDER_LIST_VIEWS, { error: 'Filtro inválido' }).optional(),
  ),
  q: z.string().trim().max(100, 'La búsqueda es demasiado larga').optional(),
  page: pageNumber,
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/*
 * Long lists come in pages and say when there is more, so nothing beyond a
 * page is out of reach (docs/product/orders.md, "Finding an order").
 */
export const ORDERS_PAGE_SIZE = 100;
export const PRODUCT_OPTIONS_PAGE_SIZE = 20;
export const LOW_STOCK_PAGE_SIZE = 20;

/** GET /api/orders: one page of the list, newest first. */
export const ordersPageSchema = z.object({ orders: z.array(orderSummarySchema), hasMore: z.boolean() });

/** GET /api/orders/product-options: the first matches by name; `hasMore` asks the seller to type more of it. */
export const productOptionsAnswerSchema = z.object({ products: z.array(productOptionSchema), hasMore: z.boolean() });

/** PATCH /api/orders/{id}/payment: mark the payment received, or undo it. */
export const paymentStatusBodySchema = z.object({
  paymentStatus: z.enum(MANUAL_PAYMENT_STATUSES, { error: 'Estado de pago inválido' }),
});

/** A variant at or below the store's low-stock threshold. */
export const lowStockVariantSchema = z.object({
  productId: id,
  variantId: id,
  productName: z.string(),
  variantLabel: z.string().describe('Valores de la variante ("Rojo / M"); vacío si el producto tiene una sola'),
  stock: count,
  reserved: count,
  available: count,
});
export type LowStockVariant = z.output<typeof lowStockVariantSchema>;

/** GET /api/orders/overview: the owner's day at a glance (sales are confirmed orders, docs/decisions/009). */
export const ordersOverviewSchema = z.object({
  toConfirm: count,
  paymentsPending: count,
  salesThisMonthCents: cents,
  salesThisMonthOrders: count,
  lowStockThreshold: count,
  lowStockCount: count.describe('Todas las variantes con poco stock, agotadas incluidas; `lowStock` trae las primeras'),
  soldOutCount: count.describe('De ellas, las agotadas (nada disponible)'),
  lowStock: z.array(lowStockVariantSchema),
});
export type OrdersOverview = z.output<typeof ordersOverviewSchema>;

/** GET /api/orders/low-stock?page=N: the variants with little stock, fewest available first, a page at a time. */
export const lowStockQuerySchema = z.object({
  page: pageNumber,
  soldOut: z.enum(['include', 'exclude']).default('include').describe('`exclude` deja fuera las variantes agotadas'),
});
export const lowStockPageSchema = z.object({ variants: z.array(lowStockVariantSchema), hasMore: z.boolean() });

/** POST /api/orders/cancel-pending-by-phone: how many pending storefront orders of the phone were cancelled. */
export const ordersCancelledSchema = z.object({ cancelled: count });
