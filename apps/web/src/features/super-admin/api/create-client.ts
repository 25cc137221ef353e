import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientCreated, CreateClientInput } from '@vidriera/core';
import { api } from '@/lib/api-client';
import { overviewQueryOptions } from './get-overview';

/** What POST /api/super-admin/clients answers: everything the welcome message needs. */
export type CreatedClient = ClientCreated;

/** A confirmed account with its store, ready to use (409 EMAIL_TAKEN / STORE_SLUG_TAKEN). */
export function createClient(input: CreateClientInput): Promise<CreatedClient> {
  return api.post<CreatedClient>('/api/super-admin/clients', input);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewQueryOptions.queryKey }),
  });
}
