import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { domainRoutes, type OwnDomainDto } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { myStoreQueryOptions } from '@/lib/my-store';

type Answer = { domain: OwnDomainDto | null };

/** The store's own domain (docs/product/stores.md, "Dominio propio"). */
const ownDomainQuery = queryOptions({
  queryKey: ['stores', 'mine', 'domain'] as const,
  queryFn: ({ signal }) => callRoute(domainRoutes.mine, { signal }),
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

export const useSaveOwnDomain = () =>
  useDomainMutation((domain: string) => callRoute(domainRoutes.save, { body: { domain } }));
export const useVerifyOwnDomain = () => useDomainMutation(() => callRoute(domainRoutes.verify));
export const useRemoveOwnDomain = () => useDomainMutation(() => callRoute(domainRoutes.remove));
