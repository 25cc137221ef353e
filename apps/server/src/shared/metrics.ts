/*
 * What the areas count for the operator's metrics (docs/DEPLOY.md, "Metrics"): an area says what happened, the
 * composition root keeps the counters and serves them to Prometheus (apps/server/src/metrics-registry.ts). No area
 * imports prom-client. Every label takes a few fixed values (never an id, an address or a store), so the number of
 * series an instance exposes stays bounded.
 */

/** Where an order was made: a shopper's from a store, or one the owner typed in. */
export type OrderSource = 'storefront' | 'admin';

/** How a job's attempt ended: done, failed and due again, or failed for the last time. */
export type JobAttemptResult = 'done' | 'retry' | 'dead';

/**
 * What became of a Mercado Pago notification: a payment to read queued, a repeat of one already taken, another
 * topic acknowledged and left alone, or refused (its signature).
 */
export type MercadoPagoNotificationResult = 'queued' | 'repeated' | 'ignored' | 'refused';

export interface Metrics {
  orderCreated(source: OrderSource): void;
  /** An order refused because a line asked for more units than are available. */
  stockRefused(source: OrderSource): void;
  jobAttempt(kind: string, result: JobAttemptResult): void;
  mercadoPagoNotification(result: MercadoPagoNotificationResult): void;
  /** An e-mail the mail server accepted, or one it refused (the job retries it). */
  mail(result: 'sent' | 'failed'): void;
}
