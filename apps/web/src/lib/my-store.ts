import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyStoreResponse, StoreDto } from '@vidriera/core';
import { api } from '@/lib/api-client';

/** The owner's store as GET /api/stores/mine returns it. */
export type Store = StoreDto;
export type { MyStoreResponse };

export const myStoreQueryOptions = queryOptions({
  queryKey: ['stores', 'mine'] as const,
  queryFn: () => api.get<MyStoreResponse>('/api/stores/mine'),
});

export function useMyStore() {
  return useQuery(myStoreQueryOptions);
}
