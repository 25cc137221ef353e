import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { ordersQueryKey } from './get-orders';

export type { ProductOption, ProductOptionAttribute, ProductOptionVariant } from '@vidriera/core';

export function getProductOptions(q: string, signal?: AbortSignal) {
  return callRoute(orderRoutes.productOptions, { query: { q: q.trim() }, ...(signal ? { signal } : {}) });
}

export const productOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'product-options', q.trim()] as const,
    queryFn: ({ signal }) => getProductOptions(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useProductOptions(q: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productOptionsQueryOptions(q), enabled: options.enabled ?? true });
}
