/*
 * Constants the store pages' islands share with the contracts live here, not
 * beside the schemas: an island that imported one from contracts/ would
 * bring every zod schema with it (the 80 KB budget). The route table is
 * imported for its types only (erased from the build).
 */

import type { discountRoutes } from '../discounts/discount-api';
import type { RouteDef } from '../shared/define-route';
import type { publicRoutes } from './public-api';

/** The longest search a shopper may type (docs/product/storefront.md, "Búsqueda"). */
export const SEARCH_QUERY_MAX = 100;

/** The header that carries a solved order challenge (lower case, as Node reads headers); the cart and the product page send it. */
export const ORDER_CHALLENGE_HEADER = 'x-altcha';

/**
 * The routes of the public API the store pages' islands call (a cart's lines,
 * an order, a discount code) and the feed the settings show, each with the
 * method and path of its entry in the route table. Written here by hand:
 * importing the entries would put zod and every contract into the islands'
 * bundle (docs/decisions/027-route-table.md). Held to the table twice: the
 * type below makes `tsc` fail when an entry's method or path changes, and
 * packages/core/test/store-page-routes.test.ts names the entry that differs.
 */
export const STORE_PAGE_ROUTES = {
  cartVariants: { method: 'GET', path: '/api/public/stores/:slug/variants' },
  createOrder: { method: 'POST', path: '/api/public/stores/:slug/orders' },
  checkDiscountCode: { method: 'POST', path: '/api/public/stores/:slug/discount-codes/check' },
  feed: { method: 'GET', path: '/api/public/stores/:slug/feed.xml' },
} as const satisfies {
  cartVariants: MethodAndPath<typeof publicRoutes.cartVariants>;
  createOrder: MethodAndPath<typeof publicRoutes.createOrder>;
  checkDiscountCode: MethodAndPath<typeof discountRoutes.check>;
  feed: MethodAndPath<typeof publicRoutes.feed>;
};

type MethodAndPath<R extends RouteDef> = Pick<R, 'method' | 'path'>;

/** A route's address for a store (its one parameter, as `routeUrl` fills it; a few bytes, not routeUrl's query). */
const forStore = (path: string, slug: string) => path.replace(':slug', encodeURIComponent(slug));

/** The addresses of those routes for a store (the feed's too, for the settings and the store page's head). */
export const publicApi = {
  variants: (slug: string, ids: string[]) =>
    `${forStore(STORE_PAGE_ROUTES.cartVariants.path, slug)}?ids=${ids.map(encodeURIComponent).join(',')}`,
  orders: (slug: string) => forStore(STORE_PAGE_ROUTES.createOrder.path, slug),
  /** The cart's check of a discount code (docs/product/orders.md, "Discount codes"). */
  discountCodeCheck: (slug: string) => forStore(STORE_PAGE_ROUTES.checkDiscountCode.path, slug),
  /** The store's product feed for Meta and Google (docs/product/catalogue.md). */
  feed: (slug: string) => forStore(STORE_PAGE_ROUTES.feed.path, slug),
};

/** Page and category as the store index keeps them in its address (?page=2&category=…). */
export function catalogueParams(search: URLSearchParams): { page: number; category: string } {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    category: search.get('category') || 'all',
  };
}

/** The search page's address keeps the shopper's words and the page (?q=…&page=2). */
export function searchParams(search: URLSearchParams): { page: number; query: string } {
  return {
    page: catalogueParams(search).page,
    query: (search.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX),
  };
}

/**
 * `sizes` of the storefront's pictures (the banner and the first card or photo
 * are the largest paint): the server preloads the first one exactly as its
 * <img> asks for it, so the browser fetches it once.
 */
export const STOREFRONT_IMAGE_SIZES = {
  banner: '(min-width: 1280px) 1232px, calc(100vw - 2rem)',
  card: '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, 48vw',
  productMain: '(min-width: 1024px) 600px, calc(100vw - 2rem)',
} as const;
