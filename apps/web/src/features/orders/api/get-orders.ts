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
  /** From 1; each page holds ORDERS_PAGE_SIZE orders (packages/core). */
  page?: number;
}

export const ordersQueryKey = ['orders'] as const;

export function getOrders({ status, view = 'all', q, page = 1 }: OrderFilters, signal?: AbortSignal): Promise<{ orders: OrderSummary[]; hasMore: boolean }> {
  const params = new URLSearchParams({ status });
  if (view !== 'all') params.set('view', view);
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
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
