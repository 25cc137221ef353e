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
