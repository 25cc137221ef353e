import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** DELETE /api/catalogue/products/{id}: variants and image files go with it. */
export function deleteProduct(id: string): Promise<void> {
  return api.delete<void>(`/api/catalogue/products/${id}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: catalogueKeys.product(id) });
      return Promise.all([queryClient.invalidateQueries({ queryKey: catalogueKeys.products }), queryClient.invalidateQueries({ queryKey: catalogueKeys.attributes })]);
    },
  });
}
