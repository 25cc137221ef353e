import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview } from '@vidriera/core';
import { api } from '@/lib/api-client';

export type { DailySales, Overview, OverviewStore } from '@vidriera/core';

/** GET /api/super-admin/overview: every store with its figures, newest first, and 30 days of sales. */
export const overviewQueryOptions = queryOptions({
  queryKey: ['super-admin', 'overview'] as const,
  queryFn: () => api.get<Overview>('/api/super-admin/overview'),
});

export function useOverview() {
  return useQuery(overviewQueryOptions);
}
