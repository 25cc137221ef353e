import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/**
 * GET /api/catalogue/products?category={id|all}&q=…: newest first, with variant count and total stock; with words,
 * what the store's search finds (inactive products too), a SKU or barcode match first.
 */
export const productsQueryOptions = (category: string, q = '') =>
  queryOptions({
    queryKey: catalogueKeys.productList(category, q.trim()),
    queryFn: () =>
      callRoute(catalogueRoutes.listProducts, { query: { category, ...(q.trim() ? { q: q.trim() } : {}) } }).then(
        (r) => r.products,
      ),
    // While a new search loads, the last list stays (no flash of "Cargando" at each word typed).
    placeholderData: keepPreviousData,
  });

export function useProducts(category: string, q = '') {
  return useQuery(productsQueryOptions(category, q));
}
