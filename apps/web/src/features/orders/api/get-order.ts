import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { ordersQueryKey } from './get-orders';

export type { OrderDetail, OrderLine, OrderLineAttribute, OrderStatusChange } from '@vidriera/core';

export const orderQueryKey = (orderId: string) => [...ordersQueryKey, 'detail', orderId] as const;

export function getOrder(orderId: string, signal?: AbortSignal) {
  return callRoute(orderRoutes.get, { params: { id: orderId }, ...(signal ? { signal } : {}) });
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useOrder(orderId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQueryOptions(orderId), enabled: options.enabled ?? true });
}
