import { z } from 'zod';
import { ADJUSTMENT_KINDS, CARRIER_SERVICES, SHIPMENT_CREATION, SHIPPING_CARRIERS } from './carriers';
import {
  ADDRESS_MESSAGES,
  isProvinceCode,
  normalizePostalCode,
  POSTAL_CODE_PATTERN,
  type ProvinceCode,
  STREET_NUMBER_PATTERN,
} from '../orders/shipping-address';
import { postalCodeFitsProvince } from '../orders/postal-code-provinces';
import { singleLine } from '../shared/single-line';
import { cents, isoInstant } from '../shared/common-contracts';

/* Carrier shipping's contracts (docs/product/orders.md, "Envíos por transportista"; docs/decisions/039). */

const secret = (label: string) =>
  z
    .string({ error: `${label} es requerido` })
    .trim()
    .min(1, `${label} es requerido`)
    .max(200, `${label} no puede superar los 200 caracteres`);

/** "Conectar Correo Argentino": MiCorreo's API user and password, and the MiCorreo account's e-mail and password. */
export const correoConnectSchema = z.object({
  carrier: z.literal('correo_argentino'),
  apiUser: secret('El usuario de la API'),
  apiPassword: secret('La contraseña de la API'),
  email: z.email({ error: 'Escribe el e-mail de tu cuenta MiCorreo' }).max(200),
  password: secret('La contraseña de MiCorreo'),
});

/** "Conectar OCA": the e-Pak user and password, the CUIT, the account number and the two operativas. */
export const ocaConnectSchema = z.object({
  carrier: z.literal('oca'),
  username: secret('El usuario de e-Pak'),
  password: secret('La contraseña de e-Pak'),
  cuit: z
    .string({ error: 'Escribe el CUIT como 30-12345678-9' })
    .trim()
    .regex(/^\d{2}-\d{8}-\d$/, 'Escribe el CUIT como 30-12345678-9'),
  accountNumber: secret('El número de cuenta'),
  doorOperativa: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'La operativa a domicilio es un número'),
  branchOperativa: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'La operativa a sucursal es un número'),
});

export const carrierConnectSchema = z.discriminatedUnion('carrier', [correoConnectSchema, ocaConnectSchema], {
  error: 'Elige el transportista',
});
export type CarrierConnectInput = z.output<typeof carrierConnectSchema>;

const postalCode = z
  .string({ error: ADDRESS_MESSAGES.postalCode })
  .transform(normalizePostalCode)
  .pipe(z.string().regex(POSTAL_CODE_PATTERN, ADDRESS_MESSAGES.postalCode));
const province = z
  .string({ error: ADDRESS_MESSAGES.province })
  .refine(isProvinceCode, ADDRESS_MESSAGES.province)
  .transform((v) => v as ProvinceCode);

/** The postal code may be in the province (a CPA's letter, a four-digit code's range: postal-code-provinces.ts). */
const postalMatchesProvince = (a: { postalCode: string; province: string }, ctx: z.RefinementCtx) => {
  if (POSTAL_CODE_PATTERN.test(a.postalCode) && !postalCodeFitsProvince(a.postalCode, a.province))
    ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.postalProvince, path: ['postalCode'] });
};

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** PUT /api/carriers/settings: origin, box, adjustment and when shipments are created. */
export const carrierSettingsSchema = z.object({
  origin: z
    .object({
      postalCode,
      province,
      street: z
        .string({ error: ADDRESS_MESSAGES.street })
        .transform(singleLine)
        .pipe(z.string().trim().min(2).max(100)),
      number: z.string({ error: ADDRESS_MESSAGES.number }).trim().toUpperCase().regex(STREET_NUMBER_PATTERN),
      city: z.string({ error: ADDRESS_MESSAGES.city }).transform(singleLine).pipe(z.string().trim().min(2).max(80)),
    })
    .superRefine(postalMatchesProvince),
  package: z.object({
    weightGrams: whole('El peso por defecto va de 1 a 30.000 gramos', 1, 30_000),
    heightCm: whole('El alto de la caja va de 1 a 150 cm', 1, 150),
    widthCm: whole('El ancho de la caja va de 1 a 150 cm', 1, 150),
    lengthCm: whole('El largo de la caja va de 1 a 150 cm', 1, 150),
  }),
  adjustment: z
    .object({ kind: z.enum(ADJUSTMENT_KINDS), value: whole('El ajuste debe ser un número de 0 o más', 0, 100_000_000) })
    .refine((a) => !a.kind.endsWith('percent') || a.value <= 100, {
      message: 'El porcentaje va de 0 a 100',
      path: ['value'],
    }),
  createShipment: z.enum(SHIPMENT_CREATION),
});
export type CarrierSettingsInput = z.output<typeof carrierSettingsSchema>;

