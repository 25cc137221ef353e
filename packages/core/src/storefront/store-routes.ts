import { shopSlugFromHost } from '../stores/shop-address';
import { STORE_SLUG_PATTERN } from '../shared/slug';

/**
 * The store pages' addresses, defined once. A store lives at /store/{slug} on
 * the main host and at the root of {slug}.{SHOP_DOMAIN}; each page's path
 * below is relative to that base. The server finds the store of an address
 * with `locateStore` and its page with `matchStoreRoute`; pages and islands
 * build their links with `storeHref`.
 * Adding a store page is one line here, its data on the server and its page
 * component in the web (docs/ARCHITECTURE.md, "Storefront").
 */
export const STORE_ROUTES = {
  index: '/',
  product: '/product/:segment',
  cart: '/cart',
  order: '/order/:id',
  search: '/search',
} as const;

/**
 * The product page's query that preselects one of its variants: the feed
 * links every item to its variant, so the page shows that variant's price,
 * with or without JavaScript (docs/product/catalogue.md, "Feed de productos").
 */
export const VARIANT_QUERY = 'variante';

export type StoreRouteName = keyof typeof STORE_ROUTES;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a route's path names, e.g. `{ segment }` for the product page. */
export type StoreRouteParams<R extends StoreRouteName> = { [N in ParamNames<(typeof STORE_ROUTES)[R]>]: string };

/** A matched store address: which page, with its decoded parameters. */
export type StoreRouteMatch = { [R in StoreRouteName]: { route: R; params: StoreRouteParams<R> } }[StoreRouteName];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = (Object.entries(STORE_ROUTES) as [StoreRouteName, string][]).map(([route, path]) => {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part);
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, names, pattern: new RegExp(`^${source === '' ? '/' : source}/?$`) };
});

/** The page a path inside a store names (relative to the store's base), or null. */
export function matchStoreRoute(path: string): StoreRouteMatch | null {
  const relative = path === '' ? '/' : path;
  for (const { route, names, pattern } of MATCHERS) {
    const found = pattern.exec(relative);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1] ?? '')));
    } catch {
      return null;
    }
    return { route, params } as StoreRouteMatch;
  }
  return null;
}

/** The base of a store's addresses: '' on its own subdomain, /store/{slug} on the main host. */
export const storeBase = (slug: string, onShopHost: boolean) => (onShopHost ? '' : `/store/${slug}`);

/**
 * A link to a store page: the base, the route's path with its parameters and
 * an optional query (`undefined` values are left out). The index of a store
 * on its subdomain is `/`, on the main host `/store/{slug}`.
 */
export function storeHref<R extends StoreRouteName>(
  base: string,
  route: R,
  params: StoreRouteParams<R>,
  query: Record<string, string | readonly string[] | undefined> = {},
): string {
  const path = STORE_ROUTES[route].replace(/:([a-z]+)/gi, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : typeof value === 'string' ? [[key, value]] : value.map((v) => [key, v]),
    ),
  ).toString();
  const href = path === '/' ? base || '/' : `${base}${path}`;
  return search ? `${href}?${search}` : href;
}

/** Where an address points inside the stores: the store (slug, base) and the rest of the path; null outside any store. */
export interface StoreLocation {
  slug: string;
  /** The slug when the address is on the store's own subdomain. */
  hostSlug: string | null;
  base: string;
  /** The path below the base ('/' for the index). */
  path: string;
  /** The address is on the store's verified own domain (the server finds it: apps/server/src/modules/domains/locate-request-store.ts). */
  onOwnDomain?: boolean;
}

const STORE_PATH = /^\/store\/([^/]+)(\/.*)?$/;

export function locateStore(host: string, path: string, shopDomain: string): StoreLocation | null {
  const hostSlug = shopSlugFromHost(host, shopDomain);
  if (hostSlug) return { slug: hostSlug, hostSlug, base: storeBase(hostSlug, true), path };
  const match = STORE_PATH.exec(path);
  if (!match?.[1] || !STORE_SLUG_PATTERN.test(match[1])) return null;
  return { slug: match[1], hostSlug: null, base: storeBase(match[1], false), path: match[2] ?? '/' };
}
