import type { DispatchBody } from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OrderDetail, orderQueryKey } from './get-order';
import { ordersQueryKey } from './get-orders';

/** PATCH /api/orders/{id}/shipping-fee and /dispatch: the fee of an order "a convenir" and "Enviado" / "Listo para retirar" (docs/product/orders.md, "Delivery"). */
export function useUpdateDelivery() {
  const queryClient = useQueryClient();
  const onSuccess = ({ order }: { order: OrderDetail }) => {
    queryClient.setQueryData(orderQueryKey(order.id), { order });
    return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  };
  const fee = useMutation({
    mutationFn: ({ orderId, feeCents }: { orderId: string; feeCents: number }) =>
      api.patch<{ order: OrderDetail }>(`/api/orders/${encodeURIComponent(orderId)}/shipping-fee`, { feeCents }),
    onSuccess,
  });
  const dispatch = useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: DispatchBody }) => api.patch<{ order: OrderDetail }>(`/api/orders/${encodeURIComponent(orderId)}/dispatch`, body),
    onSuccess,
  });
  return { fee, dispatch };
}
