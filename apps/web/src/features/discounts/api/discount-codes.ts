import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueRoutes, type DiscountCodeFormInput, discountRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

const keys = {
  all: ['discount-codes'] as const,
  uses: (id: string) => ['discount-codes', id, 'uses'] as const,
};

/** GET /api/discount-codes: the store's codes, newest first, with their uses and state. */
export const discountCodesQueryOptions = queryOptions({
  queryKey: keys.all,
  queryFn: ({ signal }) => callRoute(discountRoutes.list, { signal }).then((r) => r.codes),
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
        callRoute(catalogueRoutes.listCategories),
        callRoute(catalogueRoutes.listProducts, { query: {} }),
      ]);
      return { categories: categories.categories, products: products.products };
    },
  });
}

/** GET /api/discount-codes/{id}/uses: the orders that used a code. */
export function useDiscountCodeUses(id: string | null) {
  return useQuery({
    queryKey: keys.uses(id ?? ''),
    queryFn: () => callRoute(discountRoutes.uses, { params: { id: id ?? '' } }).then((r) => r.uses),
    enabled: id !== null,
  });
}

/** POST /api/discount-codes, or PUT …/{id} when editing. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: DiscountCodeFormInput }) =>
      (id
        ? callRoute(discountRoutes.update, { params: { id }, body: input })
        : callRoute(discountRoutes.create, { body: input })
      ).then((r) => r.code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** PATCH /api/discount-codes/{id}/paused: "Pausar" / "Reanudar". */
export function usePauseDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      callRoute(discountRoutes.setPaused, { params: { id }, body: { paused } }).then((r) => r.code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
