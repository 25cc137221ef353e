import { createHash, randomUUID } from 'node:crypto';
import {
  type OrderMessageLine,
  type OrderMessagePayment,
  offeredPaymentMethods,
  orderWhatsappUrl,
  PAYMENT_METHOD_NOT_OFFERED,
  type PaymentMethodName,
  type StorefrontOrderInput,
  transferDiscountCents,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { AppError, conflict, invalid } from '../../shared/app-error';
import { isUniqueViolation } from '../../shared/db-errors';
import { enqueueCheckout } from '../mercado-pago/checkout-preference';
import type { StoreForOrder } from '../storefront/public-catalogue';
import { reservationExpiry } from '../stock/reservations';
import { newOrderMailInsert } from './order-mail-jobs';
import { type LockedVariant, lockVariantsForOrder } from './order-snapshot';
import { assertShopperWithinLimits, assertWithinReservedShare, assertWithinUnitCap, type Shopper } from './reservation-policy';
import { adminOrderUrl, shopperOrderUrl, shopperToken, shopperTokenHash } from './shopper-link';

export interface StorefrontOrderResult {
  orderId: string;
  totalCents: number;
  whatsappUrl: string;
  orderUrl: string;
}

/** What the links of an order are built from: the app's address and the server's secret. */
export interface OrderLinks {
  publicUrl: string;
  secret: string;
}

export const NO_SELLER_WHATSAPP = 'No se encontró el número de WhatsApp del vendedor.';
export const IDEMPOTENCY_REUSED = 'Esta clave de idempotencia ya se usó para otro pedido.';

/** Same body → same hash: the idempotency key must come back with the same request. */
function requestHash(input: StorefrontOrderInput): string {
  const canonical = {
    items: [...input.items].sort((a, b) => a.variantId.localeCompare(b.variantId)),
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    customerEmail: input.customerEmail ?? null,
    ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

interface ResultOrder {
  id: string;
  created_at: Date | string;
  customer_name: string;
  customer_phone: string | null;
  customer_email: string | null;
  total_cents: number;
  payment_method: PaymentMethodName | null;
  transfer_discount_cents: number;
}

/**
 * How the shopper pays: the method they chose among the store's offered ones
 * (none when they did not say: the seller agrees it with them),
 * and the transfer discount, off the lines' sum in whole cents (money.ts).
 */
export function choosePayment(store: StoreForOrder, chosen: PaymentMethodName | undefined, subtotalCents: number) {
  const offered = offeredPaymentMethods({ paymentMethods: store.payment_methods, cbu: store.cbu });
  if (chosen && !offered.includes(chosen)) throw invalid('paymentMethod', PAYMENT_METHOD_NOT_OFFERED);
  const method = chosen ?? null;
  const discountCents = method === 'transfer' ? transferDiscountCents(subtotalCents, store.transfer_discount_percent) : 0;
  return { method, discountCents, totalCents: subtotalCents - discountCents };
}

/** The payment part of the WhatsApp message. */
function messagePayment(store: StoreForOrder, order: ResultOrder): OrderMessagePayment | undefined {
  if (!order.payment_method) return undefined;
  const discountCents = Number(order.transfer_discount_cents);
  return {
    method: order.payment_method,
    subtotalCents: Number(order.total_cents) + discountCents,
    discountCents,
    discountPercent: store.transfer_discount_percent,
    transfer: order.payment_method === 'transfer' && store.cbu ? { cbu: store.cbu, holder: store.transfer_holder } : null,
    mercadoPagoCheckout: order.payment_method === 'mercadopago' && store.mercado_pago_connected,
  };
}

function orderResult(store: StoreForOrder, order: ResultOrder, lines: OrderMessageLine[], links: OrderLinks): StorefrontOrderResult {
  const totalCents = Number(order.total_cents);
  const orderUrl = shopperOrderUrl(links.publicUrl, store.slug, order.id, shopperToken(links.secret, order.id));
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
      payment: messagePayment(store, order),
      orderUrl,
      adminUrl: adminOrderUrl(links.publicUrl, order.id),
    }),
  };
}

async function replay(db: Kysely<Database>, store: StoreForOrder, key: string, hash: string, links: OrderLinks): Promise<StorefrontOrderResult | undefined> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('store_id', '=', store.id)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!order) return undefined;
  if (order.request_hash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_REUSED, 'Idempotency-Key');
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('position').execute();
  return orderResult(
    store,
    order,
    items.map((i) => ({ productName: i.product_name, attributes: i.attributes, quantity: i.quantity, unitPriceCents: Number(i.unit_price_cents) })),
    links,
  );
}

