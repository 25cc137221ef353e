import { ERROR_CODES, MONEY_IN_STATUSES, parseAmountToCents, type PaymentStatusName } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { AppError } from '../../shared/app-error';
import { transitionOrder } from '../orders/change-order-status';
import { enqueueShopperMail } from '../orders/shopper-mail-jobs';
import { holdReservation } from '../stock/reservations';
import { orderUnitsAvailable } from '../stock/stock-moves';
import type { MercadoPagoPayment } from './mercado-pago-client';

/*
 * What a payment, as Mercado Pago answered about it, does to its order
 * (docs/product/orders.md, "Paying with Mercado Pago"). Only that answer
 * counts, never a notification's body. Applying the same answer again
 * changes nothing; an answer about another payment of the same order never
 * takes it back to a weaker state (a late "rejected" after an approval).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How far along a payment state is: another payment's answer moves an order only forward. */
const RANK: Record<PaymentStatusName, number> = {
  pending: 0,
  rejected: 1,
  amount_mismatch: 2,
  received: 3,
  paid_without_stock: 3,
  refunded: 4,
  charged_back: 4,
};

/** The payment state an answer leads to before stock is looked at; null while Mercado Pago is still processing it. */
export function paymentStateOf(
  payment: MercadoPagoPayment,
  order: { total_cents: number | string },
): PaymentStatusName | null {
  switch (payment.status) {
    case 'approved': {
      const cents = parseAmountToCents(payment.transaction_amount);
      return payment.currency_id === 'ARS' && cents === Number(order.total_cents) ? 'received' : 'amount_mismatch';
    }
    case 'refunded':
      return 'refunded';
    case 'charged_back':
      return 'charged_back';
    case 'rejected':
    case 'cancelled':
      return 'rejected';
    default:
      return null;
  }
}

export interface PaymentOptions {
  /** The store's setting: an approved payment also confirms the order (its units leave stock). */
  confirmOnPayment: boolean;
  /** RESERVATION_TTL: how long from its creation a pending order's units are held while its payment is under way. */
  reservationSeconds: number;
}

export interface AppliedPayment {
  orderId: string;
  paymentStatus: PaymentStatusName;
  /** Whether this answer changed the order's payment state. */
  changed: boolean;
  /** The order was confirmed by the payment (its units left stock). */
  confirmed: boolean;
}

async function receivedState(
  trx: Transaction<Database>,
  order: LockedOrder,
  confirmOnPayment: boolean,
): Promise<{ state: PaymentStatusName; confirmed: boolean }> {
  if (order.status === 'cancelled') return { state: 'paid_without_stock', confirmed: false };
  if (order.stock_deducted) return { state: 'received', confirmed: false };
  if (confirmOnPayment && order.status === 'pending') {
    try {
      // The same move as the owner's "Confirmar pedido"; a short stock throws before it writes anything.
      // The shopper hears of both in one e-mail ('paid_and_confirmed', below).
      await transitionOrder(trx, order.store_id, order, 'processing', null, {}, { shopperMail: false });
      return { state: 'received', confirmed: true };
    } catch (error) {
      if (error instanceof AppError && error.code === ERROR_CODES.INSUFFICIENT_STOCK)
        return { state: 'paid_without_stock', confirmed: false };
      throw error;
    }
  }
  return {
    state: (await orderUnitsAvailable(trx, order.store_id, order.id)) ? 'received' : 'paid_without_stock',
    confirmed: false,
  };
}

type LockedOrder = {
  id: string;
  store_id: string;
  status: 'pending' | 'processing' | 'completed' | 'cancelled';
  stock_deducted: boolean;
  total_cents: number;
  payment_status: PaymentStatusName;
  mp_payment_id: string | null;
};

/**
 * Applies one payment answer to the order it names (`external_reference`) in
 * the store, in one transaction under the order's lock. Undefined when it
 * names no order of this store.
 */
export async function applyPayment(
  db: Kysely<Database>,
  storeId: string,
  payment: MercadoPagoPayment,
  options: PaymentOptions,
): Promise<AppliedPayment | undefined> {
  const orderId = payment.external_reference?.toLowerCase();
  if (!orderId || !UUID.test(orderId)) return undefined;
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'store_id', 'status', 'stock_deducted', 'total_cents', 'payment_status', 'mp_payment_id'])
      .where('id', '=', orderId)
      .where('store_id', '=', storeId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return undefined;
    const checked = { mp_checked_at: new Date() };
    const unchanged = { orderId, paymentStatus: order.payment_status, changed: false, confirmed: false };
    let next = paymentStateOf(payment, order);
    const samePayment = order.mp_payment_id === payment.id;
    // Another payment's answer (or a state the seller set by hand) is only ever moved forward.
    const weaker = next === null || (!samePayment && RANK[next] < RANK[order.payment_status]);
    const repeated =
      samePayment &&
      (next === order.payment_status || (next === 'received' && order.payment_status === 'paid_without_stock'));
    if (weaker || repeated || next === null) {
      await trx.updateTable('orders').set(checked).where('id', '=', orderId).where('store_id', '=', storeId).execute();
      // A payment still under way (cash at a payment point, a card in review) holds the units while the reservation lasts.
      if (next === null && order.status === 'pending' && !order.stock_deducted)
        await holdReservation(trx, storeId, orderId, options.reservationSeconds);
      return unchanged;
    }
    let confirmed = false;
    if (next === 'received') ({ state: next, confirmed } = await receivedState(trx, order, options.confirmOnPayment));
    const moneyIn = MONEY_IN_STATUSES.includes(next);
    await trx
      .updateTable('orders')
      .set((eb) => ({
        ...checked,
        payment_status: next,
        payment_received_at: moneyIn ? eb.fn.coalesce('payment_received_at', eb.val(new Date())) : null,
        payment_method: eb.fn.coalesce('payment_method', sql<'mercadopago'>`'mercadopago'`),
        mp_payment_id: payment.id,
        mp_payment_method: payment.payment_method_id ?? null,
        mp_installments: payment.installments ?? null,
        updated_at: new Date(),
      }))
      .where('id', '=', orderId)
      .where('store_id', '=', storeId)
      .execute();
    // The shopper hears of a payment the store received (docs/product/orders.md, "The shopper's e-mails").
    if (next === 'received' && order.payment_status !== 'received')
      await enqueueShopperMail(trx, storeId, orderId, confirmed ? 'paid_and_confirmed' : 'paid');
    return { orderId, paymentStatus: next, changed: next !== order.payment_status, confirmed };
  });
}
