import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClientInput } from '@vidriera/core';
import { api } from '@/lib/api-client';
import { overviewQueryOptions } from './get-overview';

/** What POST /api/super-admin/clients answers: everything the welcome message needs. */
export interface CreatedClient {
  success: true;
  storeUrl: string;
  storeSlug: string;
  storeName: string;
  email: string;
  password: string;
  firstName: string;
  whatsappNumber: string | null;
  adminUrl: string;
}

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
