import {
  cartVariantsQuerySchema,
  cartVariantsSchema,
  challengeRequiredSchema,
  ORDER_CHALLENGE_HEADER,
  cataloguePageSchema,
  customerPhoneKey,
  catalogueQuerySchema,
  orderHeadersSchema,
  PRODUCT_NOT_FOUND,
  publicOrderParamsSchema,
  publicOrderQuerySchema,
  publicOrderSchema,
  productParamsSchema,
  publicProductSchema,
  publicStoreSchema,
  STORE_NOT_FOUND,
  storefrontOrderResultSchema,
  storefrontOrderSchema,
  storeParamsSchema,
} from '@vidriera/core';
import { enterStoreFound, withAllStores } from '@vidriera/db';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { clientAddressKey } from '../../shared/client-address';
import { createStorefrontOrder } from '../orders/create-storefront-order';
import { assertOrderOrigin } from '../orders/reservation-policy';
import { shopperOrderOfRoute } from '../orders/shopper-order';
import { sendProductFeed } from './feed-route';
import { findStoreForOrder } from '../orders/store-for-order';
import { findPublicVariants } from './public-cart-variants';
import { findPublicProduct, listStoreCatalogue } from './public-catalogue';
import { findActiveStoreId, findPublicStore } from './public-store';
import { storefrontReaderBySlug } from './storefront-reader';

/** Short shared caching: a stock change shows within seconds, repeated views are cheap. */
const publicCache = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=5, stale-while-revalidate=25');

/**
 * The public storefront API: no sign-in, usable by a merchant's own site
 * (CORS open), never reveals inactive stores or products, customers or owners.
 * Its OpenAPI document is generated from these routes' schemas.
 */
export function registerPublicRoutes(app: ApiApp, { db, replica, config, secret, jobs, pages }: AppContext): void {
  // The store, its catalogue, search and a product may come from the replica once it has the store's latest version (storefront-reader.ts).
  const readerOf = (slug: string, log: FastifyBaseLogger) => storefrontReaderBySlug({ primary: db, replica, log }, slug);
  const access = { access: 'public' as const };
  const tags = ['Tiendas'];

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/public/')) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', `content-type, idempotency-key, ${ORDER_CHALLENGE_HEADER}`);
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });

  app.get('/api/public/openapi.json', { config: access, schema: { hide: true } }, async () => app.swagger());

  app.get(
    '/api/public/stores/:slug',
    { config: access, schema: { tags, summary: 'Perfil público de la tienda', params: storeParamsSchema, response: { 200: publicStoreSchema } } },
    async (request, reply) => {
      // One query by the address: the store and its categories (its own filter names the store).
      const reader = await readerOf(request.params.slug, request.log);
      const store = await withAllStores(() => findPublicStore(reader, request.params.slug));
      if (!store) throw notFound(STORE_NOT_FOUND);
      publicCache(reply);
      return store;
    },
  );

  app.get(
    '/api/public/stores/:slug/products',
    {
      config: access,
      schema: {
        tags,
        summary: 'Productos activos, 12 por página, los más nuevos primero; con `q`, los que coinciden con la búsqueda, los de nombre coincidente primero',
        params: storeParamsSchema,
        querystring: catalogueQuerySchema,
        response: { 200: cataloguePageSchema },
      },
    },
    async (request, reply) => {
      const { page, category, q } = request.query;
      // One query by the address: the store's look-up is folded into the page query, which filters by it.
      const reader = await readerOf(request.params.slug, request.log);
      const catalogue = await withAllStores(() => listStoreCatalogue(reader, request.params.slug, page, { categoryId: category ?? null, query: q || null }));
      if (!catalogue) throw notFound(STORE_NOT_FOUND);
      publicCache(reply);
      return catalogue;
    },
  );

  app.get(
    '/api/public/stores/:slug/products/:id',
    {
      config: access,
      schema: { tags, summary: 'Un producto activo con sus atributos, variantes, precios finales y stock disponible', params: productParamsSchema, response: { 200: publicProductSchema } },
    },
    async (request, reply) => {
      const reader = await readerOf(request.params.slug, request.log);
      const store = await enterStoreFound(() => findActiveStoreId(reader, request.params.slug));
      if (!store) throw notFound(STORE_NOT_FOUND);
      const product = await findPublicProduct(reader, store.id, request.params.id.toLowerCase());
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      publicCache(reply);
      return product;
    },
  );

  app.get(
    '/api/public/stores/:slug/feed.xml',
    {
      config: access,
      schema: {
        tags,
        summary: 'Feed de productos (RSS 2.0 con el espacio g:) para Meta Commerce Manager y Google Merchant Center: un ítem por variante activa',
        params: storeParamsSchema,
        produces: ['application/rss+xml'],
      },
    },
    (request, reply) => sendProductFeed({ db, replica, config, pages }, request, reply, request.params.slug),
  );

  app.get(
    '/api/public/stores/:slug/variants',
    {
      config: access,
      schema: {
        tags,
        summary: 'Precio y disponibilidad actuales de las líneas de un carrito',
        params: storeParamsSchema,
        querystring: cartVariantsQuerySchema,
        response: { 200: cartVariantsSchema },
      },
    },
    async (request, reply) => {
      const store = await enterStoreFound(() => findActiveStoreId(db, request.params.slug));
      if (!store) throw notFound(STORE_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return { variants: await findPublicVariants(db, store.id, request.query.ids) };
    },
  );

  app.post(
    '/api/public/stores/:slug/orders',
    {
      config: access,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Crear un pedido: reserva el stock y devuelve el enlace de WhatsApp al vendedor',
        params: storeParamsSchema,
        headers: orderHeadersSchema,
        body: storefrontOrderSchema,
        response: { 201: storefrontOrderResultSchema, 428: challengeRequiredSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const store = await enterStoreFound(() => findStoreForOrder(db, request.params.slug, key));
      if (!store) throw notFound(STORE_NOT_FOUND);
      assertOrderOrigin(request.headers.origin, store, config);
      const result = await createStorefrontOrder(db, store, request.body, key, {
        shopper: { phoneKey: customerPhoneKey(request.body.customerPhone), addressKey: clientAddressKey(request.ip) },
        addressLimit: config.RATE_LIMIT ? config.ORDER_RATE_LIMIT : null,
        challengeSolution: request.headers[ORDER_CHALLENGE_HEADER],
        reservationSeconds: config.RESERVATION_TTL,
        links: { publicUrl: config.PUBLIC_URL, shopDomain: config.SHOP_DOMAIN, secret },
      });
      // The owner's e-mail was queued with the order (order-mail-jobs.ts): the shopper's answer never waits on mail.
      jobs.wake();
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/public/stores/:slug/orders/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Un pedido, como lo ve quien lo hizo: con el token de su enlace (sin él, 404)',
        params: publicOrderParamsSchema,
        querystring: publicOrderQuerySchema,
        response: { 200: publicOrderSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return shopperOrderOfRoute(db, request, config.RATE_LIMIT);
    },
  );
}
