import { type DispatchBody, orderRoutes } from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/call-route';
import type { OrderDetail } from './get-order';
import { showSavedOrder } from './saved-order';
import { ordersQueryKey } from './get-orders';

/** PATCH /api/orders/{id}/shipping-fee and /dispatch: the fee of an order "a convenir" and "Enviado" / "Listo para retirar" (docs/product/orders.md, "Delivery"). */
export function useUpdateDelivery() {
  const queryClient = useQueryClient();
  const onSuccess = ({ order }: { order: OrderDetail }) => {
    showSavedOrder(queryClient, order);
    return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  };
  const fee = useMutation({
    mutationFn: ({ orderId, feeCents }: { orderId: string; feeCents: number }) =>
      callRoute(orderRoutes.setShippingFee, { params: { id: orderId }, body: { feeCents } }),
    onSuccess,
  });
  const dispatch = useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: DispatchBody }) =>
      callRoute(orderRoutes.dispatch, { params: { id: orderId }, body }),
    onSuccess,
  });
  return { fee, dispatch };
}
