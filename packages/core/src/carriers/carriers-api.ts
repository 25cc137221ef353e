import {
  carrierConnectSchema,
  carrierParamsSchema,
  carrierSettingsSchema,
  carriersViewSchema,
  shippingQuoteRequestSchema,
  shippingQuotesSchema,
} from './carrier-contracts';
import { storeParamsSchema } from '../storefront/public-contracts';
import { defineRoute } from '../shared/define-route';

const access = 'owner';

/** "Entregas" → transportistas (docs/product/orders.md, "Envíos por transportista"), and the cart's quotes. */
export const carrierRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/carriers',
    access,
    summary: 'Los transportistas conectados y los datos de envío de la tienda',
    responses: { 200: carriersViewSchema },
  }),
  connect: defineRoute({
    method: 'POST',
    path: '/api/carriers/accounts',
    access,
    summary: 'Conectar un transportista (las credenciales se prueban con él y no vuelven al navegador)',
    errors: [503],
    body: carrierConnectSchema,
    responses: { 200: carriersViewSchema },
  }),
  disconnect: defineRoute({
    method: 'DELETE',
    path: '/api/carriers/accounts/:carrier',
    access,
    summary: 'Desconectar un transportista',
    params: carrierParamsSchema,
    responses: { 200: carriersViewSchema },
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/carriers/settings',
    access,
    summary: 'Origen, caja por defecto, ajuste del precio y cuándo se crea el envío',
    body: carrierSettingsSchema,
    responses: { 200: carriersViewSchema },
  }),
  quote: defineRoute({
    method: 'POST',
    path: '/api/public/stores/:slug/shipping-quotes',
    access: 'public',
    summary: 'Cotizar el envío de un carrito por código postal con los transportistas de la tienda',
    params: storeParamsSchema,
    body: shippingQuoteRequestSchema,
    errors: [429],
    responses: { 200: shippingQuotesSchema },
  }),
} as const;
