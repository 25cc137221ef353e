import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { abandonedCheckoutRoutes as routes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

/** The store's abandoned checkouts and its reminder setting (docs/product/abandoned-checkouts.md). */
const listQuery = queryOptions({
  queryKey: ['abandoned-checkouts'] as const,
  queryFn: ({ signal }) => callRoute(routes.list, { signal }),
});

export const useAbandonedCheckouts = () => useQuery(listQuery);

function useListMutation<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQuery.queryKey }),
  });
}

export const useRemoveAbandonedCheckout = () =>
  useListMutation((id: string) => callRoute(routes.remove, { params: { id } }));
export const useReminderSetting = () =>
  useListMutation((reminderMinutes: 60 | 180 | 720 | 1440 | null) =>
    callRoute(routes.settings, { body: { reminderMinutes } }),
  );
