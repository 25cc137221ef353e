import { z } from 'zod';

/* The answers of Correo Argentino's API MiCorreo, as its documentation shows them (micorreo-client.ts). */

export const tokenAnswer = z.object({ token: z.string().min(1), expires: z.string() });
export const validateAnswer = z.object({ customerId: z.string().min(1), createdAt: z.string().optional() });
export const ratesAnswer = z.object({
  customerId: z.string(),
  validTo: z.string(),
  rates: z.array(
    z.object({
      deliveredType: z.enum(['D', 'S']),
      productType: z.string(),
      productName: z.string(),
      price: z.number().nonnegative(),
      deliveryTimeMin: z.coerce.number().int(),
      deliveryTimeMax: z.coerce.number().int(),
    }),
  ),
});
export const agenciesAnswer = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    status: z.string().optional(),
    location: z.object({
      address: z.object({
        streetName: z.string(),
        streetNumber: z.string().nullable().optional(),
        city: z.string().nullable().optional(),
        provinceCode: z.string().optional(),
        postalCode: z.string(),
      }),
    }),
  }),
);
export const importAnswer = z.object({ createdAt: z.string() });
const trackedShipment = z.object({
  id: z.string().nullable().optional(),
  productId: z.string().nullable().optional(),
  trackingNumber: z.string().nullable().optional(),
  events: z.array(
    z.object({
      event: z.string(),
      date: z.string(),
      branch: z.string().nullable().optional(),
      status: z.string().nullable().optional(),
      sign: z.string().nullable().optional(),
    }),
  ),
});
/**
 * /shipping/tracking answers 200 in three shapes: a list of shipments, one shipment (no events yet), or
 * { date, error, code } when it knows no such shipment.
 */
export const trackingAnswer = z.union([
  z.array(trackedShipment),
  trackedShipment,
  z.object({ error: z.string().min(1), code: z.string().optional(), date: z.string().optional() }),
]);
