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
