import { describe, expect, it } from 'vitest';
import { abandonedCheckoutRoutes } from '../src/abandoned-checkouts/abandoned-checkout-api';
import { carrierRoutes } from '../src/carriers/carriers-api';
import { discountRoutes } from '../src/discounts/discount-api';
import { type RouteDef, routeUrl } from '../src/shared/define-route';
import { publicRoutes } from '../src/storefront/public-api';
import { publicApi, STORE_PAGE_ROUTES } from '../src/storefront/store-page-routes';

/*
 * The store pages' islands call the public API with methods and paths written
 * by hand (STORE_PAGE_ROUTES, packages/core/src/storefront/store-page-routes.ts),
 * away from the route table's zod; each must be its entry's.
 */
const ENTRY_OF: Record<keyof typeof STORE_PAGE_ROUTES, [name: string, entry: RouteDef]> = {
  cartVariants: ['publicRoutes.cartVariants', publicRoutes.cartVariants],
  suggestions: ['publicRoutes.suggestions', publicRoutes.suggestions],
  createOrder: ['publicRoutes.createOrder', publicRoutes.createOrder],
  checkDiscountCode: ['discountRoutes.check', discountRoutes.check],
  shippingQuotes: ['carrierRoutes.quote', carrierRoutes.quote],
  feed: ['publicRoutes.feed', publicRoutes.feed],
  saveAbandonedCheckout: ['abandonedCheckoutRoutes.save', abandonedCheckoutRoutes.save],
  forgetAbandonedCheckout: ['abandonedCheckoutRoutes.forget', abandonedCheckoutRoutes.forget],
};

describe("the store pages' routes", () => {
  it.each(Object.keys(STORE_PAGE_ROUTES) as (keyof typeof STORE_PAGE_ROUTES)[])(
    '%s has the method and path of its entry in the route table',
    (name) => {
      const written = STORE_PAGE_ROUTES[name];
      const [entryName, entry] = ENTRY_OF[name];
      expect(
        `${written.method} ${written.path}`,
        `STORE_PAGE_ROUTES.${name} in packages/core/src/storefront/store-page-routes.ts must be ${entryName}'s method and path`,
      ).toBe(`${entry.method} ${entry.path}`);
    },
  );

  it("fills a store's addresses as the web's callRoute fills the entries", () => {
    const slug = 'la tienda/ñ';
    const params = { slug };
    expect(publicApi.orders(slug)).toBe(routeUrl(publicRoutes.createOrder.path, params));
    expect(publicApi.discountCodeCheck(slug)).toBe(routeUrl(discountRoutes.check.path, params));
    expect(publicApi.feed(slug)).toBe(routeUrl(publicRoutes.feed.path, params));
    // The variants' ids keep their commas: the query the server reads (cartVariantsQuerySchema).
    expect(publicApi.variants(slug, ['a', 'b c'])).toBe(
      `${routeUrl(publicRoutes.cartVariants.path, params)}?ids=a,b%20c`,
    );
    expect(publicApi.suggestions(slug, 'remera & co')).toBe(
      `${routeUrl(publicRoutes.suggestions.path, params)}?q=remera%20%26%20co`,
    );
    expect(publicApi.orders(slug)).toBe('/api/public/stores/la%20tienda%2F%C3%B1/orders');
  });
});
