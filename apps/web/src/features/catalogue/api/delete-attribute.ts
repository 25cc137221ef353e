import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { refreshCatalogue } from './save-attribute';

/** DELETE /api/catalogue/attributes/{id}: it leaves every product and variant that had it. */
export function deleteAttribute(id: string) {
  return callRoute(catalogueRoutes.deleteAttribute, { params: { id } });
}

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAttribute, onSuccess: () => refreshCatalogue(queryClient) });
}
