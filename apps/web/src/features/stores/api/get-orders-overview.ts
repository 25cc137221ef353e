import { orderRoutes } from '@vidriera/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/call-route';

/** GET /api/orders/overview: the dashboard's day at a glance; under the orders' key, so every order change refreshes it. */
export const ordersOverviewQueryOptions = queryOptions({
  queryKey: ['orders', 'overview'] as const,
  queryFn: ({ signal }) => callRoute(orderRoutes.overview, { signal }),
});

export function useOrdersOverview() {
  return useQuery(ordersOverviewQueryOptions);
}
