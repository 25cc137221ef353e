import type { DispatchBody } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import { conflict, notFound } from '../../shared/app-error';
import { enqueueCheckout } from './online-checkout';
import { ORDER_NOT_FOUND } from '@vidriera/core';
import { enqueueShopperMail } from './shopper-mail-jobs';

export const FEE_NEEDS_SHIPPING = 'Este pedido no tiene envío a domicilio: no lleva costo de envío.';
export const FEE_FREE_SHIPPING = 'Este pedido tiene envío gratis.';
export const FEE_ALREADY_PAID = 'El pago de este pedido ya se recibió: su costo de envío no puede cambiar.';
export const PICKUP_NOT_SHIPPED = 'Este pedido se retira en el local: márcalo como listo para retirar.';
export const SHIPPING_NOT_PICKED_UP =
  'Este pedido se envía a domicilio: márcalo como enviado con su código de seguimiento.';

type OrderForDelivery = Pick<Selectable<Database['orders']>, 'status' | 'payment_status' | 'payment_method'> & {
  /** The delivery's method and whether its shipping is free, read from the jsonb column. */
  method: string | null;
  free: boolean;
};

async function readOrder(trx: Kysely<Database>, storeId: string, orderId: string): Promise<OrderForDelivery> {
  const row = await sql<OrderForDelivery>`
    select status, payment_status, payment_method, delivery->>'method' as method, coalesce((delivery->>'free')::boolean, false) as free
    from orders where id = ${orderId} and store_id = ${storeId} for update
  `.execute(trx);
  const order = row.rows[0];
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * The seller sets the shipping fee of a delivery order ("a convenir" until
 * then, or a correction): the total moves by the difference, in whole cents.
 * Refused for pickup, free shipping, a cancelled order or a payment already in.
 * An order paid with Mercado Pago gets a new Checkout Pro preference for the
 * new total (the old one asked for the old amount); it is made after the commit.
 */
export async function setShippingFee(
  db: Kysely<Database>,
  storeId: string,
  orderId: string,
  feeCents: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await readOrder(trx, storeId, orderId);
    if (order.method !== 'shipping') throw conflict('NO_SHIPPING', FEE_NEEDS_SHIPPING);
    if (order.free) throw conflict('FREE_SHIPPING', FEE_FREE_SHIPPING);
    if (order.status === 'cancelled') throw conflict('ORDER_CANCELLED');
    if (order.payment_status !== 'pending' && order.payment_status !== 'rejected')
      throw conflict('ORDER_PAID', FEE_ALREADY_PAID);
    const mercadoPago = order.payment_method === 'mercadopago';
    await sql`
      update orders set total_cents = total_cents - coalesce(shipping_fee_cents, 0) + ${feeCents}::bigint, shipping_fee_cents = ${feeCents}::bigint, updated_at = now(),
        mp_preference_id = case when ${mercadoPago} then null else mp_preference_id end,
        mp_checkout_url = case when ${mercadoPago} then null else mp_checkout_url end
      where id = ${orderId} and store_id = ${storeId}
    `.execute(trx);
    if (mercadoPago) await enqueueCheckout(trx, { storeId, orderId });
  });
}

/** "Enviado" (carrier and tracking code) or "Listo para retirar", as the order's delivery allows; recording again replaces it. */
export async function recordDispatch(
  db: Kysely<Database>,
  storeId: string,
  orderId: string,
  body: DispatchBody,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await readOrder(trx, storeId, orderId);
    if (order.status === 'cancelled') throw conflict('ORDER_CANCELLED');
    if (body.state === 'shipped' && order.method === 'pickup')
      throw conflict('PICKUP_ORDER', PICKUP_NOT_SHIPPED, 'state');
    if (body.state === 'ready_for_pickup' && order.method === 'shipping')
      throw conflict('SHIPPING_ORDER', SHIPPING_NOT_PICKED_UP, 'state');
    const shipped = body.state === 'shipped' ? body : null;
    await trx
      .updateTable('orders')
      .set({
        dispatch_state: body.state,
        dispatch_carrier: shipped?.carrier ?? null,
        dispatch_tracking: shipped?.trackingCode ?? null,
        dispatched_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', orderId)
      .where('store_id', '=', storeId)
      .execute();
    // The shopper hears of it (with the tracking link), whenever the dispatch is recorded or corrected.
    await enqueueShopperMail(trx, storeId, orderId, body.state);
  });
}
