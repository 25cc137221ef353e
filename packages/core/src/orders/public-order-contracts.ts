import { z } from 'zod';
import { ORDER_STATUSES } from './orders';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment-methods';
import { ORDER_CHALLENGE_HEADER } from '../storefront/storefront';
import { cents, id, isoInstant } from '../shared/common-contracts';
import { orderDeliverySchema, orderDispatchSchema } from './delivery-contracts';
import { orderMercadoPagoSchema } from '../mercado-pago/mercado-pago-contracts';

/** The public storefront API's orders: placing one (its key, its proof of work when asked) and the shopper's view of it. */

export const storefrontOrderResultSchema = z
  .object({
    orderId: id,
    totalCents: cents,
    whatsappUrl: z.string().describe('Enlace de WhatsApp al vendedor con el pedido escrito'),
    orderUrl: z.string().describe('La página del pedido para quien compra (lleva su token; no compartir)'),
  })
  .meta({ id: 'OrderCreated' });

/** The shopper's view of one order: what they bought, how to pay and where it stands (docs/product/orders.md). */
export const publicOrderSchema = z
  .object({
    id,
    number: z.string().describe('Número corto del pedido, como lo muestra el mensaje de WhatsApp'),
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentReceivedAt: isoInstant.nullable(),
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
    createdAt: isoInstant,
    reservedUntil: isoInstant.nullable().describe('Hasta cuándo se apartan las unidades de un pedido pendiente'),
    reservationExpired: z.boolean(),
    expiredAt: isoInstant
      .nullable()
      .describe('Cuándo el pedido se cerró solo como "Vencido" porque nadie lo confirmó; null en otro caso'),
    customerName: z.string(),
    lines: z.array(
      z.object({
        productName: z.string(),
        attributes: z.array(z.object({ displayName: z.string(), displayValue: z.string() })),
        quantity: z.number().int().min(1),
        unitPriceCents: cents,
        totalCents: cents,
      }),
    ),
    subtotalCents: cents,
    promotions: z
      .array(z.object({ name: z.string(), discountCents: cents }))
      .describe('Las promociones automáticas que tomó el pedido y lo que restó cada una'),
    discountCode: z.string().nullable().describe('El código de descuento que usó el pedido'),
    codeDiscountCents: cents.describe('Lo que el código restó de las líneas'),
    transferDiscountCents: cents,
    totalCents: cents,
    transfer: z
      .object({ cbu: z.string(), holder: z.string().nullable() })
      .nullable()
      .describe('Datos para transferir, si se paga por transferencia'),
    store: z.object({ name: z.string(), slug: z.string(), whatsappNumber: z.string().nullable() }),
    mercadoPago: orderMercadoPagoSchema
      .nullable()
      .describe('Pago con Mercado Pago: el enlace de "Pagar con Mercado Pago" y el pago, cuando el pedido se paga así'),
    delivery: orderDeliverySchema.nullable().describe('Retiro o envío; null: lo acuerdan vendedor y cliente'),
    dispatch: orderDispatchSchema.nullable().describe('Enviado (con el seguimiento) o listo para retirar'),
  })
  .meta({ id: 'ShopperOrder' });
export type PublicOrder = z.output<typeof publicOrderSchema>;

export const publicOrderParamsSchema = z.object({
  slug: z.string().describe('El enlace (slug) de la tienda'),
  id: z.string().describe('El id del pedido'),
});
export const publicOrderQuerySchema = z.object({
  token: z.string().max(200).optional().describe('El token del enlace que recibió quien compró'),
});
export type StorefrontOrderResult = z.output<typeof storefrontOrderResultSchema>;

/* Inputs of an order: its key and, when the store asks for it, a proof of work. */

/** Loose: the request keeps every other header. */
export const orderHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: 'Falta el encabezado Idempotency-Key.' })
    .trim()
    .min(8, 'El encabezado Idempotency-Key debe tener al menos 8 caracteres.')
    .max(200, 'El encabezado Idempotency-Key es demasiado largo.')
    .describe('Una clave por pedido: repetir el pedido con la misma clave devuelve el mismo pedido'),
  [ORDER_CHALLENGE_HEADER]: z
    .string()
    .max(2000, 'La verificación es demasiado larga.')
    .optional()
    .describe(
      'Solo cuando la tienda lo pide (respuesta 428 CHALLENGE_REQUIRED): la solución del desafío ALTCHA, en base64 del JSON { algorithm, challenge, number, salt, signature }. El primer pedido no lo necesita.',
    ),
});

/**
 * A proof-of-work challenge (ALTCHA, SHA-256): find `number` between 0 and
 * `maxnumber` with SHA-256(salt + number) = challenge (hex), then resend the
 * order with the solution in the `X-Altcha` header. Each challenge is good
 * once and for a few minutes.
 */
export const orderChallengeSchema = z
  .object({
    algorithm: z.literal('SHA-256'),
    challenge: z.string(),
    maxnumber: z.number().int(),
    salt: z.string(),
    signature: z.string(),
  })
  .meta({ id: 'OrderChallenge' });
export type OrderChallenge = z.output<typeof orderChallengeSchema>;

/** 428: the order waits for a proof of work (from the second pending order of a client address or a phone). */
export const challengeRequiredSchema = z
  .object({ code: z.literal('CHALLENGE_REQUIRED'), message: z.string(), challenge: orderChallengeSchema })
  .meta({ id: 'ChallengeRequired' });
