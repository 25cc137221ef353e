import { orderRoutes, type RouteInput } from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/call-route';
import { showSavedOrder } from './saved-order';
import { ordersQueryKey } from './get-orders';

/** What the seller can set by hand: "pending" or "received" (the rest comes from Mercado Pago). */
type ManualPaymentStatus = RouteInput<typeof orderRoutes.setPayment>['body']['paymentStatus'];

export function updatePaymentStatus(orderId: string, paymentStatus: ManualPaymentStatus) {
  return callRoute(orderRoutes.setPayment, { params: { id: orderId }, body: { paymentStatus } });
}

/** PATCH /api/orders/{id}/payment: "Marcar como pago recibido" and its undo. */
export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, paymentStatus }: { orderId: string; paymentStatus: ManualPaymentStatus }) =>
      updatePaymentStatus(orderId, paymentStatus),
    onSuccess: ({ order }) => {
      showSavedOrder(queryClient, order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
