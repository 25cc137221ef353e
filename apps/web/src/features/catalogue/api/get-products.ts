import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/** GET /api/catalogue/products?category={id|all}: newest first, with variant count and total stock. */
export const productsQueryOptions = (category: string) =>
  queryOptions({
    queryKey: catalogueKeys.productList(category),
    queryFn: () => callRoute(catalogueRoutes.listProducts, { query: { category } }).then((r) => r.products),
  });

export function useProducts(category: string) {
  return useQuery(productsQueryOptions(category));
}
