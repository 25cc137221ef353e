import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeRoutes, type WholesaleMinimum } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { myStoreQueryOptions } from '@/lib/my-store';

/** PUT /api/stores/mine/wholesale: the store's wholesale minimum (docs/product/orders.md, "Precios por mayor"). */
export function useSaveWholesaleMinimum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WholesaleMinimum) => callRoute(storeRoutes.updateWholesale, { body }),
    onSuccess: ({ store }) => queryClient.setQueryData(myStoreQueryOptions.queryKey, { store }),
  });
}
