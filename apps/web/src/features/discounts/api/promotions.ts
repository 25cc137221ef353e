import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PromotionFormInput, promotionRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

const keys = {
  all: ['promotions'] as const,
  orders: (id: string) => ['promotions', id, 'orders'] as const,
};

/** GET /api/promotions: the store's promotions, newest first, with their orders and what they gave away. */
export const promotionsQueryOptions = queryOptions({
  queryKey: keys.all,
  queryFn: ({ signal }) => callRoute(promotionRoutes.list, { signal }).then((r) => r.promotions),
});

export function usePromotions() {
  return useQuery(promotionsQueryOptions);
}

/** GET /api/promotions/{id}/orders: the orders that took a promotion. */
export function usePromotionOrders(id: string | null) {
  return useQuery({
    queryKey: keys.orders(id ?? ''),
    queryFn: () => callRoute(promotionRoutes.orders, { params: { id: id ?? '' } }).then((r) => r.orders),
    enabled: id !== null,
  });
}

/** POST /api/promotions, or PUT …/{id} when editing. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: PromotionFormInput }) =>
      (id
        ? callRoute(promotionRoutes.update, { params: { id }, body: input })
        : callRoute(promotionRoutes.create, { body: input })
      ).then((r) => r.promotion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** PATCH /api/promotions/{id}/paused: "Pausar" / "Reanudar". */
export function usePausePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      callRoute(promotionRoutes.setPaused, { params: { id }, body: { paused } }).then((r) => r.promotion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /api/promotions/{id}/duplicate: a paused copy. */
export function useDuplicatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(promotionRoutes.duplicate, { params: { id } }).then((r) => r.promotion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
