import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreSettingsInput } from '@vidriera/core';
import { api } from '@/lib/api-client';
import { myStoreQueryOptions, type Store } from '@/lib/my-store';

/** PUT /api/stores/mine: the settings form (the server normalises the WhatsApp number). */
export function updateStore(input: StoreSettingsInput): Promise<{ store: Store }> {
  return api.put<{ store: Store }>('/api/stores/mine', input);
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: ({ store }) => queryClient.setQueryData(myStoreQueryOptions.queryKey, { store }),
  });
}
