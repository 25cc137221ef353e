import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MercadoPagoConnectInput, type MercadoPagoSettings, storeRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { myStoreQueryOptions } from '@/lib/my-store';

/** The store's Mercado Pago connection ("Cobros y stock"): never a credential, only the account it names. */
const mercadoPagoQuery = queryOptions({
  queryKey: ['stores', 'mine', 'mercado-pago'] as const,
  queryFn: ({ signal }) => callRoute(storeRoutes.mercadoPago, { signal }),
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

export const useConnectMercadoPago = () =>
  useSettingsMutation((input: MercadoPagoConnectInput) => callRoute(storeRoutes.connectMercadoPago, { body: input }));
export const useMercadoPagoOptions = () =>
  useSettingsMutation((input: { confirmOnPayment: boolean }) =>
    callRoute(storeRoutes.mercadoPagoOptions, { body: input }),
  );
export const useDisconnectMercadoPago = () => useSettingsMutation(() => callRoute(storeRoutes.disconnectMercadoPago));

/** "Conectar con Mercado Pago" (OAuth): the address of Mercado Pago's authorisation page for this store. */
export const mercadoPagoAuthorizationUrl = () =>
  callRoute(storeRoutes.authorizeMercadoPago).then((r) => r.authorizationUrl);
