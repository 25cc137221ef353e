import { z } from 'zod';
import { CARRIERS, DELIVERY_METHODS, DISPATCH_STATES } from './delivery';
import { PROVINCE_CODES, type ProvinceCode } from './shipping-address';
import { cents, isoInstant } from '../shared/common-contracts';
import { CARRIER_SERVICES, SHIPPING_CARRIERS } from '../carriers/carriers';

/** How an order reaches the shopper, as the admin and the shopper's page show it (docs/product/orders.md, "Delivery"). */
export const orderDeliverySchema = z
  .object({
    method: z.enum(DELIVERY_METHODS),
    methodLabel: z.string(),
    pickupPoint: z.object({ address: z.string(), hours: z.string() }).nullable(),
    address: z
      .object({
        street: z.string(),
        number: z.string(),
        unit: z.string().nullable(),
        postalCode: z.string(),
        city: z.string(),
        province: z.enum(PROVINCE_CODES as [ProvinceCode, ...ProvinceCode[]]),
      })
      .nullable(),
    addressText: z.string().nullable().describe('La dirección en una línea'),
    zone: z.string().nullable(),
    feeCents: cents.nullable().describe('Costo de envío ya sumado al total; null: a convenir'),
    free: z.boolean().describe('Envío gratis por superar el monto de la tienda'),
    feeText: z.string().nullable().describe('"$ 1.500,00", "Envío gratis" o "a convenir"; null en retiro'),
    carrier: z
      .object({
        carrier: z.enum(SHIPPING_CARRIERS),
        service: z.enum(CARRIER_SERVICES),
        branch: z.object({ code: z.string(), name: z.string(), address: z.string() }).nullable(),
        daysText: z.string(),
      })
      .nullable()
      .describe('El transportista que eligió quien compra (su sucursal, cuando es a sucursal)'),
  })
  .meta({ id: 'OrderDelivery' });
export type OrderDeliveryView = z.output<typeof orderDeliverySchema>;

/** "Enviado" (carrier, tracking code and, for Correo Argentino and Andreani, the tracking page) or "Listo para retirar". */
export const orderDispatchSchema = z
  .object({
    state: z.enum(DISPATCH_STATES),
    label: z.string(),
    carrier: z.enum(CARRIERS).nullable(),
    carrierLabel: z.string().nullable(),
    trackingCode: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    at: isoInstant,
  })
  .meta({ id: 'OrderDispatch' });
export type OrderDispatchView = z.output<typeof orderDispatchSchema>;
