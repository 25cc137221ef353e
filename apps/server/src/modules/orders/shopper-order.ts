import { promotionsOfLines, type PublicOrder, shortOrderId } from '@vidriera/core';
import type { Database, OrderItemAttribute } from '@vidriera/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import { apiError, notFound } from '../../shared/app-error';
import { clientAddressKey } from '../../shared/client-address';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import { type MercadoPagoColumns, toOrderMercadoPago } from './order-mercado-pago';
import { type DeliveryColumns, feeInTotal, toOrderDeliveryView, toOrderDispatchView } from './delivery-view';
import { RESERVATION_RAN_OUT, RESERVED_UNTIL } from './reservation-state';
import { shopperTokenMatches } from './shopper-link';

export const SHOPPER_ORDER_NOT_FOUND = 'Pedido no encontrado. Revisa el enlace que recibiste.';

/** Wrong links one client address, and one order id, may take in ten minutes; a right link never counts and is never refused. */
export const SHOPPER_ORDER_MISSES: RateLimitRule = { max: 30, windowSeconds: 600 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type OrderColumns = Pick<
  Selectable<Database['orders']>,
  | 'id'
  | 'store_id'
  | 'status'
  | 'payment_status'
  | 'payment_received_at'
  | 'payment_method'
  | 'created_at'
  | 'customer_name'
  | 'total_cents'
  | 'transfer_discount_cents'
  | 'discount_code'
  | 'code_discount_cents'
  | 'shopper_token_hash'
  | 'expired_at'
>;

type Row = MercadoPagoColumns &
  DeliveryColumns &
  OrderColumns &
  Pick<Selectable<Database['stores']>, 'whatsapp_number' | 'cbu' | 'transfer_holder'> & {
    reserved_until: Date | string | null;
    reservation_expired: boolean;
    store_name: string;
    store_slug: string;
    lines:
      | {
          productName: string;
          attributes: OrderItemAttribute[];
          quantity: number;
          unitPriceCents: number;
          totalCents: number;
          promotionName: string | null;
          promotionDiscountCents: number;
        }[]
      | null;
  };

/**
 * The shopper's view of their order (docs/product/orders.md, "The shopper's
 * order page"): found in the store the address named (already found, the
 * request scoped to it, so row-level security holds on PostgreSQL) by the
 * order id, shown only to the link's token (compared in constant time);
 * anything else is the same "not found". One query.
 */
export async function findShopperOrder(
  db: Kysely<Database>,
  storeId: string,
  orderId: string,
  token: string | undefined,
): Promise<PublicOrder | undefined> {
  const id = orderId.toLowerCase();
  if (!UUID.test(id) || !token) return undefined;
  const result = await sql<Row>`
    select o.id, o.store_id, o.status, o.payment_status, o.payment_received_at, o.payment_method, o.created_at, o.customer_name,
      o.total_cents, o.transfer_discount_cents, o.discount_code, o.code_discount_cents, o.shopper_token_hash, o.expired_at,
      o.mp_preference_id, o.mp_checkout_url, o.mp_payment_id, o.mp_payment_method, o.mp_installments, o.mp_checked_at,
      o.delivery, o.shipping_fee_cents, o.dispatch_state, o.dispatch_carrier, o.dispatch_tracking, o.dispatched_at,
      ${RESERVED_UNTIL} as reserved_until, ${RESERVATION_RAN_OUT} as reservation_expired,
      s.name as store_name, s.slug as store_slug, s.whatsapp_number, s.cbu, s.transfer_holder,
      (select json_agg(json_build_object('productName', i.product_name, 'attributes', i.attributes, 'quantity', i.quantity,
          'unitPriceCents', i.unit_price_cents, 'totalCents', i.total_cents,
          'promotionName', i.promotion_name, 'promotionDiscountCents', i.promotion_discount_cents) order by i.position)
        from order_items i where i.order_id = o.id) as lines
    from orders o join stores s on s.id = o.store_id
    where o.id = ${id} and o.store_id = ${storeId} and o.source = 'storefront'
  `.execute(db);
  const row = result.rows[0];
  if (!row || !shopperTokenMatches(row.shopper_token_hash, token)) return undefined;
  const transferDiscountCents = Number(row.transfer_discount_cents);
  const totalCents = Number(row.total_cents);
  const codeDiscountCents = Number(row.code_discount_cents);
  const promotions = promotionsOfLines(
    (row.lines ?? []).map((l) => ({
      promotionName: l.promotionName,
      promotionDiscountCents: Number(l.promotionDiscountCents),
    })),
  );
  const promotionCents = promotions.reduce((a, p) => a + p.discountCents, 0);
  return {
    id: row.id,
    number: shortOrderId(row.id),
    status: row.status,
    paymentStatus: row.payment_status,
    paymentReceivedAt: row.payment_received_at ? new Date(row.payment_received_at).toISOString() : null,
    paymentMethod: row.payment_method,
    createdAt: new Date(row.created_at).toISOString(),
    reservedUntil: row.reserved_until ? new Date(row.reserved_until).toISOString() : null,
    reservationExpired: Boolean(row.reservation_expired),
    expiredAt: row.expired_at ? new Date(row.expired_at).toISOString() : null,
    customerName: row.customer_name,
    lines: (row.lines ?? []).map((l) => ({
      productName: l.productName,
      attributes: l.attributes.map((a) => ({ displayName: a.displayName, displayValue: a.displayValue })),
      quantity: Number(l.quantity),
      unitPriceCents: Number(l.unitPriceCents),
      totalCents: Number(l.totalCents),
    })),
    subtotalCents: totalCents + promotionCents + transferDiscountCents + codeDiscountCents - feeInTotal(row),
    promotions,
    discountCode: row.discount_code,
    codeDiscountCents,
    transferDiscountCents,
    totalCents,
    transfer: row.payment_method === 'transfer' && row.cbu ? { cbu: row.cbu, holder: row.transfer_holder } : null,
    store: { name: row.store_name, slug: row.store_slug, whatsappNumber: row.whatsapp_number },
    mercadoPago: toOrderMercadoPago(row),
    delivery: toOrderDeliveryView(row),
    dispatch: toOrderDispatchView(row),
  };
}

/**
 * Reads a shopper's order for a client that may be guessing. A right link is
 * always answered (neighbours behind one address never lock each other out);
 * each wrong one counts against the client address and against the order id
 * it names, and past either allowance the answer is 429 instead of 404.
 */
export async function readShopperOrderGuarded(
  db: Kysely<Database>,
  request: { storeId: string; orderId: string; token: string | undefined; addressKey: string; limited: boolean },
): Promise<PublicOrder | undefined> {
  const order = await findShopperOrder(db, request.storeId, request.orderId, request.token);
  if (order || !request.limited) return order;
  const keys = [
    `shopper-order:${request.addressKey}`,
    `shopper-order-id:${request.orderId.toLowerCase().slice(0, 64)}`,
  ];
  const within = await Promise.all(keys.map((key) => hitRateLimit(db, key, SHOPPER_ORDER_MISSES)));
  if (within.includes(false)) throw apiError('TOO_MANY_REQUESTS');
  return undefined;
}

/** The order a public route names (`:id`, `?token=`) in its store, as its shopper sees it; otherwise 404 (wrong links limited as above). */
export async function shopperOrderOfRoute(
  db: Kysely<Database>,
  request: { params: { id: string }; query: { token?: string | undefined }; ip: string },
  storeId: string,
  limited: boolean,
): Promise<PublicOrder> {
  const order = await readShopperOrderGuarded(db, {
    storeId,
    orderId: request.params.id,
    token: request.query.token,
    addressKey: clientAddressKey(request.ip),
    limited,
  });
  if (!order) throw notFound(SHOPPER_ORDER_NOT_FOUND);
  return order;
}
