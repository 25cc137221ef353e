import { z } from 'zod';
import { isoInstant } from '../shared/common-contracts';

/*
 * Mercado Pago Checkout Pro per order (docs/product/orders.md, "Paying with
 * Mercado Pago"): the owner's connection in "Cobros y stock", the order's
 * payment as the admin and the shopper read it, and the notification
 * Mercado Pago sends (docs/SECURITY.md, "Mercado Pago notifications").
 */

export const MP_TOKEN_REQUIRED = 'Pega el Access Token de tu cuenta de Mercado Pago.';
export const MP_SECRET_REQUIRED =
  'Pega la clave secreta de las notificaciones (Webhooks) de tu aplicación de Mercado Pago.';
export const MP_TOKEN_REFUSED =
  'Mercado Pago no aceptó ese Access Token. Revisa que sea el de producción (o el de prueba) de tu cuenta y vuelve a pegarlo.';
export const MP_UNAVAILABLE = 'No pudimos comunicarnos con Mercado Pago. Intenta de nuevo en unos minutos.';
export const MP_SIGNATURE_INVALID = 'Firma de la notificación inválida.';
export const MP_CHECKOUT_PREPARING = 'Estamos preparando el pago con Mercado Pago. Vuelve a intentar en unos segundos.';
/** The button on the shopper's order page (and the admin's "Revisar pago"). */
export const MP_PAY_BUTTON = 'Pagar con Mercado Pago';
export const MP_CHECK_BUTTON = 'Revisar pago';
export const MP_OAUTH_UNAVAILABLE =
  'Esta instalación no tiene configurada la aplicación de Mercado Pago. Conecta pegando tu Access Token.';
export const MP_OAUTH_EXPIRED = 'La autorización de Mercado Pago venció o no es de esta tienda. Vuelve a intentarlo.';

/** GET /api/stores/mine/mercado-pago/authorize: where to send the owner to authorise the platform's application. */
export const mercadoPagoAuthorizeSchema = z.object({ authorizationUrl: z.string() });

const secretText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(500, 'El texto pegado es demasiado largo.')
    .regex(/^[\x21-\x7e]+$/, 'El texto pegado tiene espacios o caracteres que no corresponden. Cópialo de nuevo.');

/** PUT /api/stores/mine/mercado-pago: connect by pasting the seller's own credentials. */
export const mercadoPagoConnectSchema = z.object({
  accessToken: secretText(MP_TOKEN_REQUIRED),
  webhookSecret: secretText(MP_SECRET_REQUIRED),
  confirmOnPayment: z.boolean({ error: 'Indica si un pago aprobado confirma el pedido' }).optional(),
});
export type MercadoPagoConnectInput = z.input<typeof mercadoPagoConnectSchema>;

/** PATCH /api/stores/mine/mercado-pago: whether an approved payment also confirms the order (deducting stock). */
export const mercadoPagoOptionsSchema = z.object({
  confirmOnPayment: z.boolean({ error: 'Indica si un pago aprobado confirma el pedido' }),
});

/** What the owner sees of the connection: never a credential. */
export const mercadoPagoSettingsSchema = z.object({
  connected: z.boolean(),
  account: z
    .object({
      userId: z.string(),
      nickname: z.string().nullable(),
      email: z.string().nullable(),
      connectedAt: isoInstant,
      connectedBy: z
        .enum(['token', 'oauth'])
        .describe('Con el Access Token pegado, o autorizando la aplicación (OAuth)'),
      authorizationLost: z
        .boolean()
        .describe('Mercado Pago no renovó la autorización (OAuth): hay que conectar la cuenta de nuevo'),
    })
    .nullable()
    .describe('La cuenta conectada, como la nombra Mercado Pago'),
  confirmOnPayment: z.boolean(),
  oauthAvailable: z
    .boolean()
    .describe(
      'La plataforma tiene su aplicación de Mercado Pago configurada: se puede conectar con "Conectar con Mercado Pago"',
    ),
  notificationUrl: z.string().describe('La dirección que se configura en Webhooks de la aplicación de Mercado Pago'),
});
export type MercadoPagoSettings = z.output<typeof mercadoPagoSettingsSchema>;

/** An order's Mercado Pago payment, as the admin and the shopper see it. */
export const orderMercadoPagoSchema = z.object({
  checkoutUrl: z.string().nullable().describe('El enlace de "Pagar con Mercado Pago"; null mientras se prepara'),
  paymentId: z.string().nullable(),
  paymentMethod: z
    .string()
    .nullable()
    .describe('Medio con el que se pagó, como lo nombra Mercado Pago (visa, master, account_money…)'),
  installments: z.number().int().nullable().describe('Cuotas'),
  checkedAt: isoInstant.nullable().describe('La última vez que el servidor leyó el pago en Mercado Pago'),
});
export type OrderMercadoPago = z.output<typeof orderMercadoPagoSchema>;

/** POST /api/public/mercado-pago/notifications/{storeId}: the address Mercado Pago notifies. */
export const mercadoPagoNotificationParamsSchema = z.object({
  storeId: z.string().max(64).describe('El id de la tienda'),
});
export const mercadoPagoNotificationQuerySchema = z
  .object({
    'data.id': z.string().max(64).optional(),
    type: z.string().max(64).optional(),
    topic: z.string().max(64).optional(),
    id: z.string().max(64).optional(),
  })
  .loose();
export const mercadoPagoNotificationBodySchema = z
  .object({
    type: z.string().max(64).optional(),
    action: z.string().max(64).optional(),
    data: z
      .object({ id: z.union([z.string().max(64), z.number().int()]) })
      .loose()
      .optional(),
  })
  .loose();
export const mercadoPagoNotificationHeadersSchema = z
  .object({
    'x-signature': z.string().max(512).optional(),
    'x-request-id': z.string().max(128).optional(),
  })
  .loose();
export const mercadoPagoNotificationAnswerSchema = z.object({ received: z.boolean() });
