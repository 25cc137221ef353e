import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StoreSettingsInput, storeRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { myStoreQueryOptions, type Store } from '@/lib/my-store';

/** PUT /api/stores/mine: the settings form (the server normalises the WhatsApp number). */
export function updateStore(input: StoreSettingsInput): Promise<{ store: Store }> {
  return callRoute(storeRoutes.update, { body: input });
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: ({ store }) => queryClient.setQueryData(myStoreQueryOptions.queryKey, { store }),
  });
}
