import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClientCreated, type CreateClientInput, superAdminRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { overviewQueryOptions } from './get-overview';

/** What POST /api/super-admin/clients answers: everything the welcome message needs. */
export type CreatedClient = ClientCreated;

/** A confirmed account with its store, ready to use (409 EMAIL_TAKEN / STORE_SLUG_TAKEN). */
export function createClient(input: CreateClientInput): Promise<CreatedClient> {
  return callRoute(superAdminRoutes.createClient, { body: input });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewQueryOptions.queryKey }),
  });
}
