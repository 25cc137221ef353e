import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The owner's store as GET /api/stores/mine returns it (spec §3). */
export interface Store {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  whatsappNumber: string | null;
  instagramHandle: string | null;
  facebookPage: string | null;
  cbu: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  isActive: boolean;
  createdAt: string;
  /** The public address on the shop subdomain, `{protocol}//{slug}.{shopDomain}/`. */
  url: string;
}

export interface MyStoreResponse {
  store: Store | null;
}

export const myStoreQueryOptions = queryOptions({
  queryKey: ['stores', 'mine'] as const,
  queryFn: () => api.get<MyStoreResponse>('/api/stores/mine'),
});

export function useMyStore() {
  return useQuery(myStoreQueryOptions);
}
