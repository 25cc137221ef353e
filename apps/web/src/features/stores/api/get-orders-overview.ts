import type { OrdersOverview } from '@vidriera/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/orders/overview: the dashboard's day at a glance; under the orders' key, so every order change refreshes it. */
export const ordersOverviewQueryOptions = queryOptions({
  queryKey: ['orders', 'overview'] as const,
  queryFn: ({ signal }) => api.get<OrdersOverview>('/api/orders/overview', { signal }),
});

export function useOrdersOverview() {
  return useQuery(ordersOverviewQueryOptions);
}
