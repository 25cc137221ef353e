import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CategoryInput, catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';
import type { Category } from './types';

export interface SaveCategoryInput {
  /** Absent: a new category. */
  id?: string | undefined;
  input: CategoryInput;
}

/** POST /api/catalogue/categories, or PUT …/{id} when editing. */
export function saveCategory({ id, input }: SaveCategoryInput): Promise<Category> {
  const request = id
    ? callRoute(catalogueRoutes.updateCategory, { params: { id }, body: input })
    : callRoute(catalogueRoutes.createCategory, { body: input });
  return request.then((r) => r.category);
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    // Product lists show category names, so they refresh too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
      ]),
  });
}
