import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/** GET /api/catalogue/products/{id}: everything the edit forms need. */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: () => callRoute(catalogueRoutes.getProduct, { params: { id } }).then((r) => r.product),
    // The form copies the product once, so it always starts from a fresh read (stock moves with orders)
    // and a background refetch never changes what is being edited.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: Boolean(id) });
}
