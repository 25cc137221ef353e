import { type Catalogue, type Products, REMERA_LISA, stockCatalogue } from './catalogue';
import {
  type Account,
  confirmedAccount,
  type Owner,
  openStore,
  type ShopSettings,
  type StorefrontOrder,
  storefrontOrder,
} from './shop';
import { test as guarded } from './test';

/*
 * The journeys' starting points as Playwright fixtures, each made only when a
 * test names it (support/shop.ts and support/catalogue.ts make them):
 * - `account`: a confirmed person signed in on `page`, without a store yet;
 * - `owner`: that person with a store, set up as the `shop` option says;
 * - `catalogue`: the `products` option in the owner's store;
 * - `storefrontOrder`: places a shopper's order at the owner's store.
 * A spec sets the options with test.use({ shop: SELLS_BY_WHATSAPP, products: mate(5) }).
 */
interface Fixtures {
  account: Account;
  owner: Owner;
  catalogue: Catalogue;
  storefrontOrder: (order: StorefrontOrder) => ReturnType<typeof storefrontOrder>;
}

interface Options {
  /** How the owner's store is set up; a new store's settings by default. */
  shop: ShopSettings;
  /** The catalogue's products by name; the orders journeys' "Remera Lisa" by default. */
  products: Products;
}

export const test = guarded.extend<Fixtures & Options>({
  shop: [{}, { option: true }],
  products: [REMERA_LISA, { option: true }],
  account: async ({ page }, use) => use(await confirmedAccount(page)),
  owner: async ({ page, account, shop }, use) => use(await openStore(page.request, account, shop)),
  catalogue: async ({ page, owner, products }, use) =>
    use(await stockCatalogue(page.request, owner.store.slug, products)),
  // A shopper has no session: Playwright's own request context, apart from the owner's page.
  storefrontOrder: async ({ request, owner }, use) => use((order) => storefrontOrder(request, owner.store.slug, order)),
});

export { expect } from './test';
