import { z } from 'zod';

/*
 * The fields the owner's forms of discount codes and promotions share (docs/product/orders.md, "Códigos de descuento"
 * and "Promociones"): optional numbers and dates, where the offer applies, whether it is paused, and its dates' order.
 */

/** A whole number from 1 in the owner's forms, or null when left empty. */
export const optionalPositive = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.number({ error: message }).int(message).min(1, message).max(1_000_000_000_00, message).nullable(),
  );

/** A date and time with its offset in the owner's forms, or null when left empty. */
export const optionalInstant = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.iso.datetime({ offset: true, error: 'Fecha inválida' }).nullable(),
);

/** Where an offer applies (no category and no product: the whole store), its dates, and whether it is paused. */
export const offerReachShape = {
  startsAt: optionalInstant,
  endsAt: optionalInstant,
  categoryIds: z
    .array(z.uuid({ error: 'Categoría inválida' }))
    .max(200)
    .default([]),
  productIds: z
    .array(z.uuid({ error: 'Producto inválido' }))
    .max(500)
    .default([]),
  paused: z.boolean().default(false),
};

/** The refusal of an end that does not come after the start, on the end's field. */
export function checkOfferDates(v: { startsAt: string | null; endsAt: string | null }, ctx: z.RefinementCtx) {
  if (v.startsAt && v.endsAt && new Date(v.endsAt) <= new Date(v.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'El fin debe ser posterior al inicio' });
}
