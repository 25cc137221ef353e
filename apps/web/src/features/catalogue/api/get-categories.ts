import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';
import type { Category } from './types';

/** GET /api/catalogue/categories: the store's categories, newest first. */
export const categoriesQueryOptions = queryOptions({
  queryKey: catalogueKeys.categories,
  queryFn: () => api.get<{ categories: Category[] }>('/api/catalogue/categories').then((r) => r.categories),
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
