import type { AdminOrderInput, StorefrontOrderEditInput } from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderDetail } from './get-order';
import { invalidateAfterStockChange } from './invalidate-stock';

export type SaveOrderInput =
  | { kind: 'create'; body: AdminOrderInput }
  | { kind: 'update'; orderId: string; body: AdminOrderInput | StorefrontOrderEditInput };

/** POST /api/orders or PUT /api/orders/{id}; the server applies the stock effect in the same transaction. */
export function saveOrder(input: SaveOrderInput): Promise<{ order: OrderDetail }> {
  if (input.kind === 'create') return api.post('/api/orders', input.body);
  return api.put(`/api/orders/${encodeURIComponent(input.orderId)}`, input.body);
}

export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrder,
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}
