import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/** GET /api/catalogue/attributes: the store's attributes in their order, each with values and product count. */
export const attributesQueryOptions = queryOptions({
  queryKey: catalogueKeys.attributes,
  queryFn: () => callRoute(catalogueRoutes.listAttributes).then((r) => r.attributes),
});

export function useAttributes() {
  return useQuery(attributesQueryOptions);
}
