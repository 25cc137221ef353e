import { z } from 'zod';
import { wholesaleMinimumSchema } from '../discounts/promotion-public-contracts';
import { deliverySettingsSchema } from '../orders/delivery-schemas';
import {
  mercadoPagoAuthorizeSchema,
  mercadoPagoConnectSchema,
  mercadoPagoOptionsSchema,
  mercadoPagoSettingsSchema,
} from '../mercado-pago/mercado-pago-contracts';
import { myStoreSchema, savedStoreSchema, slugAvailabilitySchema } from './store-contracts';
import { storePaymentSettingsSchema } from './store-payment-settings';
import { storeSettingsSchema, storeSetupSchema } from './store';
import { defineRoute } from '../shared/define-route';

export const storeImageParamsSchema = z.object({
  kind: z.enum(['logo', 'banner'], { error: 'La imagen debe ser logo o banner' }),
});
export const slugAvailabilityQuerySchema = z.object({
  name: z.string({ error: 'Indica un nombre' }).max(200, 'El nombre es demasiado largo'),
});
export const mercadoPagoOAuthQuerySchema = z
  .object({ code: z.string().max(500).optional(), state: z.string().max(500).optional() })
  .loose();

const owner = 'owner';
const settings = { 200: mercadoPagoSettingsSchema };

/** The owner's own store (docs/product/stores.md): setup, settings, logo and banner, Mercado Pago. The store always comes from the session. */
export const storeRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/stores/mine',
    access: 'user',
    summary: 'La tienda de la persona, o null',
    responses: { 200: myStoreSchema },
  }),
  slugAvailability: defineRoute({
    method: 'GET',
    path: '/api/stores/slug-availability',
    access: 'user',
    summary: 'La dirección que tendría una tienda con este nombre, y si está libre',
    query: slugAvailabilityQuerySchema,
    responses: { 200: slugAvailabilitySchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/stores',
    access: 'user',
    summary: 'Crear la tienda de la persona (una por cuenta)',
    errors: [409],
    body: storeSetupSchema,
    responses: { 201: savedStoreSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/stores/mine',
    access: owner,
    summary: 'Datos, apariencia y reglas de pedido de la tienda',
    body: storeSettingsSchema,
    responses: { 200: savedStoreSchema },
  }),
  updatePayment: defineRoute({
    method: 'PUT',
    path: '/api/stores/mine/payment',
    access: owner,
    summary: 'Medios de pago, titular y descuento por transferencia, umbral de poco stock',
    body: storePaymentSettingsSchema,
    responses: { 200: savedStoreSchema },
  }),
  updateDelivery: defineRoute({
    method: 'PUT',
    path: '/api/stores/mine/delivery',
    access: owner,
    summary: 'Puntos de retiro, zonas de envío, envío gratis',
    body: deliverySettingsSchema,
    responses: { 200: savedStoreSchema },
  }),
  updateWholesale: defineRoute({
    method: 'PUT',
    path: '/api/stores/mine/wholesale',
    access: owner,
    summary: 'Venta por mayor: compra mínima en monto o en unidades (null: ninguna)',
    body: wholesaleMinimumSchema,
    responses: { 200: savedStoreSchema },
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/stores/mine/images/:kind',
    access: owner,
    summary: 'Subir el logo o el banner (multipart/form-data, campo `file`)',
    errors: [429],
    params: storeImageParamsSchema,
    responses: { 200: savedStoreSchema },
  }),
  deleteImage: defineRoute({
    method: 'DELETE',
    path: '/api/stores/mine/images/:kind',
    access: owner,
    summary: 'Quitar el logo o el banner',
    params: storeImageParamsSchema,
    responses: { 200: savedStoreSchema },
  }),
  mercadoPago: defineRoute({
    method: 'GET',
    path: '/api/stores/mine/mercado-pago',
    access: owner,
    summary: 'La cuenta de Mercado Pago conectada y sus opciones',
    responses: settings,
  }),
  connectMercadoPago: defineRoute({
    method: 'PUT',
    path: '/api/stores/mine/mercado-pago',
    access: owner,
    summary: 'Conectar Mercado Pago con las credenciales de la cuenta',
    body: mercadoPagoConnectSchema,
    responses: settings,
  }),
  mercadoPagoOptions: defineRoute({
    method: 'PATCH',
    path: '/api/stores/mine/mercado-pago',
    access: owner,
    summary: 'Opciones de Mercado Pago (cuotas)',
    errors: [409],
    body: mercadoPagoOptionsSchema,
    responses: settings,
  }),
  disconnectMercadoPago: defineRoute({
    method: 'DELETE',
    path: '/api/stores/mine/mercado-pago',
    access: owner,
    summary: 'Desconectar Mercado Pago',
    responses: settings,
  }),
  authorizeMercadoPago: defineRoute({
    method: 'GET',
    path: '/api/stores/mine/mercado-pago/authorize',
    access: owner,
    summary: 'La dirección de Mercado Pago donde el vendedor autoriza a Vidriera',
    errors: [409],
    responses: { 200: mercadoPagoAuthorizeSchema },
  }),
  mercadoPagoOAuthCallback: defineRoute({
    method: 'GET',
    path: '/api/mercado-pago/oauth/callback',
    access: owner,
    summary: 'Mercado Pago vuelve aquí tras la autorización; redirige a la configuración de la tienda',
    query: mercadoPagoOAuthQuerySchema,
    responses: {},
  }),
} as const;
