import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';
import type { ProductType } from './types';

/** GET /api/catalogue/product-types (version A of the product form). */
export const productTypesQueryOptions = queryOptions({
  queryKey: catalogueKeys.productTypes,
  queryFn: () => api.get<{ productTypes: ProductType[] }>('/api/catalogue/product-types').then((r) => r.productTypes),
});

export function useProductTypes() {
  return useQuery(productTypesQueryOptions);
}
