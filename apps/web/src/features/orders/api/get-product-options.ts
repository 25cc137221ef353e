import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductOption } from '@vidriera/core';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

export type { ProductOption, ProductOptionAttribute, ProductOptionVariant } from '@vidriera/core';

export function getProductOptions(q: string, signal?: AbortSignal): Promise<{ products: ProductOption[]; hasMore: boolean }> {
  return api.get(`/api/orders/product-options?q=${encodeURIComponent(q.trim())}`, { signal });
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
