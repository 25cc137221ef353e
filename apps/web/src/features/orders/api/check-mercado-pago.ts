import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { showSavedOrder } from './saved-order';
import { ordersQueryKey } from './get-orders';

/** POST /api/orders/{id}/mercado-pago/check: "Revisar pago" asks Mercado Pago now. */
export function useCheckMercadoPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callRoute(orderRoutes.checkMercadoPago, { params: { id: orderId } }),
    onSuccess: ({ order }) => {
      showSavedOrder(queryClient, order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
