import { catalogueRoutes } from '@vidriera/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/** GET /api/catalogue/variant-stock: every stock-keeping variant of the store, read once for the whole list. */
export const variantStockQueryOptions = queryOptions({
  queryKey: [...catalogueKeys.products, 'variant-stock'] as const,
  queryFn: ({ signal }) => callRoute(catalogueRoutes.variantStock, { signal }),
});

export function useVariantStock() {
  return useQuery(variantStockQueryOptions);
}
