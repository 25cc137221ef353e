import {
  type OrderDelivery,
  type OrderMessageLine,
  type OrderMessagePayment,
  orderWhatsappUrl,
  promotionsOfLines,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely, Selectable } from 'kysely';
import { apiError } from '../../shared/app-error';
import type { StoreForOrder } from './store-for-order';
import { adminOrderUrl, shopperOrderUrl, shopperToken } from './shopper-link';

export const IDEMPOTENCY_REUSED = 'Esta clave de idempotencia ya se usó para otro pedido.';

export interface StorefrontOrderResult {
  orderId: string;
  totalCents: number;
  whatsappUrl: string;
  orderUrl: string;
}

/** What the links of an order are built from: the app's address and the server's secret. */
export interface OrderLinks {
  publicUrl: string;
  /** SHOP_DOMAIN: a store's own domain is served on its port. */
  shopDomain: string;
  secret: string;
}

/** The columns of the order just placed that its links, message and e-mail are built from. */
export type ResultOrder = Pick<
  Selectable<Database['orders']>,
  | 'id'
  | 'created_at'
  | 'customer_name'
  | 'customer_phone'
  | 'customer_email'
  | 'total_cents'
  | 'payment_method'
  | 'transfer_discount_cents'
  | 'delivery'
  | 'shipping_fee_cents'
  | 'discount_code'
  | 'code_discount_cents'
  | 'promotion_discount_cents'
>;

/** A line of the message, with the promotion it took (its name and part; none: null and 0). */
export type ResultLine = OrderMessageLine & { promotionName: string | null; promotionDiscountCents: number };

/** The order's delivery as the message, the e-mail and the pages show it (null: agreed with the seller). */
export function orderDeliveryOf(order: {
  delivery: unknown;
  shipping_fee_cents: number | string | null;
}): { delivery: OrderDelivery; feeCents: number | null } | undefined {
  if (!order.delivery) return undefined;
  return {
    delivery: order.delivery as OrderDelivery,
    feeCents: order.shipping_fee_cents === null ? null : Number(order.shipping_fee_cents),
  };
}

/** The payment part of the WhatsApp message. */
function messagePayment(store: StoreForOrder, order: ResultOrder): OrderMessagePayment | undefined {
  if (!order.payment_method) return undefined;
  const discountCents = Number(order.transfer_discount_cents);
  return {
    method: order.payment_method,
    subtotalCents:
      Number(order.total_cents) +
      discountCents +
      Number(order.code_discount_cents) +
      Number(order.promotion_discount_cents) -
      Number(order.shipping_fee_cents ?? 0),
    discountCents,
    discountPercent: store.transfer_discount_percent,
    transfer:
      order.payment_method === 'transfer' && store.cbu ? { cbu: store.cbu, holder: store.transfer_holder } : null,
    mercadoPagoCheckout: order.payment_method === 'mercadopago' && store.mercado_pago_connected,
  };
}

export function orderResult(
  store: StoreForOrder,
  order: ResultOrder,
  lines: ResultLine[],
  links: OrderLinks,
): StorefrontOrderResult {
  const totalCents = Number(order.total_cents);
  const orderUrl = shopperOrderUrl(links.publicUrl, store.slug, order.id, shopperToken(links.secret, order.id), {
    domain: store.own_domain,
    shopDomain: links.shopDomain,
  });
  return {
    orderId: order.id,
    totalCents,
    orderUrl,
    whatsappUrl: orderWhatsappUrl(store.whatsapp_number ?? '', {
      storeName: store.name,
      orderId: order.id,
      createdAt: new Date(order.created_at),
      customerName: order.customer_name,
      customerPhone: order.customer_phone ?? '',
      customerEmail: order.customer_email,
      totalCents,
      lines,
      promotions: promotionsOfLines(lines),
      payment: messagePayment(store, order),
      delivery: orderDeliveryOf(order),
      code: order.discount_code
        ? { code: order.discount_code, discountCents: Number(order.code_discount_cents) }
        : null,
      orderUrl,
      adminUrl: adminOrderUrl(links.publicUrl, order.id),
    }),
  };
}

export async function replay(
  db: Kysely<Database>,
  store: StoreForOrder,
  key: string,
  hash: string,
  links: OrderLinks,
): Promise<StorefrontOrderResult | undefined> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('store_id', '=', store.id)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!order) return undefined;
  if (order.request_hash !== hash) throw apiError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_REUSED, 'Idempotency-Key');
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  return orderResult(
    store,
    order,
    items.map((i) => ({
      productName: i.product_name,
      attributes: i.attributes,
      quantity: i.quantity,
      unitPriceCents: Number(i.unit_price_cents),
      promotionName: i.promotion_name,
      promotionDiscountCents: Number(i.promotion_discount_cents),
    })),
    links,
  );
}
