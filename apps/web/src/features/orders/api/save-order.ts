import { type AdminOrderInput, orderRoutes, type StorefrontOrderEditInput } from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/call-route';
import { invalidateAfterStockChange } from './invalidate-stock';

export type SaveOrderInput =
  | { kind: 'create'; body: AdminOrderInput }
  | { kind: 'update'; orderId: string; body: AdminOrderInput | StorefrontOrderEditInput };

/** POST /api/orders or PUT /api/orders/{id}; the server applies the stock effect in the same transaction. */
export function saveOrder(input: SaveOrderInput) {
  if (input.kind === 'create') return callRoute(orderRoutes.create, { body: input.body });
  return callRoute(orderRoutes.update, { params: { id: input.orderId }, body: input.body });
}

export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrder,
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}
