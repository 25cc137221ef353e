import { z } from 'zod';
import {
  mercadoPagoNotificationAnswerSchema,
  mercadoPagoNotificationBodySchema,
  mercadoPagoNotificationHeadersSchema,
  mercadoPagoNotificationParamsSchema,
  mercadoPagoNotificationQuerySchema,
} from '../mercado-pago/mercado-pago-contracts';
import {
  cartVariantsQuerySchema,
  cartVariantsSchema,
  cataloguePageSchema,
  catalogueQuerySchema,
  productParamsSchema,
  publicProductSchema,
  publicStoreSchema,
  storeParamsSchema,
} from './public-contracts';
import { suggestionsQuerySchema, suggestionsSchema } from './suggestion-contracts';
import {
  challengeRequiredSchema,
  orderHeadersSchema,
  publicOrderParamsSchema,
  publicOrderQuerySchema,
  publicOrderSchema,
  storefrontOrderResultSchema,
} from '../orders/public-order-contracts';
import { storefrontOrderSchema } from '../orders/order-input';
import { defineRoute } from '../shared/define-route';

export const mercadoPagoPayAnswerSchema = z.object({
  checkoutUrl: z.string().nullable().describe('La página de pago de Mercado Pago; null mientras se prepara'),
  message: z.string().optional(),
});

const access = 'public';

/**
 * The public storefront API (docs/API.md): no sign-in, usable by a
 * merchant's own site, never reveals inactive stores or products, customers
 * or owners; and the notifications Mercado Pago sends.
 */
export const publicRoutes = {
  openApi: defineRoute({
    method: 'GET',
    path: '/api/public/openapi.json',
    access,
    summary: 'El documento OpenAPI de la API pública de tiendas',
    responses: {},
  }),
  apiDocument: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    access,
    summary: 'El documento OpenAPI de toda la API, cada operación con quién puede llamarla',
    responses: {},
  }),
  store: defineRoute({
    method: 'GET',
    path: '/api/public/stores/:slug',
    access,
    summary: 'Perfil público de la tienda',
    params: storeParamsSchema,
    responses: { 200: publicStoreSchema },
  }),
  products: defineRoute({
    method: 'GET',
    path: '/api/public/stores/:slug/products',
    access,
    summary:
      'Productos activos, 12 por página, los más nuevos primero; con `q`, los que coinciden con la búsqueda, los de nombre coincidente primero',
    params: storeParamsSchema,
    query: catalogueQuerySchema,
    responses: { 200: cataloguePageSchema },
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/api/public/stores/:slug/suggestions',
    access,
    summary:
      'Sugerencias mientras se escribe: hasta 6 productos y 4 categorías; la última palabra cuenta como comienzo de palabra',
    params: storeParamsSchema,
    query: suggestionsQuerySchema,
    responses: { 200: suggestionsSchema },
  }),
  product: defineRoute({
    method: 'GET',
    path: '/api/public/stores/:slug/products/:id',
    access,
    summary: 'Un producto activo con sus atributos, variantes, precios finales y stock disponible',
    params: productParamsSchema,
    responses: { 200: publicProductSchema },
  }),
  feed: defineRoute({
    method: 'GET',
    path: '/api/public/stores/:slug/feed.xml',
    access,
    summary:
      'Feed de productos (RSS 2.0 con el espacio g:) para Meta Commerce Manager y Google Merchant Center: un ítem por variante activa',
    params: storeParamsSchema,
    produces: 'application/rss+xml',
    errors: [429],
    responses: {},
  }),
  cartVariants: defineRoute({
    method: 'GET',
    path: '/api/public/stores/:slug/variants',
    access,
    summary: 'Precio y disponibilidad actuales de las líneas de un carrito',
    params: storeParamsSchema,
    query: cartVariantsQuerySchema,
    responses: { 200: cartVariantsSchema },
  }),
  createOrder: defineRoute({
    method: 'POST',
    path: '/api/public/stores/:slug/orders',
    access,
    summary: 'Crear un pedido: reserva el stock y devuelve el enlace de WhatsApp al vendedor',
    params: storeParamsSchema,
    headers: orderHeadersSchema,
    body: storefrontOrderSchema,
    errors: [403, 409, 429],
    responses: { 201: storefrontOrderResultSchema, 428: challengeRequiredSchema },
  }),
  order: defineRoute({
    method: 'GET',
    path: '/api/public/stores/:slug/orders/:id',
    access,
    summary: 'Un pedido, como lo ve quien lo hizo: con el token de su enlace (sin él, 404)',
    params: publicOrderParamsSchema,
    query: publicOrderQuerySchema,
    errors: [429],
    responses: { 200: publicOrderSchema },
  }),
  payWithMercadoPago: defineRoute({
    method: 'POST',
    path: '/api/public/stores/:slug/orders/:id/mercado-pago',
    access,
    summary:
      'Pagar con Mercado Pago: la página de pago del pedido (con el token de su enlace); si aún no está, se vuelve a pedir a Mercado Pago',
    params: publicOrderParamsSchema,
    query: publicOrderQuerySchema,
    errors: [409, 429],
    responses: { 200: mercadoPagoPayAnswerSchema },
  }),
  mercadoPagoNotification: defineRoute({
    method: 'POST',
    path: '/api/public/mercado-pago/notifications/:storeId',
    access,
    summary:
      'Notificaciones (Webhooks) de Mercado Pago de una tienda: se aceptan solo con una firma x-signature válida y reciente; el pago se lee después en Mercado Pago con las credenciales de la tienda',
    params: mercadoPagoNotificationParamsSchema,
    query: mercadoPagoNotificationQuerySchema,
    headers: mercadoPagoNotificationHeadersSchema,
    body: mercadoPagoNotificationBodySchema.optional(),
    errors: [401],
    responses: { 200: mercadoPagoNotificationAnswerSchema },
  }),
} as const;
