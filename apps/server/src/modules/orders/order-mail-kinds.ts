import { PAYMENT_METHODS } from '@vidriera/core';
import { z } from 'zod';
import { defineJob, type PayloadIn } from '../jobs/define-job';

/*
 * The owner's e-mails about orders, as jobs (order-mail-jobs.ts runs them): the new order (queued in the order's
 * own statement, with everything the e-mail shows), a digest when orders come in a burst, and the variants a
 * confirmation left low on stock.
 */

/** A burst is counted over this window, and a digest waits this long for more orders to gather. */
export const DIGEST_WINDOW_MINUTES = 15;

/** A digest lists this many orders and counts the rest ("y 12 pedidos más"): its row and its e-mail stay small in a big sale. */
export const DIGEST_LISTED_ORDERS = 50;

/** What the new-order e-mail shows, as the order's transaction knew it. */
export const NEW_ORDER_MAIL = defineJob({
  kind: 'owner.new-order',
  payload: z.object({
    storeId: z.string(),
    orderId: z.string(),
    /** The owner's address (read in the same statement as the order). */
    to: z.string(),
    storeName: z.string(),
    customerName: z.string(),
    customerPhone: z.string().nullable(),
    customerEmail: z.string().nullable(),
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
    lines: z.array(
      z.object({
        productName: z.string(),
        attributes: z.array(z.object({ displayName: z.string(), displayValue: z.string() })),
        quantity: z.number(),
        totalCents: z.number(),
      }),
    ),
    totalCents: z.number(),
    /** ISO time the reservation ends; null when no line keeps stock. */
    reservedUntil: z.string().nullable(),
    /** Taken without a reservation (the store-wide ceiling, reservation-policy.ts); absent on e-mails queued before it existed. */
    withoutReservation: z.boolean().optional(),
    /** The delivery's lines as the WhatsApp message writes them (absent on e-mails queued before delivery existed). */
    delivery: z.array(z.string()).optional(),
    /** The total's steps, the total last, as the WhatsApp message writes them (totalStepLines in packages/core). */
    totalLines: z.array(z.string()).optional(),
    /** E-mails queued before totalLines: subtotal and discounts only (the fee was in `delivery`). */
    pricing: z.array(z.string()).optional(),
    adminUrl: z.string(),
  }),
});
export type NewOrderMail = PayloadIn<typeof NEW_ORDER_MAIL>;

/** The store's pending digest: one per store, the orders of a burst gathered into it. */
export const ORDER_DIGEST_MAIL = defineJob({
  kind: 'owner.order-digest',
  payload: z.object({
    storeId: z.string(),
    to: z.string(),
    storeName: z.string(),
    orders: z.array(
      z.object({ orderId: z.string(), customerName: z.string(), totalCents: z.number(), adminUrl: z.string() }),
    ),
    /** Orders of the burst past the listed ones. */
    more: z.number().optional(),
  }),
});
export type DigestMail = PayloadIn<typeof ORDER_DIGEST_MAIL>;

/** The variants a confirmation left at or below the store's low-stock threshold. */
export const LOW_STOCK_MAIL = defineJob({
  kind: 'owner.low-stock',
  payload: z.object({ storeId: z.string(), variantIds: z.array(z.string()) }),
});
