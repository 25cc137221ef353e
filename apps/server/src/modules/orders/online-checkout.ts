import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineJob } from '../jobs/define-job';
import { enqueueJob } from '../jobs/job-queue';

/*
 * How an order asks for its online payment: the one interface between orders and the payment provider, owned
 * by orders (docs/ARCHITECTURE.md, "Areas"). An order paid online queues this job in its own transaction (a new
 * order, or the shopper's "Pagar" finding no checkout); the provider's area runs it and makes the checkout
 * (modules/mercado-pago/checkout-preference.ts). What the payment then does to the order comes back through
 * orders' own functions: `transitionOrder` (change-order-status.ts) and the payment columns (order-payment.ts).
 */
export const ONLINE_CHECKOUT = defineJob({
  kind: 'mercado-pago.checkout',
  payload: z.object({ storeId: z.uuid(), orderId: z.uuid() }),
});

/** Queues an order's checkout; one pending per order. */
export function enqueueCheckout(
  db: Kysely<Database>,
  job: { storeId: string; orderId: string },
): Promise<string | null> {
  return enqueueJob(db, ONLINE_CHECKOUT, job, { singletonKey: `${ONLINE_CHECKOUT.kind}:${job.orderId}` });
}
