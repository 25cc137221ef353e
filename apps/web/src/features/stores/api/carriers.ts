import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CarrierConnectInput,
  type CarrierSettingsInput,
  type CarriersView,
  carrierRoutes,
  type ShippingCarrier,
} from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

/** The store's carriers ("Entregas" → transportistas): the accounts by their public name, never a credential. */
const carriersQuery = queryOptions({
  queryKey: ['carriers'] as const,
  queryFn: ({ signal }) => callRoute(carrierRoutes.read, { signal }),
});

export const useCarriers = () => useQuery(carriersQuery);

function useCarriersMutation<I>(send: (input: I) => Promise<CarriersView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => queryClient.setQueryData(carriersQuery.queryKey, view),
  });
}

export const useConnectCarrier = () =>
  useCarriersMutation((input: CarrierConnectInput) => callRoute(carrierRoutes.connect, { body: input }));
export const useDisconnectCarrier = () =>
  useCarriersMutation((carrier: ShippingCarrier) => callRoute(carrierRoutes.disconnect, { params: { carrier } }));
export const useSaveCarrierSettings = () =>
  useCarriersMutation((input: CarrierSettingsInput) => callRoute(carrierRoutes.saveSettings, { body: input }));
