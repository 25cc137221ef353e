import type { OrderStatusName, StockEffect } from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OrderDetail, orderQueryKey } from './get-order';
import { invalidateAfterStockChange } from './invalidate-stock';

export type { StockEffect };

export function updateOrderStatus(orderId: string, status: OrderStatusName): Promise<{ order: OrderDetail; stockEffect: StockEffect }> {
  return api.patch(`/api/orders/${encodeURIComponent(orderId)}/status`, { status });
}

/** PATCH /api/orders/{id}/status: a short stock answers 409 and changes nothing. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: OrderStatusName }) => updateOrderStatus(orderId, status),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderQueryKey(order.id), { order });
      return invalidateAfterStockChange(queryClient);
    },
  });
}
