import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StoreSetupInput, storeRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { myStoreQueryOptions, type Store } from '@/lib/my-store';

/** POST /api/stores: the owner's one store (409 STORE_SLUG_TAKEN when the name is in use). */
export function createStore(input: StoreSetupInput): Promise<{ store: Store }> {
  return callRoute(storeRoutes.create, { body: input });
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: ({ store }) => {
      queryClient.setQueryData(myStoreQueryOptions.queryKey, { store });
      // Creating a store also grants store_admin, so the session's roles changed too.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
      void queryClient.invalidateQueries({ queryKey: myStoreQueryOptions.queryKey });
    },
  });
}
