import { orderRoutes, type OrderStatusName, type StockEffect } from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/call-route';
import { showSavedOrder } from './saved-order';
import { invalidateAfterStockChange } from './invalidate-stock';

export type { StockEffect };

export function updateOrderStatus(orderId: string, status: OrderStatusName) {
  return callRoute(orderRoutes.setStatus, { params: { id: orderId }, body: { status } });
}

/** PATCH /api/orders/{id}/status: a short stock answers 409 and changes nothing. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: OrderStatusName }) =>
      updateOrderStatus(orderId, status),
    onSuccess: ({ order }) => {
      showSavedOrder(queryClient, order);
      return invalidateAfterStockChange(queryClient);
    },
  });
}
