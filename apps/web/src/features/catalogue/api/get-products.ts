import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';
import type { ProductSummary } from './types';

/** GET /api/catalogue/products?category={id|all}: newest first, with variant count and total stock. */
export const productsQueryOptions = (category: string) =>
  queryOptions({
    queryKey: catalogueKeys.productList(category),
    queryFn: () => api.get<{ products: ProductSummary[] }>(`/api/catalogue/products?category=${encodeURIComponent(category)}`).then((r) => r.products),
  });

export function useProducts(category: string) {
  return useQuery(productsQueryOptions(category));
}
