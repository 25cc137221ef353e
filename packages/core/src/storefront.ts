import type { PublicOrder, PublicProduct, PublicProductsPage, PublicStore } from './contracts';

/*
 * Constants the store pages' islands share with the contracts live here, not
 * beside the schemas: an island that imported one from contracts/ would
 * bring every zod schema with it (the 80 KB budget).
 */

/** The longest search a shopper may type (docs/product/storefront.md, "Búsqueda"). */
export const SEARCH_QUERY_MAX = 100;

/** The header that carries a solved order challenge (lower case, as Node reads headers); the cart and the product page send it. */
export const ORDER_CHALLENGE_HEADER = 'x-altcha';

/** The public API's addresses the store pages' islands call (the cart lines' stock, orders) and the feed the settings show. */
const base = (slug: string) => `/api/public/stores/${encodeURIComponent(slug)}`;

export const publicApi = {
  variants: (slug: string, ids: string[]) => `${base(slug)}/variants?ids=${ids.map(encodeURIComponent).join(',')}`,
  orders: (slug: string) => `${base(slug)}/orders`,
  /** The cart's check of a discount code (docs/product/orders.md, "Discount codes"). */
  discountCodeCheck: (slug: string) => `${base(slug)}/discount-codes/check`,
  /** The store's product feed for Meta and Google (docs/product/catalogue.md). */
  feed: (slug: string) => `${base(slug)}/feed.xml`,
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
  return { page: catalogueParams(search).page, query: (search.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX) };
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

/** The store a page belongs to: where its links start and its public profile (the header). */
export interface StorePageContext {
  /** The store's base address ('' on its subdomain, /store/{slug} on the main host): see store-routes.ts. */
  base: string;
  store: PublicStore;
}

/**
 * What the server hands the web's renderer for a store page: the same answers
 * the public API gives, so the page shows what the API would say. One member
 * per page the renderer draws (apps/web/src/entry-server.tsx).
 */
export type StorePage =
  | (StorePageContext & { kind: 'index'; catalogue: PublicProductsPage; category: string })
  /** `variantId`: the active variant the address preselects (`?variante=`, store-routes.ts), else null. */
  | (StorePageContext & { kind: 'product'; product: PublicProduct; variantId: string | null })
  | (StorePageContext & { kind: 'cart' })
  /** `query`: the words searched, as the shopper typed them (trimmed); empty shows no results. */
  | (StorePageContext & { kind: 'search'; catalogue: PublicProductsPage; query: string })
  | (StorePageContext & { kind: 'product-not-found' })
  /** The shopper's order page (its link's token checked by the server); never kept, never indexed. */
  | (StorePageContext & { kind: 'order'; order: PublicOrder })
  | (StorePageContext & { kind: 'order-not-found' })
  /** `appHref`: the app's home (PUBLIC_URL), where "Volver atrás" leads when the tab has no page to go back to. */
  | { kind: 'store-not-found'; appHref: string };

export type StorePageKind = StorePage['kind'];
