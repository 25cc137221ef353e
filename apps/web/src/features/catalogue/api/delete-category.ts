import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/** DELETE /api/catalogue/categories/{id}: its products stay, without a category. */
export function deleteCategory(id: string) {
  return callRoute(catalogueRoutes.deleteCategory, { params: { id } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
      ]),
  });
}