interface PendingOrder {
  id: string;
  input: StorefrontOrderInput;
  shopper: Shopper;
  totalCents: number;
  paymentMethod: PaymentMethodName | null;
  discountCents: number;
  tokenHash: string;
  idempotencyKey: string;
  hash: string;
  expiresAt: Date;
  lines: { variant: LockedVariant; quantity: number }[];
  /** The owner's new-order e-mail job, written by the same statement (order-mail-jobs.ts). */
  ownerMail: ReturnType<typeof newOrderMailInsert>;
}

/**
 * Writes a pending order, its lines, its first history entry and its
 * reservations (lines of products that keep stock) and the owner's e-mail job in one statement (one round trip however many lines); the
 * reservations' trigger adds their units to the variants' counters.
 */
async function insertPendingOrder(trx: Kysely<Database>, storeId: string, order: PendingOrder): Promise<ResultOrder> {
  const { input, lines, shopper } = order;
  const rows = sql.join(
    lines.map(
      ({ variant, quantity }, position) =>
        sql`(${position}::integer, ${variant.product_id}::uuid, ${variant.id}::uuid, ${variant.product_name}, ${variant.sku}::text,
          ${JSON.stringify(variant.attributes)}::jsonb, ${quantity}::integer, ${variant.unit_price}::bigint, ${variant.tracked}::boolean)`,
    ),
  );
  const result = await sql<ResultOrder>`
    with new_order as (
      insert into orders (id, store_id, source, customer_name, customer_phone, customer_email, status, total_cents, idempotency_key, request_hash,
        customer_phone_key, placed_from, payment_method, transfer_discount_cents, shopper_token_hash)
      values (${order.id}, ${storeId}, 'storefront', ${input.customerName}, ${input.customerPhone}, ${input.customerEmail ?? null}, 'pending', ${order.totalCents},
        ${order.idempotencyKey}, ${order.hash}, ${shopper.phoneKey}, ${shopper.addressKey}, ${order.paymentMethod}, ${order.discountCents}, ${order.tokenHash})
      returning id, created_at, customer_name, customer_phone, customer_email, total_cents, payment_method, transfer_discount_cents
    ),
    line as (
      select * from (values ${rows}) as l (position, product_id, variant_id, product_name, sku, attributes, quantity, unit_price, tracked)
    ),
    items as (
      insert into order_items (store_id, order_id, position, product_id, variant_id, product_name, sku, attributes, quantity, unit_price_cents, total_cents)
      select ${storeId}::uuid, o.id, l.position, l.product_id, l.variant_id, l.product_name, l.sku, l.attributes, l.quantity, l.unit_price, l.unit_price * l.quantity
      from new_order o cross join line l
    ),
    history as (
      insert into order_status_history (store_id, order_id, from_status, to_status, changed_by)
      select ${storeId}::uuid, o.id, null, 'pending', null::uuid from new_order o
    ),
    reservations as (
      insert into stock_reservations (store_id, order_id, variant_id, quantity, expires_at)
      select ${storeId}::uuid, o.id, l.variant_id, l.quantity, ${order.expiresAt}::timestamptz from new_order o cross join line l where l.tracked
    ),
    owner_mail as (${order.ownerMail})
    select * from new_order
  `.execute(trx);
  const inserted = result.rows[0];
  if (!inserted) throw new Error('the order insert returned no row');
  return inserted;
}

/** Who places an order, the per-address limit that applies (null: none, RATE_LIMIT=false) and the proof of work they sent. */
export interface OrderPlacement {
  shopper: Shopper;
  addressLimit: number | null;
  /** The solved challenge of the X-Altcha header, if any (order-challenge.ts). */
  challengeSolution?: string | undefined;
  /** RESERVATION_TTL: the longest a reservation lasts (once the seller opens the order). */
  reservationSeconds: number;
  links: OrderLinks;
}

/**
 * A shopper's order: prices from the database, units reserved until the seller
 * confirms (for the store's unopened-order time, RESERVATION_TTL once the
 * seller opened it), all in one transaction that holds the store's
 * reservation policy (reservation-policy.ts) and locks the variants, so no two
 * orders can take the same unit. A retry of a saved order answers it again and
 * counts for nothing.
 */
