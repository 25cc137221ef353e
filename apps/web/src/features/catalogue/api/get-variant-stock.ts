import { catalogueRoutes } from '@vidriera/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isNoStoreError } from '@/lib/api-client';
import { callRoute } from '@/lib/call-route';
import { toast } from '@/lib/toast';
import { catalogueKeys } from './query-keys';

/** GET /api/catalogue/variant-stock: every stock-keeping variant of the store, read once for the whole list. */
export const variantStockQueryOptions = queryOptions({
  queryKey: [...catalogueKeys.products, 'variant-stock'] as const,
  queryFn: ({ signal }) => callRoute(catalogueRoutes.variantStock, { signal }),
});

/** The variants' stock; when it cannot be read, one toast says so however many products show it (the figures are left out). */
export function useVariantStock() {
  const query = useQuery(variantStockQueryOptions);
  // An owner without a store is told so by the page (use-store-required.ts).
  const failed = query.isError && !isNoStoreError(query.error);
  useEffect(() => {
    if (failed)
      toast.error('Error', {
        id: 'variant-stock-failed',
        description: 'No se pudieron cargar las variantes del producto.',
      });
  }, [failed]);
  return query;
}
