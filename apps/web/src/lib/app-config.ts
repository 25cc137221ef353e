import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountRoutes } from '@vidriera/core';
import { callRoute } from './call-route';

export interface AppConfig {
  googleEnabled: boolean;
  shopDomain: string;
  publicUrl: string;
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'] as const,
  queryFn: () => callRoute(accountRoutes.config),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
