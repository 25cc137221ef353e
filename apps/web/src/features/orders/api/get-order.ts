import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderDetail } from '@vidriera/core';
import { ordersQueryKey } from './get-orders';

export type { OrderDetail, OrderLine, OrderLineAttribute, OrderStatusChange } from '@vidriera/core';

export const orderQueryKey = (orderId: string) => [...ordersQueryKey, 'detail', orderId] as const;

export function getOrder(orderId: string, signal?: AbortSignal): Promise<{ order: OrderDetail }> {
  return api.get(`/api/orders/${encodeURIComponent(orderId)}`, { signal });
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useOrder(orderId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQueryOptions(orderId), enabled: options.enabled ?? true });
}
