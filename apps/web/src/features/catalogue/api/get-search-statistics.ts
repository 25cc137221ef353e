import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/** GET /api/catalogue/search-statistics: the last 30 days' most frequent searches and those that found nothing. */
export function useSearchStatistics() {
  return useQuery({
    queryKey: catalogueKeys.searchStatistics,
    queryFn: () => callRoute(catalogueRoutes.searchStatistics, {}),
  });
}
