import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnDomainDto } from '@vidriera/core';
import { api } from '@/lib/api-client';
import { myStoreQueryOptions } from '@/lib/my-store';

type Answer = { domain: OwnDomainDto | null };

/** The store's own domain (docs/product/stores.md, "Dominio propio"). */
const ownDomainQuery = queryOptions({
  queryKey: ['stores', 'mine', 'domain'] as const,
  queryFn: ({ signal }) => api.get<Answer>('/api/stores/mine/domain', { signal }),
});

export const useOwnDomain = () => useQuery(ownDomainQuery);

function useDomainMutation<I>(send: (input: I) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(ownDomainQuery.queryKey, answer);
      // The store's address (its dashboard link) follows the verified domain.
      return queryClient.invalidateQueries({ queryKey: myStoreQueryOptions.queryKey, exact: true });
    },
  });
}

export const useSaveOwnDomain = () => useDomainMutation((domain: string) => api.put<Answer>('/api/stores/mine/domain', { domain }));
export const useVerifyOwnDomain = () => useDomainMutation(() => api.post<Answer>('/api/stores/mine/domain/verify'));
export const useRemoveOwnDomain = () => useDomainMutation(() => api.delete<Answer>('/api/stores/mine/domain'));
