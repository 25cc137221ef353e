import { customerPhoneKey, ORDER_CHALLENGE_HEADER, PRODUCT_NOT_FOUND, publicRoutes as routes, STORE_NOT_FOUND } from '@vidriera/core';
import { enterStoreFound, withAllStores } from '@vidriera/db';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { clientAddressKey } from '../../shared/client-address';
import { addRoute } from '../../shared/route';
import { publicPart } from '../../plugins/api-document';
import { createStorefrontOrder } from '../orders/create-storefront-order';
import { assertOrderOrigin } from '../orders/reservation-policy';
import { shopperOrderOfRoute } from '../orders/shopper-order';
import { sendProductFeed } from './feed-route';
import { findStoreForOrder } from '../orders/store-for-order';
import { findPublicVariants } from './public-cart-variants';
import { listStoreCatalogue } from './public-catalogue';
import { findPublicProduct } from './public-product';
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

  addRoute(app, routes.apiDocument, () => app.swagger());
  addRoute(app, routes.openApi, () => publicPart(app.swagger()));

  addRoute(app, routes.store, async (request, reply) => {
    // One query by the address: the store and its categories (its own filter names the store).
    const reader = await readerOf(request.params.slug, request.log);
    const store = await withAllStores(() => findPublicStore(reader, request.params.slug));
    if (!store) throw notFound(STORE_NOT_FOUND);
    publicCache(reply);
    return store;
  });

  addRoute(app, routes.products, async (request, reply) => {
    const { page, category, q } = request.query;
    // One query by the address: the store's look-up is folded into the page query, which filters by it.
    const reader = await readerOf(request.params.slug, request.log);
    const catalogue = await withAllStores(() => listStoreCatalogue(reader, request.params.slug, page, { categoryId: category ?? null, query: q || null }));
    if (!catalogue) throw notFound(STORE_NOT_FOUND);
    publicCache(reply);
    return catalogue;
  });

  addRoute(app, routes.product, async (request, reply) => {
    const reader = await readerOf(request.params.slug, request.log);
    const store = await enterStoreFound(() => findActiveStoreId(reader, request.params.slug));
    if (!store) throw notFound(STORE_NOT_FOUND);
    const product = await findPublicProduct(reader, store.id, request.params.id.toLowerCase());
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    publicCache(reply);
    return product;
  });

  addRoute(app, routes.feed, (request, reply) => sendProductFeed({ db, replica, config, pages }, request, reply, request.params.slug));

  addRoute(app, routes.cartVariants, async (request, reply) => {
    const store = await enterStoreFound(() => findActiveStoreId(db, request.params.slug));
    if (!store) throw notFound(STORE_NOT_FOUND);
    reply.header('cache-control', 'no-store');
    return { variants: await findPublicVariants(db, store.id, request.query.ids) };
  });

  addRoute(
    app,
    routes.createOrder,
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
      return result;
    },
    { bodyLimit: 64 * 1024 },
  );

  addRoute(app, routes.order, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return shopperOrderOfRoute(db, request, config.RATE_LIMIT);
  });
}
