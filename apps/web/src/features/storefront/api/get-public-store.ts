import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@vidriera/core';
import type { PublicStore } from './types';
import { getWarm } from './warm-start';

/** GET /api/public/stores/{slug}: the store's public profile and categories (404 when missing or inactive). */
export const publicStoreQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['public-store', slug] as const,
    queryFn: ({ signal }) => getWarm<PublicStore>(publicApi.store(slug), signal),
  });

export function usePublicStore(slug: string) {
  return useQuery(publicStoreQueryOptions(slug));
}
