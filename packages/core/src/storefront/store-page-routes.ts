/*
 * The public API's addresses the store pages' islands call, without zod (the 80 KB budget). The route table is
 * imported for its types only (erased from the build); nothing the table imports imports this file.
 */

import type { abandonedCheckoutRoutes } from '../abandoned-checkouts/abandoned-checkout-api';
import type { carrierRoutes } from '../carriers/carriers-api';
import type { discountRoutes } from '../discounts/discount-api';
import type { RouteDef } from '../shared/define-route';
import type { publicRoutes } from './public-api';

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
  suggestions: { method: 'GET', path: '/api/public/stores/:slug/suggestions' },
  createOrder: { method: 'POST', path: '/api/public/stores/:slug/orders' },
  checkDiscountCode: { method: 'POST', path: '/api/public/stores/:slug/discount-codes/check' },
  shippingQuotes: { method: 'POST', path: '/api/public/stores/:slug/shipping-quotes' },
  feed: { method: 'GET', path: '/api/public/stores/:slug/feed.xml' },
  saveAbandonedCheckout: { method: 'POST', path: '/api/public/stores/:slug/abandoned-checkouts' },
  forgetAbandonedCheckout: { method: 'POST', path: '/api/public/stores/:slug/abandoned-checkouts/forget' },
} as const satisfies {
  cartVariants: MethodAndPath<typeof publicRoutes.cartVariants>;
  suggestions: MethodAndPath<typeof publicRoutes.suggestions>;
  createOrder: MethodAndPath<typeof publicRoutes.createOrder>;
  checkDiscountCode: MethodAndPath<typeof discountRoutes.check>;
  shippingQuotes: MethodAndPath<typeof carrierRoutes.quote>;
  feed: MethodAndPath<typeof publicRoutes.feed>;
  saveAbandonedCheckout: MethodAndPath<typeof abandonedCheckoutRoutes.save>;
  forgetAbandonedCheckout: MethodAndPath<typeof abandonedCheckoutRoutes.forget>;
};

type MethodAndPath<R extends RouteDef> = Pick<R, 'method' | 'path'>;

/** A route's address for a store (its one parameter, as `routeUrl` fills it; a few bytes, not routeUrl's query). */
const forStore = (path: string, slug: string) => path.replace(':slug', encodeURIComponent(slug));

/** The addresses of those routes for a store (the feed's too, for the settings and the store page's head). */
export const publicApi = {
  variants: (slug: string, ids: string[]) =>
    `${forStore(STORE_PAGE_ROUTES.cartVariants.path, slug)}?ids=${ids.map(encodeURIComponent).join(',')}`,
  /** The search box's suggestions for what is typed so far (docs/product/storefront.md, "Búsqueda"). */
  suggestions: (slug: string, query: string) =>
    `${forStore(STORE_PAGE_ROUTES.suggestions.path, slug)}?q=${encodeURIComponent(query)}`,
  orders: (slug: string) => forStore(STORE_PAGE_ROUTES.createOrder.path, slug),
  /** The cart's check of a discount code (docs/product/orders.md, "Discount codes"). */
  discountCodeCheck: (slug: string) => forStore(STORE_PAGE_ROUTES.checkDiscountCode.path, slug),
  /** The cart's carrier quotes (docs/product/orders.md, "Envíos por transportista"). */
  shippingQuotes: (slug: string) => forStore(STORE_PAGE_ROUTES.shippingQuotes.path, slug),
  /** The store's product feed for Meta and Google (docs/product/catalogue.md). */
  feed: (slug: string) => forStore(STORE_PAGE_ROUTES.feed.path, slug),
  /** The cart's checkout saved with the shopper's tick, and forgotten without it (docs/product/abandoned-checkouts.md). */
  abandonedCheckout: (slug: string) => forStore(STORE_PAGE_ROUTES.saveAbandonedCheckout.path, slug),
  forgetAbandonedCheckout: (slug: string) => forStore(STORE_PAGE_ROUTES.forgetAbandonedCheckout.path, slug),
};
