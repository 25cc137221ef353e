import type { VariantStock } from '@vidriera/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/catalogue/variant-stock: every stock-keeping variant of the store, read once for the whole list. */
export const variantStockQueryOptions = queryOptions({
  queryKey: [...catalogueKeys.products, 'variant-stock'] as const,
  queryFn: ({ signal }) => api.get<{ variants: VariantStock[] }>('/api/catalogue/variant-stock', { signal }),
});

export function useVariantStock() {
  return useQuery(variantStockQueryOptions);
}
