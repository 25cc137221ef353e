/**
 * What the store pages' first HTML and the storefront screens must agree on:
 * the public API addresses a page asks for first, and the `sizes` of the
 * pictures at the top of the screen. The server preloads exactly these, so
 * the browser reuses what it fetched instead of asking twice.
 */
const base = (slug: string) => `/api/public/stores/${encodeURIComponent(slug)}`;

export const publicApi = {
  store: (slug: string) => base(slug),
  products: (slug: string, page: number, category: string) => {
    const params = new URLSearchParams({ page: String(page) });
    if (category !== 'all') params.set('category', category);
    return `${base(slug)}/products?${params.toString()}`;
  },
  product: (slug: string, id: string) => `${base(slug)}/products/${encodeURIComponent(id)}`,
  variants: (slug: string, ids: string[]) => `${base(slug)}/variants?ids=${ids.map(encodeURIComponent).join(',')}`,
  orders: (slug: string) => `${base(slug)}/orders`,
};

/** Page and category as the store index keeps them in its address (?page=2&category=…). */
export function catalogueParams(search: URLSearchParams): { page: number; category: string } {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    category: search.get('category') || 'all',
  };
}

/** `sizes` of the storefront's pictures (the banner and the first card or photo are the largest paint). */
export const STOREFRONT_IMAGE_SIZES = {
  banner: '(min-width: 1280px) 1232px, calc(100vw - 2rem)',
  card: '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, 48vw',
  productMain: '(min-width: 1024px) 600px, calc(100vw - 2rem)',
} as const;

/**
 * What the server hands the storefront's server renderer for a store page:
 * the same answers the public API gives for the page's first requests, so the
 * screens render from them on the server and then again in the browser.
 */
export interface StorefrontPageData {
  /** The shop subdomain's slug, or null when the store is at /store/{slug}. */
  hostSlug: string | null;
  slug: string;
  /** GET publicApi.store(slug) */
  store: unknown;
  /** GET publicApi.products(slug, page, category), on the index. */
  catalogue?: { page: number; category: string; answer: unknown } | undefined;
  /** GET publicApi.product(slug, id), on a product page (`id` as the address names it). */
  product?: { id: string; answer: unknown } | undefined;
}

/** The id of the `<script type="application/json">` that carries a rendered page's state to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'vidriera-state';

/** What a page the server rendered carries for the browser to take it over. */
export interface ServerPageState {
  /** The query cache the page was rendered from (TanStack Query's dehydrated state). */
  queries: unknown;
  /** The app's and the screen's code files, fetched together once the page has painted. */
  modules: string[];
}
