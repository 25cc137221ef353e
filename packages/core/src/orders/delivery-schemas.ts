import { z } from 'zod';
import { CARRIERS, DISPATCH_STATES, POSTAL_RULE_PATTERN } from './delivery';
import {
  ADDRESS_MESSAGES,
  isProvinceCode,
  normalizePostalCode,
  POSTAL_CODE_PATTERN,
  PROVINCE_CODES,
  type ProvinceCode,
  STREET_NUMBER_PATTERN,
} from './shipping-address';
import { postalCodeFitsProvince } from './postal-code-provinces';
import { singleLine } from '../shared/single-line';
import { carrierChoiceSchema } from '../carriers/carrier-contracts';

/*
 * The delivery schemas (docs/product/orders.md, "Delivery"; stores.md,
 * "Entregas"): the store's settings, the shopper's choice and address, and
 * the seller's fee and dispatch. The web's forms and the server apply the same ones.
 */

export const DELIVERY_ZONES_MAX = 20;
export const PICKUP_POINTS_MAX = 10;
export const SHIPPING_FEE_MAX_CENTS = 100_000_000_00;

const text = (label: string, max: number, required = true) =>
  z
    .string({ error: `${label} es requerido` })
    .transform(singleLine)
    .pipe(
      required
        ? z.string().trim().min(1, `${label} es requerido`).max(max, `${label} no puede superar los ${max} caracteres`)
        : z.string().trim().max(max, `${label} no puede superar los ${max} caracteres`),
    );

const cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(SHIPPING_FEE_MAX_CENTS, message);

const FEE_INVALID = 'El costo de envío debe ser un monto en pesos de 0 o más';
export const POSTAL_RULE_INVALID = 'Escribe códigos postales de 4 dígitos o rangos como 1000-1499';

export const deliveryZoneSchema = z.object({
  name: text('El nombre de la zona', 60),
  provinces: z
    .array(z.string().refine(isProvinceCode, 'Provincia inválida'), { error: 'Provincia inválida' })
    .max(PROVINCE_CODES.length, 'Provincia repetida')
    .transform((codes) => PROVINCE_CODES.filter((c) => codes.includes(c)))
    .default([]),
  postalCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(POSTAL_RULE_PATTERN, POSTAL_RULE_INVALID)
        .transform((r) => r.replace(/\s+/g, '')),
      { error: POSTAL_RULE_INVALID },
    )
    .max(100, 'Una zona puede tener hasta 100 códigos o rangos')
    .default([]),
  feeCents: cents(FEE_INVALID).nullable(),
});

export const pickupPointSchema = z.object({
  address: text('La dirección del punto de retiro', 200),
  hours: text('El horario', 200, false).default(''),
});

/** PUT /api/stores/mine/delivery: "Entregas" in the store's settings. */
export const deliverySettingsSchema = z
  .object({
    pickup: z.object({
      enabled: z.boolean({ error: 'Indica si ofreces retiro en el local' }),
      points: z
        .array(pickupPointSchema)
        .max(PICKUP_POINTS_MAX, `Puedes tener hasta ${PICKUP_POINTS_MAX} puntos de retiro`)
        .default([]),
    }),
    shipping: z.object({
      enabled: z.boolean({ error: 'Indica si haces envíos a domicilio' }),
      zones: z
        .array(deliveryZoneSchema)
        .max(DELIVERY_ZONES_MAX, `Puedes tener hasta ${DELIVERY_ZONES_MAX} zonas`)
        .default([]),
      freeAboveCents: cents('El monto para envío gratis debe ser un monto en pesos mayor a 0')
        .min(1, 'El monto para envío gratis debe ser un monto en pesos mayor a 0')
        .nullable()
        .default(null),
    }),
  })
  .superRefine((s, ctx) => {
    if (!s.pickup.enabled && !s.shipping.enabled)
      ctx.addIssue({ code: 'custom', message: 'Ofrece al menos una forma de entrega', path: ['pickup', 'enabled'] });
    if (s.pickup.enabled && s.pickup.points.length === 0)
      ctx.addIssue({ code: 'custom', message: 'Agrega al menos un punto de retiro', path: ['pickup', 'points'] });
    if (s.shipping.enabled && s.shipping.zones.length === 0)
      ctx.addIssue({ code: 'custom', message: 'Agrega al menos una zona de envío', path: ['shipping', 'zones'] });
  });
