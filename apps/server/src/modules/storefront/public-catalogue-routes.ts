import { PRODUCT_NOT_FOUND, publicRoutes as routes } from '@vidriera/core';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { sendProductFeed } from './feed-route';
import { findPublicVariants } from './public-cart-variants';
import { findPublicProduct } from './public-product';
import { activeStore } from '../public-store/active-store';
import { readableStore, storePagesVersion, storeProfile, versionedStore } from './public-store';
import { sendCataloguePage } from './catalogue-page-route';
import { addStoreRoute } from '../public-store/public-store-scope';
import { findSuggestions } from './search-suggestions';
import { visitorOf } from './count-visit';

/** Short shared caching: a stock change shows within seconds, repeated views are cheap. */
const publicCache = (reply: FastifyReply) =>
  reply.header('cache-control', 'public, max-age=5, stale-while-revalidate=25');

/**
 * What anyone may read of a store (docs/API.md): its profile, catalogue
 * pages and search, the search box's suggestions, a product, the product feed and the cart's current
 * prices. Never an inactive store or product, customers or owners. The store,
 * its catalogue, search and a product may come from the replica once it has
 * the store's latest version (storefront-reader.ts); the cart reads the primary.
 */
export function registerPublicCatalogueRoutes(
  app: ApiApp,
  { db, replica, config, pages, kept, searches, visits }: AppContext,
): void {
  // One query by the address: the store and its categories (its own filter names the store).
  addStoreRoute(app, routes.store, storeProfile, (_request, reply, store) => {
    publicCache(reply);
    return store;
  });

  // The store's pages version by the address, then the page kept under it (or a search, read each time).
  addStoreRoute(app, routes.products, storePagesVersion, (request, reply, version) => {
    publicCache(reply);
    return sendCataloguePage({ db, replica, pages, kept, searches }, request, reply, version);
  });

  // The search box's suggestions while typing (search-suggestions.ts): read each time, from the replica when it can,
  // over the store's catalogue index kept at its version.
  addStoreRoute(app, routes.suggestions, versionedStore, async (request, reply, store) => {
    const suggestions = await findSuggestions(store.reader, { ...store, kept }, request.query.q);
    publicCache(reply);
    return suggestions;
  });

  addStoreRoute(app, routes.product, readableStore, async (request, reply, store) => {
    const product = await findPublicProduct(store.reader, store.id, request.params.id.toLowerCase());
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    publicCache(reply);
    return product;
  });

  addStoreRoute(app, routes.feed, storePagesVersion, (request, reply, version) =>
    sendProductFeed({ db, replica, config, pages }, request, reply, request.params.slug, version),
  );

  addStoreRoute(app, routes.cartVariants, activeStore, async (request, reply, store) => {
    reply.header('cache-control', 'no-store');
    // The cart's first check of its lines: a cart started, counted once a visitor and day (docs/product/statistics.md).
    const visitor = visitorOf(request);
    if (visitor && request.query.ids.length > 0) visits.cartStarted(store.id, visitor);
    return findPublicVariants(db, store.id, request.query.ids);
  });
}
