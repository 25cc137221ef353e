import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { sessionQueryKey } from './session';

/**
 * A 401 from any query means the session is gone: the cached session becomes
 * "none", so every guard watching it sends the person to /auth (docs/product/accounts.md).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error, 401) && query.queryKey[0] !== sessionQueryKey[0]) {
          client.setQueryData(sessionQueryKey, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
