import { queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

export type { DailySales, Overview, OverviewStore } from '@vidriera/core';

/** GET /api/super-admin/overview: every store with its figures, newest first, and 30 days of sales. */
export const overviewQueryOptions = queryOptions({
  queryKey: ['super-admin', 'overview'] as const,
  queryFn: () => callRoute(superAdminRoutes.overview),
});

export function useOverview() {
  return useQuery(overviewQueryOptions);
}
