import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/** DELETE /api/catalogue/products/{id}: variants and image files go with it. */
export function deleteProduct(id: string) {
  return callRoute(catalogueRoutes.deleteProduct, { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: catalogueKeys.product(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.attributes }),
      ]);
    },
  });
}
