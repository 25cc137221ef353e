import { type OrderListView, orderRoutes, type OrderStatusName, type OrderSummary } from '@vidriera/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/call-route';

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

export function getOrders({ status, view = 'all', q, page = 1 }: OrderFilters, signal?: AbortSignal) {
  const query = {
    status,
    view: view === 'all' ? undefined : view,
    q: q.trim() || undefined,
    page: page > 1 ? page : undefined,
  };
  return callRoute(orderRoutes.list, { query, ...(signal ? { signal } : {}) });
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
