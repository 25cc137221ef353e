import { matchStoreRoute, type StoreLocation, storeHref, storeRoot } from '@vidriera/core';
import type { Config } from '../../shared/config';
import { resolveIndexPage, resolveSearchPage } from './store-catalogue-pages';
import { resolveOrderPage } from './store-order-page';
import {
  type PageVisitor,
  type ResolvedStorePage,
  storeDescription,
  type StorePageContext,
  type StorePageResolution,
} from './store-page-context';
import { storePicture } from './store-page-head';
import { resolveProductPage } from './store-product-page';
import { findPublicStore } from './public-store';

export type { PageVisitor, ResolvedStorePage, StorePageResolution } from './store-page-context';

const SITE_NAME = 'Vidriera';

/** A missing or inactive store's page (404). */
export function storeNotFound(config: Pick<Config, 'PUBLIC_URL'>): ResolvedStorePage {
  return {
    kind: 'page',
    status: 404,
    head: { title: SITE_NAME, noindex: true, siteName: SITE_NAME },
    page: { kind: 'store-not-found', appHref: new URL('/', config.PUBLIC_URL).href },
    productIds: [],
  };
}

/**
 * A store page: its data, read as the public API reads it, and its head. The
 * head carries the store's (or product's) title and OpenGraph tags, because
 * WhatsApp previews links from them without running JavaScript, and preloads
 * the picture the page paints largest. Each page is read in a file of its own
 * (store-product-page.ts, store-order-page.ts, store-catalogue-pages.ts).
 */
/**
 * `ownDomain`: the store's verified own domain, which its links and tags then use.
 */
export async function resolveStorePage(
  { db, config, catalogue }: Pick<StorePageContext, 'db' | 'config' | 'catalogue'>,
  location: StoreLocation,
  search: string,
  ownDomain: string | null,
  visitor?: PageVisitor,
): Promise<StorePageResolution> {
  const { slug, base } = location;
  const route = matchStoreRoute(location.path);
  if (!route) return { kind: 'redirect', location: storeHref(base, 'index', {}) };

  const store = await findPublicStore(db, slug);
  if (!store) return storeNotFound(config);
  const origin = storeRoot(slug, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL }, ownDomain);
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const canonical = `${origin}${storeHref('', route.route, route.params as never)}`;
  const c: StorePageContext = { db, config, catalogue, base, store, search, origin, canonical, absolute };

  if (route.route === 'product') return resolveProductPage(c, route.params.segment);
  if (route.route === 'order') return resolveOrderPage(c, route.params.id, visitor);
  if (route.route === 'cart') {
    return {
      kind: 'page',
      status: 200,
      head: {
        title: `Carrito - ${store.name}`,
        description: storeDescription(store),
        image: storePicture(store, absolute),
        url: canonical,
        siteName: store.name,
        noindex: true,
      },
      page: { kind: 'cart', base, store },
      productIds: [],
    };
  }
  if (route.route === 'search') return resolveSearchPage(c);
  return resolveIndexPage(c);
}
