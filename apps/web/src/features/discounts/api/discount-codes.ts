import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeFormInput, DiscountCodeUses, DiscountCodeView } from '@vidriera/core';
import { api } from '@/lib/api-client';

const keys = {
  all: ['discount-codes'] as const,
  uses: (id: string) => ['discount-codes', id, 'uses'] as const,
};

/** GET /api/discount-codes: the store's codes, newest first, with their uses and state. */
export const discountCodesQueryOptions = queryOptions({
  queryKey: keys.all,
  queryFn: () => api.get<{ codes: DiscountCodeView[] }>('/api/discount-codes').then((r) => r.codes),
});

export function useDiscountCodes() {
  return useQuery(discountCodesQueryOptions);
}

/** The store's categories and products a code can be limited to (GET /api/catalogue/categories and /products). */
export function useDiscountScopeOptions() {
  return useQuery({
    queryKey: ['discount-codes', 'scope'],
    queryFn: async () => {
      const [categories, products] = await Promise.all([
        api.get<{ categories: { id: string; name: string }[] }>('/api/catalogue/categories'),
        api.get<{ products: { id: string; name: string }[] }>('/api/catalogue/products?category=all'),
      ]);
      return { categories: categories.categories, products: products.products };
    },
  });
}

/** GET /api/discount-codes/{id}/uses: the orders that used a code. */
export function useDiscountCodeUses(id: string | null) {
  return useQuery({
    queryKey: keys.uses(id ?? ''),
    queryFn: () => api.get<DiscountCodeUses>(`/api/discount-codes/${id ?? ''}/uses`).then((r) => r.uses),
    enabled: id !== null,
  });
}

/** POST /api/discount-codes, or PUT …/{id} when editing. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: DiscountCodeFormInput }) =>
      (id ? api.put<{ code: DiscountCodeView }>(`/api/discount-codes/${id}`, input) : api.post<{ code: DiscountCodeView }>('/api/discount-codes', input)).then((r) => r.code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** PATCH /api/discount-codes/{id}/paused: "Pausar" / "Reanudar". */
export function usePauseDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) => api.patch<{ code: DiscountCodeView }>(`/api/discount-codes/${id}/paused`, { paused }).then((r) => r.code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
