import type { FastifyBaseLogger } from 'fastify';
import { handleJob, type JobEntry } from '../jobs/define-job';
import { ONLINE_CHECKOUT } from '../orders/online-checkout';
import { type CheckoutDeps, createCheckout } from './checkout-preference';
import { MP_PAYMENT, MP_RECONCILE, readPayment, reconcilePayments } from './payment-check';

/*
 * Mercado Pago's background work (docs/decisions/016-job-queue.md): the
 * checkout an order asks for (its declaration is orders'), the read of a
 * notified payment, and the scheduled reconciliation. Each is safe to run again.
 */
export function mercadoPagoJobs(
  deps: CheckoutDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  reconcileEverySeconds: number,
): JobEntry[] {
  return [
    handleJob(ONLINE_CHECKOUT, (job) => createCheckout(deps, job.payload)),
    handleJob(MP_PAYMENT, (job) => readPayment(deps, job.payload, log)),
    handleJob(MP_RECONCILE, () => reconcilePayments(deps, log), { everySeconds: reconcileEverySeconds }),
  ];
}
