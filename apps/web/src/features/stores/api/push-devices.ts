import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PushSubscriptionInput, pushRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

/** The owner's devices that ring with every order (docs/product/notifications.md). */
const devicesQuery = queryOptions({
  queryKey: ['push', 'devices'] as const,
  queryFn: ({ signal }) => callRoute(pushRoutes.devices, { signal }),
});

export const usePushDevices = () => useQuery(devicesQuery);
export const pushKey = () => callRoute(pushRoutes.key);

function useDeviceMutation<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}

export const useSubscribeDevice = () =>
  useDeviceMutation((body: PushSubscriptionInput) => callRoute(pushRoutes.subscribe, { body }));
export const useSetDeviceEnabled = () =>
  useDeviceMutation(({ id, enabled }: { id: string; enabled: boolean }) =>
    callRoute(pushRoutes.setEnabled, { params: { id }, body: { enabled } }),
  );
export const useRemoveDevice = () =>
  useDeviceMutation((id: string) => callRoute(pushRoutes.remove, { params: { id } }));
