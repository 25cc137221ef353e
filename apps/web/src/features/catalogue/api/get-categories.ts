import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/** GET /api/catalogue/categories: the store's categories, newest first. */
export const categoriesQueryOptions = queryOptions({
  queryKey: catalogueKeys.categories,
  queryFn: () => callRoute(catalogueRoutes.listCategories).then((r) => r.categories),
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
