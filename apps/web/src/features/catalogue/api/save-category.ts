import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '@vidriera/core';
import { api } from '@/lib/api-client';
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
    ? api.put<{ category: Category }>(`/api/catalogue/categories/${id}`, input)
    : api.post<{ category: Category }>('/api/catalogue/categories', input);
  return request.then((r) => r.category);
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    // Product lists show category names, so they refresh too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }), queryClient.invalidateQueries({ queryKey: catalogueKeys.products })]),
  });
}
