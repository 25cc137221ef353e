import { catalogueRoutes } from '@vidriera/core';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/call-route';

/** GET /api/catalogue/feed-left-out: the products the product feed leaves out, and why (under the catalogue's query root, which a saved product refreshes). */
export function useFeedLeftOut() {
  return useQuery({
    queryKey: ['catalogue', 'products', 'feed-left-out'] as const,
    queryFn: ({ signal }) => callRoute(catalogueRoutes.feedLeftOut, { signal }),
  });
}
