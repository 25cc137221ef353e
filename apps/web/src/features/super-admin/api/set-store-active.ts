import { useMutation, useQueryClient } from '@tanstack/react-query';
import { superAdminRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { type Overview, overviewQueryOptions } from './get-overview';

interface StoreActiveState {
  id: string;
  isActive: boolean;
}

/** PATCH /api/super-admin/stores/{id}: an inactive store disappears from the public storefront. */
export function setStoreActive({ id, isActive }: StoreActiveState) {
  return callRoute(superAdminRoutes.setStoreActive, { params: { id }, body: { isActive } });
}

function withStoreActive(overview: Overview, { id, isActive }: StoreActiveState): Overview {
  const stores = overview.stores.map((store) => (store.id === id ? { ...store, isActive } : store));
  return { ...overview, stores, totals: { ...overview.totals, activeStores: stores.filter((s) => s.isActive).length } };
}

export function useSetStoreActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoreActive,
    onSuccess: (saved) => {
      queryClient.setQueryData(overviewQueryOptions.queryKey, (overview) =>
        overview ? withStoreActive(overview, saved) : overview,
      );
    },
  });
}
