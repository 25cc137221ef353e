import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/** GET /api/catalogue/product-types (version A of the product form). */
export const productTypesQueryOptions = queryOptions({
  queryKey: catalogueKeys.productTypes,
  queryFn: () => callRoute(catalogueRoutes.listProductTypes).then((r) => r.productTypes),
});

export function useProductTypes() {
  return useQuery(productTypesQueryOptions);
}
