import type { OrdersOverview } from '@vidriera/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

/** GET /api/orders/overview: the dashboard's day at a glance (refreshed with every order change). */
export const ordersOverviewQueryOptions = queryOptions({
  queryKey: [...ordersQueryKey, 'overview'] as const,
  queryFn: ({ signal }) => api.get<OrdersOverview>('/api/orders/overview', { signal }),
});

export function useOrdersOverview() {
  return useQuery(ordersOverviewQueryOptions);
}
