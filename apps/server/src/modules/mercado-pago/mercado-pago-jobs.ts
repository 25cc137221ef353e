import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobHandler, Schedule } from '../jobs/job-runner';
import { type CheckoutDeps, createCheckout, MP_CHECKOUT } from './checkout-preference';
import { MP_PAYMENT, MP_RECONCILE, readPayment, reconcilePayments } from './payment-check';

/*
 * Mercado Pago's background work (docs/decisions/016-job-queue.md): the
 * preference of a new order, the read of a notified payment, and the
 * scheduled reconciliation. Each is safe to run again.
 */

const checkoutPayload = z.object({ storeId: z.uuid(), orderId: z.uuid() });
const paymentPayload = z.object({ storeId: z.uuid(), paymentId: z.string().regex(/^\d{1,20}$/) });

export function mercadoPagoSchedules(everySeconds: number): Schedule[] {
  return [{ kind: MP_RECONCILE, everySeconds }];
}

export function mercadoPagoHandlers(
  deps: CheckoutDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Record<string, JobHandler> {
  return {
    [MP_CHECKOUT]: (job) => createCheckout(deps, checkoutPayload.parse(job.payload)),
    [MP_PAYMENT]: (job) => readPayment(deps, paymentPayload.parse(job.payload), log),
    [MP_RECONCILE]: () => reconcilePayments(deps, log),
  };
}