export const carrierParamsSchema = z.object({
  carrier: z.enum(SHIPPING_CARRIERS, { error: 'Transportista inválido' }),
});

/** The settings as answered (plain values: an answer is encoded through its schema, which holds no transform). */
const carrierSettingsViewSchema = z.object({
  origin: z.object({
    postalCode: z.string(),
    province: z.string(),
    street: z.string(),
    number: z.string(),
    city: z.string(),
  }),
  package: z.object({ weightGrams: z.number(), heightCm: z.number(), widthCm: z.number(), lengthCm: z.number() }),
  adjustment: z.object({ kind: z.enum(ADJUSTMENT_KINDS), value: z.number() }),
  createShipment: z.enum(SHIPMENT_CREATION),
});

/** GET /api/carriers: what is connected (never a credential) and the settings. */
export const carriersViewSchema = z
  .object({
    accounts: z.array(z.object({ carrier: z.enum(SHIPPING_CARRIERS), account: z.string(), connectedAt: isoInstant })),
    settings: carrierSettingsViewSchema.nullable(),
  })
  .meta({ id: 'Carriers' });
export type CarriersView = z.output<typeof carriersViewSchema>;

/** POST /api/public/stores/{slug}/shipping-quotes: the cart's lines and where they go. */
export const shippingQuoteRequestSchema = z
  .object({
    postalCode,
    province,
    items: z
      .array(
        z.object({ variantId: z.uuid({ error: 'Producto inválido' }), quantity: whole('Cantidad inválida', 1, 999) }),
      )
      .min(1, 'Tu carrito está vacío')
      .max(100),
  })
  .superRefine(postalMatchesProvince);
export type ShippingQuoteRequest = z.output<typeof shippingQuoteRequestSchema>;

export const carrierBranchSchema = z.object({
  code: z.string(),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
});

export const carrierQuoteSchema = z.object({
  carrier: z.enum(SHIPPING_CARRIERS),
  service: z.enum(CARRIER_SERVICES),
  label: z.string().describe('"Correo Argentino a sucursal"'),
  feeCents: cents.describe('Lo que paga quien compra: el precio del transportista con el ajuste de la tienda'),
  free: z.boolean(),
  days: z.object({ min: z.number().int(), max: z.number().int() }),
  daysText: z.string(),
  branches: z.array(carrierBranchSchema).describe('Las sucursales más cercanas (solo a sucursal)'),
});
export type CarrierQuoteView = z.output<typeof carrierQuoteSchema>;

export const shippingQuotesSchema = z
  .object({ carriers: z.array(carrierQuoteSchema).describe('Un transportista que falla o tarda queda afuera') })
  .meta({ id: 'ShippingQuotes' });
export type ShippingQuotesView = z.output<typeof shippingQuotesSchema>;

/** The shopper's carrier choice in the order body (the price is never read from it). */
export const carrierChoiceSchema = z.object({
  carrier: z.enum(SHIPPING_CARRIERS, { error: 'Elige el transportista' }),
  service: z.enum(CARRIER_SERVICES, { error: 'Elige a domicilio o a sucursal' }),
  branchCode: z.string().trim().min(1).max(40).optional(),
});
export type CarrierChoiceInput = z.output<typeof carrierChoiceSchema>;

export const SHIPMENT_STATES = ['requested', 'created', 'failed'] as const;

/** The carrier shipment of an order, as the admin and the shopper's page show it. */
export const orderShipmentSchema = z
  .object({
    carrier: z.enum(SHIPPING_CARRIERS),
    carrierLabel: z.string(),
    state: z.enum(SHIPMENT_STATES),
    carrierNumber: z.string().nullable(),
    trackingCode: z.string().nullable(),
    labelUrl: z.string().nullable(),
    error: z.string().nullable().describe('El mensaje del transportista cuando no se pudo crear'),
    events: z.array(z.object({ at: isoInstant, description: z.string(), place: z.string().nullable() })),
  })
  .meta({ id: 'OrderShipment' });
export type OrderShipmentView = z.output<typeof orderShipmentSchema>;
