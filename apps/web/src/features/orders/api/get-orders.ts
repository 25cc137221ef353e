import type { OrderListView, OrderStatusName, OrderSummary } from '@vidriera/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One row of GET /api/orders. */
export type { OrderSummary };

export type OrderStatusFilter = OrderStatusName | 'all';

export type OrderViewFilter = OrderListView | 'all';

export interface OrderFilters {
  status: OrderStatusFilter;
  view?: OrderViewFilter;
  q: string;
}

export const ordersQueryKey = ['orders'] as const;

export function getOrders({ status, view = 'all', q }: OrderFilters, signal?: AbortSignal): Promise<{ orders: OrderSummary[] }> {
  const params = new URLSearchParams({ status });
  if (view !== 'all') params.set('view', view);
  if (q.trim()) params.set('q', q.trim());
  return api.get(`/api/orders?${params.toString()}`, { signal });
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getOrders(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQueryOptions(filters));
}
