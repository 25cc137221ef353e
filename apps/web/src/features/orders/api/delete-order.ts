import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { invalidateAfterStockChange } from './invalidate-stock';

export function deleteOrder(orderId: string) {
  return callRoute(orderRoutes.delete, { params: { id: orderId } });
}

/** DELETE /api/orders/{id}: a pending order's reservation goes with it; deducted stock stays sold. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}
