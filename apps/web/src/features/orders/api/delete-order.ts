import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterStockChange } from './invalidate-stock';

export function deleteOrder(orderId: string): Promise<void> {
  return api.delete(`/api/orders/${encodeURIComponent(orderId)}`);
}

/** DELETE /api/orders/{id}: a pending order's reservation goes with it; deducted stock stays sold. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}
