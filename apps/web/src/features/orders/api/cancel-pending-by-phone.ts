import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterStockChange } from './invalidate-stock';

export function cancelPendingByPhone(phone: string): Promise<{ cancelled: number }> {
  return api.post('/api/orders/cancel-pending-by-phone', { phone });
}

/** POST /api/orders/cancel-pending-by-phone: every pending storefront order of the phone is cancelled and its units return to sale. */
export function useCancelPendingByPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPendingByPhone,
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}
