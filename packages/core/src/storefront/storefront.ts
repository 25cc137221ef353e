/*
 * Constants the store pages' islands share with the contracts live here, not
 * beside the schemas: an island that imported one from contracts/ would
 * bring every zod schema with it (the 80 KB budget).
 */

/** The longest search a shopper may type (docs/product/storefront.md, "Búsqueda"). */
export const SEARCH_QUERY_MAX = 100;

/** The header that carries a solved order challenge (lower case, as Node reads headers); the cart and the product page send it. */
export const ORDER_CHALLENGE_HEADER = 'x-altcha';

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
  // Beside the filters' column (15rem) from 1024px on: 3 cards, 4 from 1280px.
  card: '(min-width: 1280px) 230px, (min-width: 1024px) 22vw, 48vw',
  productMain: '(min-width: 1024px) 600px, calc(100vw - 2rem)',
} as const;