export type DeliverySettingsInput = z.output<typeof deliverySettingsSchema>;

/** An Argentine address: calle, número, piso/depto (optional), código postal (4 digits or CPA), localidad, provincia. */
export const shippingAddressSchema = z
  .object({
    street: z
      .string({ error: ADDRESS_MESSAGES.street })
      .transform(singleLine)
      .pipe(z.string().trim().min(2, ADDRESS_MESSAGES.street).max(100, 'La calle no puede superar los 100 caracteres')),
    number: z
      .string({ error: ADDRESS_MESSAGES.number })
      .trim()
      .toUpperCase()
      .regex(STREET_NUMBER_PATTERN, ADDRESS_MESSAGES.number),
    unit: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        z
          .string()
          .transform(singleLine)
          .pipe(z.string().trim().max(40, 'El piso/depto no puede superar los 40 caracteres'))
          .nullable(),
      )
      .optional()
      .default(null),
    postalCode: z
      .string({ error: ADDRESS_MESSAGES.postalCode })
      .transform(normalizePostalCode)
      .pipe(z.string().regex(POSTAL_CODE_PATTERN, ADDRESS_MESSAGES.postalCode)),
    city: z
      .string({ error: ADDRESS_MESSAGES.city })
      .transform(singleLine)
      .pipe(z.string().trim().min(2, ADDRESS_MESSAGES.city).max(80, 'La localidad no puede superar los 80 caracteres')),
    province: z
      .string({ error: ADDRESS_MESSAGES.province })
      .refine(isProvinceCode, ADDRESS_MESSAGES.province)
      .transform((v) => v as ProvinceCode),
  })
  .superRefine((a, ctx) => {
    if (POSTAL_CODE_PATTERN.test(a.postalCode) && !postalCodeFitsProvince(a.postalCode, a.province))
      ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.postalProvince, path: ['postalCode'] });
  });

/** The shopper's choice in the cart or the product page (left out by the public API: the seller agrees it). */
export const deliveryChoiceSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('pickup'),
      pointIndex: z.number({ error: 'Elige dónde retirar' }).int('Elige dónde retirar').min(0, 'Elige dónde retirar'),
    }),
    z.object({
      method: z.literal('shipping'),
      address: shippingAddressSchema,
      carrier: carrierChoiceSchema.optional(),
    }),
  ],
  { error: 'Elige cómo recibir tu pedido' },
);
export type DeliveryChoice = z.output<typeof deliveryChoiceSchema>;

/** PATCH /api/orders/{id}/shipping-fee: the fee of an order whose zone is "a convenir". */
export const shippingFeeBodySchema = z.object({ feeCents: cents(FEE_INVALID) });

/** PATCH /api/orders/{id}/dispatch: "Enviado" with carrier and tracking code, or "Listo para retirar". */
export const dispatchBodySchema = z.discriminatedUnion(
  'state',
  [
    z.object({
      state: z.literal(DISPATCH_STATES[0]),
      carrier: z.enum(CARRIERS, { error: 'Elige el transporte' }),
      trackingCode: z
        .string({ error: 'Escribe el código de seguimiento' })
        .trim()
        .min(3, 'Escribe el código de seguimiento')
        .max(60, 'El código de seguimiento no puede superar los 60 caracteres')
        .regex(/^[A-Za-z0-9-]+$/, 'El código de seguimiento solo puede tener letras, números y guiones'),
    }),
    z.object({ state: z.literal(DISPATCH_STATES[1]) }),
  ],
  { error: 'Indica si el pedido fue enviado o está listo para retirar' },
);
export type DispatchBody = z.output<typeof dispatchBodySchema>;
