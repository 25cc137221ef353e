import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { invalidateAfterStockChange } from './invalidate-stock';

/** Whose pending storefront orders to cancel: one phone's, or one client address's (an order's `placedFrom`). */
export type PendingOrdersOf = { phone: string } | { placedFrom: string };

export function cancelPendingOrders(of: PendingOrdersOf) {
  return 'phone' in of
    ? callRoute(orderRoutes.cancelPendingByPhone, { body: of })
    : callRoute(orderRoutes.cancelPendingByAddress, { body: of });
}

/** POST /api/orders/cancel-pending-by-phone or -by-address: every pending storefront order of the phone or address is cancelled and its units return to sale. */
export function useCancelPendingOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPendingOrders,
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}