export async function createStorefrontOrder(
  db: Kysely<Database>,
  store: StoreForOrder,
  input: StorefrontOrderInput,
  idempotencyKey: string,
  placement: OrderPlacement,
): Promise<StorefrontOrderResult> {
  if (!store.whatsapp_number) throw conflict('NO_SELLER_WHATSAPP', NO_SELLER_WHATSAPP);
  const hash = requestHash(input);
  const { links } = placement;
  const existing = store.saved_order_id === null ? undefined : await replay(db, store, idempotencyKey, hash, links);
  if (existing) return existing;

  try {
    return await db.transaction().execute(async (trx) => {
      await assertShopperWithinLimits(trx, store, placement.shopper, {
        addressLimit: placement.addressLimit,
        solution: placement.challengeSolution,
        secret: links.secret,
      });
      const variants = await lockVariantsForOrder(trx, store.id, input.items.map((i) => i.variantId));
      const lines = input.items.map(({ variantId, quantity }, index) => {
        const variant = variants.get(variantId);
        if (!variant || !variant.variant_active || !variant.product_active) {
          throw invalid(`items.${index}.variantId`, 'Uno de los productos ya no está disponible. Revisa tu carrito.');
        }
        assertWithinUnitCap(store, { quantity, productName: variant.product_name, index });
        const { available } = variant;
        if (available !== null && quantity > available) {
          throw new AppError(
            409,
            'INSUFFICIENT_STOCK',
            available === 0
              ? `${variant.product_name} ya no tiene stock disponible.`
              : `${available === 1 ? 'Solo hay 1 unidad disponible.' : `Solo hay ${available} unidades disponibles.`} Ajusta la cantidad de ${variant.product_name}.`,
            `items.${index}.quantity`,
          );
        }
        return { variant, quantity };
      });
      if (placement.addressLimit !== null) {
        const tracked = lines.flatMap(({ variant, quantity }, index) => (variant.tracked ? [{ variantId: variant.id, quantity, productName: variant.product_name, index }] : []));
        await assertWithinReservedShare(trx, store, placement.shopper, tracked);
      }
      const subtotalCents = lines.reduce((sum, l) => sum + l.variant.unit_price * l.quantity, 0);
      const payment = choosePayment(store, input.paymentMethod, subtotalCents);
      // Short until the seller opens the order (orders/open-order.ts lengthens it): a hoard nobody looks at lapses soon.
      const expiresAt = reservationExpiry(Math.min(placement.reservationSeconds, store.unopened_reservation_minutes * 60));
      const id = randomUUID();
      const order = await insertPendingOrder(trx, store.id, {
        id,
        input,
        shopper: placement.shopper,
        totalCents: payment.totalCents,
        paymentMethod: payment.method,
        discountCents: payment.discountCents,
        tokenHash: shopperTokenHash(shopperToken(links.secret, id)),
        idempotencyKey,
        hash,
        expiresAt,
        lines,
        ownerMail: newOrderMailInsert(store, links.publicUrl, {
          id,
          customerName: input.customerName,
          customerPhone: input.customerPhone,
          customerEmail: input.customerEmail ?? null,
          paymentMethod: payment.method,
          totalCents: payment.totalCents,
          reservedUntil: lines.some((l) => l.variant.tracked) ? expiresAt : null,
          lines: lines.map(({ variant, quantity }) => ({ productName: variant.product_name, attributes: variant.attributes, quantity, unitPriceCents: variant.unit_price })),
        }),
      });
      // Paid with a connected Mercado Pago: its Checkout Pro preference is made after the commit, from this order's rows (mercado-pago/checkout-preference.ts).
      if (payment.method === 'mercadopago' && store.mercado_pago_connected) await enqueueCheckout(trx, { storeId: store.id, orderId: id });
      return orderResult(
        store,
        order,
        lines.map(({ variant, quantity }) => ({ productName: variant.product_name, attributes: variant.attributes, quantity, unitPriceCents: variant.unit_price })),
        links,
      );
    });
  } catch (error) {
    // A concurrent retry with the same key committed first: answer with its order.
    if (isUniqueViolation(error, 'orders_store_id_idempotency_key_key')) {
      const again = await replay(db, store, idempotencyKey, hash, links);
      if (again) return again;
    }
    throw error;
  }
}
