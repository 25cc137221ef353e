import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type StatisticsGrouping, statisticsRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

/** GET /api/statistics: the period's figures beside the previous period's. */
export function useStatistics(query: { from: string; to: string; by: StatisticsGrouping }, enabled: boolean) {
  return useQuery({
    queryKey: ['statistics', query],
    queryFn: ({ signal }) => callRoute(statisticsRoutes.get, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
