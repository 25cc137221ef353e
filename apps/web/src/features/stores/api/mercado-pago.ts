import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MercadoPagoConnectInput, MercadoPagoSettings } from '@vidriera/core';
import { api } from '@/lib/api-client';
import { myStoreQueryOptions } from '@/lib/my-store';

/** The store's Mercado Pago connection ("Cobros y stock"): never a credential, only the account it names. */
const mercadoPagoQuery = queryOptions({
  queryKey: ['stores', 'mine', 'mercado-pago'] as const,
  queryFn: ({ signal }) => api.get<MercadoPagoSettings>('/api/stores/mine/mercado-pago', { signal }),
});

export const useMercadoPagoSettings = () => useQuery(mercadoPagoQuery);

function useSettingsMutation<I>(send: (input: I) => Promise<MercadoPagoSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => {
      queryClient.setQueryData(mercadoPagoQuery.queryKey, settings);
      // Connecting adds Mercado Pago to the store's payment methods.
      return queryClient.invalidateQueries({ queryKey: myStoreQueryOptions.queryKey });
    },
  });
}

export const useConnectMercadoPago = () => useSettingsMutation((input: MercadoPagoConnectInput) => api.put<MercadoPagoSettings>('/api/stores/mine/mercado-pago', input));
export const useMercadoPagoOptions = () =>
  useSettingsMutation((input: { confirmOnPayment: boolean }) => api.patch<MercadoPagoSettings>('/api/stores/mine/mercado-pago', input));
export const useDisconnectMercadoPago = () => useSettingsMutation(() => api.delete<MercadoPagoSettings>('/api/stores/mine/mercado-pago'));

/** "Conectar con Mercado Pago" (OAuth): the address of Mercado Pago's authorisation page for this store. */
export const mercadoPagoAuthorizationUrl = () => api.get<{ authorizationUrl: string }>('/api/stores/mine/mercado-pago/authorize').then((r) => r.authorizationUrl);
