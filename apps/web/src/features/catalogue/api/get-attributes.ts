import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';
import type { Attribute } from './types';

/** GET /api/catalogue/attributes: the store's attributes in their order, each with values and product count. */
export const attributesQueryOptions = queryOptions({
  queryKey: catalogueKeys.attributes,
  queryFn: () => api.get<{ attributes: Attribute[] }>('/api/catalogue/attributes').then((r) => r.attributes),
});

export function useAttributes() {
  return useQuery(attributesQueryOptions);
}
