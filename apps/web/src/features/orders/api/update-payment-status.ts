import type { PaymentStatusName } from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OrderDetail, orderQueryKey } from './get-order';
import { ordersQueryKey } from './get-orders';

export function updatePaymentStatus(orderId: string, paymentStatus: PaymentStatusName): Promise<{ order: OrderDetail }> {
  return api.patch(`/api/orders/${encodeURIComponent(orderId)}/payment`, { paymentStatus });
}

/** PATCH /api/orders/{id}/payment: "Marcar como pago recibido" and its undo. */
export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, paymentStatus }: { orderId: string; paymentStatus: PaymentStatusName }) => updatePaymentStatus(orderId, paymentStatus),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderQueryKey(order.id), { order });
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
