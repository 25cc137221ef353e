import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyStoreResponse, type StoreDto, storeRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

/** The owner's store as GET /api/stores/mine returns it. */
export type Store = StoreDto;
export type { MyStoreResponse };

export const myStoreQueryOptions = queryOptions({
  queryKey: ['stores', 'mine'] as const,
  queryFn: () => callRoute(storeRoutes.mine),
});

export function useMyStore() {
  return useQuery(myStoreQueryOptions);
}
