import { shipmentView } from './shipments';
import {
  type OrderDetail,
  type OrderListQuery,
  ORDERS_PAGE_SIZE,
  type OrderSummary,
  promotionsOfLines,
} from '@vidriera/core';
import type { Database, OrderStatus, PaymentMethod, PaymentStatus } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { MP_ORDER_COLUMNS, toOrderMercadoPago } from './order-mercado-pago';
import { DELIVERY_COLUMNS, toOrderDeliveryView, toOrderDispatchView } from './delivery-view';
import { RESERVATION_RAN_OUT, RESERVED_UNTIL } from './reservation-state';

const SUMMARY_COLUMNS = [
  'o.id',
  'o.source',
  'o.customer_name',
  'o.customer_email',
  'o.customer_phone',
  'o.customer_id',
  'o.payment_method',
  'o.status',
  'o.total_cents',
  'o.created_at',
  'o.updated_at',
  'o.payment_status',
  'o.payment_received_at',
  'o.transfer_discount_cents',
  'o.discount_code',
  'o.code_discount_cents',
  'o.placed_from',
  'o.expired_at',
  'o.without_reservation',
  RESERVATION_RAN_OUT.as('reservation_expired'),
  // When a pending storefront order's units return to sale, so the seller sees how long a hoard would last.
  sql<Date | null>`(case when o.source = 'storefront' then ${RESERVED_UNTIL} end)`.as('reserved_until'),
] as const;

/** A short order number as typed: "#C06D5C2C", "c06d5c2c" or part of it (4 to 8 of its characters). */
const SHORT_NUMBER = /^#?\s*([0-9a-f]{4,8})$/i;
/** A phone as typed: digits and the signs people write between them. */
const PHONE_TEXT = /^[+\d\s().-]+$/;

/**
 * The orders list with filters, newest first, in one query
 * (docs/product/orders.md, "Finding an order"): a view ("Por confirmar":
 * pending; "Pendientes de pago": not cancelled and not paid; "Vencidos":
 * closed automatically), a status, and a search by short number, customer
 * name or phone. Orders closed as "Vencido" show only in their view or when
 * searched for.
 */
export async function listOrders(db: Kysely<Database>, storeId: string, filters: OrderListQuery) {
  let query = db.selectFrom('orders as o').select(SUMMARY_COLUMNS).where('o.store_id', '=', storeId);
  if (filters.status) query = query.where('o.status', '=', filters.status);
  if (filters.view === 'to-confirm') query = query.where('o.status', '=', 'pending');
  if (filters.view === 'payment-pending')
    query = query.where('o.payment_status', '=', 'pending').where('o.status', '<>', 'cancelled');
  const q = filters.q;
  if (filters.view === 'expired') query = query.where('o.expired_at', 'is not', null);
  else if (!q) query = query.where('o.expired_at', 'is', null);
  if (q) {
    const text = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, '');
    const number = SHORT_NUMBER.exec(q)?.[1]?.toLowerCase();
    query = query.where((eb) =>
      eb.or([
        eb('o.customer_name', 'ilike', text),
        ...(digits.length >= 3 && PHONE_TEXT.test(q)
          ? [eb(sql`regexp_replace(coalesce(o.customer_phone, ''), '\\D', '', 'g')`, 'like', `%${digits}%`)]
          : []),
        ...(number ? [eb(sql`right(o.id::text, 8)`, 'like', `%${number}%`)] : []),
      ]),
    );
  }
  const rows = await query
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(ORDERS_PAGE_SIZE + 1)
    .offset((filters.page - 1) * ORDERS_PAGE_SIZE)
    .execute();
  return { orders: rows.slice(0, ORDERS_PAGE_SIZE).map(toOrderSummary), hasMore: rows.length > ORDERS_PAGE_SIZE };
}

function toOrderSummary(r: {
  id: string;
  source: 'storefront' | 'admin';
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  customer_id: string | null;
  placed_from: string | null;
  payment_method: PaymentMethod | null;
  status: OrderStatus;
  total_cents: number;
  created_at: Date;
  updated_at: Date;
  reservation_expired: boolean;
  reserved_until: Date | string | null;
  payment_status: PaymentStatus;
  payment_received_at: Date | string | null;
  transfer_discount_cents: number;
  discount_code: string | null;
  code_discount_cents: number;
  expired_at: Date | string | null;
  without_reservation: boolean;
}): OrderSummary {
  return {
    id: r.id,
    source: r.source,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    customerId: r.customer_id,
    placedFrom: r.placed_from,
    paymentMethod: r.payment_method,
    status: r.status,
    totalCents: Number(r.total_cents),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    reservationExpired: Boolean(r.reservation_expired),
    reservedUntil: r.reserved_until ? new Date(r.reserved_until).toISOString() : null,
    withoutReservation: r.without_reservation,
    paymentStatus: r.payment_status,
    paymentReceivedAt: r.payment_received_at ? new Date(r.payment_received_at).toISOString() : null,
    transferDiscountCents: Number(r.transfer_discount_cents),
    discountCode: r.discount_code,
    codeDiscountCents: Number(r.code_discount_cents),
    expiredAt: r.expired_at ? new Date(r.expired_at).toISOString() : null,
  };
}

/** One order with its lines (snapshots) and reservation state. */
export async function getOrderDetail(
  db: Kysely<Database>,
  storeId: string,
  orderId: string,
): Promise<OrderDetail | undefined> {
  const order = await db
    .selectFrom('orders as o')
    .select([...SUMMARY_COLUMNS, ...MP_ORDER_COLUMNS, ...DELIVERY_COLUMNS.map((c) => `o.${c}` as const)])
    .where('o.id', '=', orderId)
    .where('o.store_id', '=', storeId)
    .executeTakeFirst();
  if (!order) return undefined;
  const [items, history, shipment] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('position').execute(),
    db
      .selectFrom('order_status_history as h')
      .leftJoin('users as u', 'u.id', 'h.changed_by')
      .select(['h.from_status', 'h.to_status', 'h.created_at', 'u.name as changed_by_name'])
      .where('h.order_id', '=', orderId)
      .orderBy('h.created_at')
      .execute(),
    shipmentView(db, storeId, orderId),
  ]);
  const lines = items.map((i) => ({
    id: i.id,
    productId: i.product_id,
    variantId: i.variant_id,
    productName: i.product_name,
    sku: i.sku,
    attributes: i.attributes,
    quantity: i.quantity,
    unitPriceCents: Number(i.unit_price_cents),
    totalCents: Number(i.total_cents),
    discountCents: Number(i.discount_cents),
    promotionName: i.promotion_name,
    promotionDiscountCents: Number(i.promotion_discount_cents),
  }));
  return {
    ...toOrderSummary(order),
    mercadoPago: toOrderMercadoPago(order),
    delivery: toOrderDeliveryView(order),
    dispatch: toOrderDispatchView(order),
    shipment,
    history: history.map((h) => ({
      fromStatus: h.from_status,
      toStatus: h.to_status,
      changedBy: h.changed_by_name,
      createdAt: new Date(h.created_at).toISOString(),
    })),
    items: lines,
    promotions: promotionsOfLines(lines),
  };
}
