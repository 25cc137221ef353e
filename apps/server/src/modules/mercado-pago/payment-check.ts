import { MP_UNAVAILABLE } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { apiError, AppError, conflict, notFound } from '../../shared/app-error';
import { z } from 'zod';
import { defineJob, type PayloadOf } from '../jobs/define-job';
import { enqueueJob } from '../jobs/job-queue';
import { ORDER_NOT_FOUND } from '@vidriera/core';
import { type AppliedPayment, applyPayment } from './apply-payment';
import { clientFor, type MercadoPagoDeps } from './mercado-pago-account';
import { loadCredentials, refreshExpiringTokens, type StoreCredentials } from './store-credentials';
import { type MercadoPagoPayment, MercadoPagoUnavailableError } from './mercado-pago-client';
import { NOTIFICATION_WINDOW_MS } from './notification-signature';

/*
 * Reading payments from Mercado Pago: one payment a notification named
 * (queued by the webhook, mercado-pago-routes.ts), every payment of one order
 * (the owner's "Revisar pago"), and, on a schedule, the orders still waiting
 * on a payment, in case a notification never arrived.
 */

export const MP_PAYMENT = defineJob({
  kind: 'mercado-pago.payment',
  payload: z.object({ storeId: z.uuid(), paymentId: z.string().regex(/^\d{1,20}$/) }),
});
export const MP_RECONCILE = defineJob({ kind: 'mercado-pago.reconcile', payload: z.object({}) });

/** Orders older than this are no longer asked about on the schedule (the owner can still "Revisar pago"). */
const RECONCILE_DAYS = 30;
/** Orders asked about per scheduled run, those checked longest ago first. */
const RECONCILE_BATCH = 50;

type PaymentJob = PayloadOf<typeof MP_PAYMENT>;

/** One pending read per payment: a burst of notifications about one payment reads it once. */
export function enqueuePaymentRead(db: Kysely<Database>, job: PaymentJob): Promise<string | null> {
  return enqueueJob(db, MP_PAYMENT, job, { singletonKey: `${MP_PAYMENT.kind}:${job.storeId}:${job.paymentId}` });
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Whether the money of a payment goes to the store's connected account. A
 * token also reads payments its account made as a payer, or that name the
 * order in external_reference while another seller collects: such a payment
 * pays nothing here, and is logged (docs/SECURITY.md, "Mercado Pago").
 */
function collectedByStore(
  payment: MercadoPagoPayment,
  credentials: StoreCredentials,
  log: Log,
  storeId: string,
): boolean {
  if (payment.collector_id === credentials.userId) return true;
  log.warn(
    { storeId, paymentId: payment.id, collectorId: payment.collector_id ?? null },
    'pago de Mercado Pago cobrado por otra cuenta: no se aplica',
  );
  return false;
}

/** Reads one payment with the store's token and applies Mercado Pago's answer to its order. */
export async function readPayment(
  deps: MercadoPagoDeps,
  { storeId, paymentId }: PaymentJob,
  log: Log,
): Promise<string> {
  const credentials = await loadCredentials(deps, storeId);
  if (!credentials) return 'tienda sin Mercado Pago conectado';
  const payment = await clientFor(deps, credentials.accessToken).payment(paymentId);
  if (!payment) return 'pago inexistente en Mercado Pago';
  if (!collectedByStore(payment, credentials, log, storeId))
    return 'pago cobrado por otra cuenta de Mercado Pago: no se aplica';
  const applied = await applyPayment(deps.db, storeId, payment, {
    confirmOnPayment: credentials.confirmOnPayment,
    reservationSeconds: deps.reservationSeconds,
  });
  return applied
    ? `${applied.paymentStatus}${applied.changed ? '' : ' (sin cambios)'}`
    : 'el pago no es de un pedido de la tienda';
}

/** Asks Mercado Pago about every payment of one order and applies them, oldest first. */
async function checkOrder(
  deps: MercadoPagoDeps,
  storeId: string,
  orderId: string,
  log: Log,
): Promise<AppliedPayment[]> {
  const credentials = await loadCredentials(deps, storeId);
  if (!credentials) throw conflict('MERCADO_PAGO_NOT_CONNECTED');
  const payments = await clientFor(deps, credentials.accessToken).paymentsOf(orderId);
  const applied: AppliedPayment[] = [];
  for (const payment of payments.reverse()) {
    if (!collectedByStore(payment, credentials, log, storeId)) continue;
    const result = await applyPayment(deps.db, storeId, payment, {
      confirmOnPayment: credentials.confirmOnPayment,
      reservationSeconds: deps.reservationSeconds,
    });
    if (result) applied.push(result);
  }
  await deps.db
    .updateTable('orders')
    .set({ mp_checked_at: new Date() })
    .where('id', '=', orderId)
    .where('store_id', '=', storeId)
    .execute();
  return applied;
}

/** "Revisar pago": the owner asks about one of their orders now. */
export async function checkOrderPayment(
  deps: MercadoPagoDeps,
  storeId: string,
  orderId: string,
  log: Log,
): Promise<void> {
  const order = await deps.db
    .selectFrom('orders')
    .select(['payment_method', 'mp_preference_id'])
    .where('id', '=', orderId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.payment_method !== 'mercadopago' && !order.mp_preference_id) throw conflict('NOT_A_MERCADO_PAGO_ORDER');
  try {
    await checkOrder(deps, storeId, orderId, log);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw apiError('MERCADO_PAGO_UNAVAILABLE', MP_UNAVAILABLE);
  }
}

/**
 * The scheduled reconciliation, across stores: orders with a preference and
 * no final payment state (pending, or a rejected try the shopper may repeat). One order's failure (Mercado Pago down, a revoked
 * token) is logged and the next is asked; it comes back next run.
 */
export async function reconcilePayments(deps: MercadoPagoDeps, log: Log): Promise<string> {
  const open = await deps.db
    .selectFrom('orders')
    .select(['id', 'store_id'])
    .where('mp_preference_id', 'is not', null)
    // A rejected try is not the end: the shopper may pay again from their page.
    .where('payment_status', 'in', ['pending', 'rejected'])
    .where('status', '<>', 'cancelled')
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${RECONCILE_DAYS}::integer)`)
    .orderBy(sql`mp_checked_at nulls first`)
    .orderBy('created_at')
    .limit(RECONCILE_BATCH)
    .execute();
  let found = 0;
  for (const order of open) {
    try {
      found += (await checkOrder(deps, order.store_id, order.id, log)).filter((a) => a.changed).length;
    } catch (error) {
      const reason =
        error instanceof MercadoPagoUnavailableError || error instanceof AppError
          ? error.message
          : error instanceof Error
            ? error.name
            : 'error';
      log.warn({ orderId: order.id, storeId: order.store_id, reason }, 'no se pudo revisar el pago en Mercado Pago');
    }
  }
  // OAuth connections are refreshed well before they lapse, even in a store with no open order.
  const refreshed = await refreshExpiringTokens(deps, log);
  // Accepted notifications are remembered only while a replay could still pass the time window.
  await deps.db
    .deleteFrom('mercado_pago_notifications')
    .where('received_at', '<', new Date(Date.now() - 2 * NOTIFICATION_WINDOW_MS))
    .execute();
  return `${open.length} revisados, ${found} con novedades, ${refreshed} autorizaciones renovadas`;
}
