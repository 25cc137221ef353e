import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** DELETE /api/catalogue/categories/{id}: its products stay, without a category. */
export function deleteCategory(id: string): Promise<void> {
  return api.delete<void>(`/api/catalogue/categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }), queryClient.invalidateQueries({ queryKey: catalogueKeys.products })]),
  });
}
