import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OrderDetail, orderQueryKey } from './get-order';
import { ordersQueryKey } from './get-orders';

/** POST /api/orders/{id}/mercado-pago/check: "Revisar pago" asks Mercado Pago now. */
export function useCheckMercadoPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.post<{ order: OrderDetail }>(`/api/orders/${encodeURIComponent(orderId)}/mercado-pago/check`, {}),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderQueryKey(order.id), { order });
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
