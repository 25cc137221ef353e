import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface AppConfig {
  googleEnabled: boolean;
  shopDomain: string;
  publicUrl: string;
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'] as const,
  queryFn: () => api.get<AppConfig>('/api/config'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}

/** A store's own address, `{protocol}//{slug}.{shopDomain}/` (spec §9), on the protocol of this page. */
export function storeSubdomainUrl(slug: string, shopDomain: string): string {
  return `${window.location.protocol}//${slug}.${shopDomain}/`;
}
