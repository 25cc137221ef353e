import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OrderSummary, ordersQueryKey } from './get-orders';

export interface OrderLineAttribute {
  name: string;
  displayName: string;
  value: string;
  displayValue: string;
  hexColor: string | null;
}

/** A line as the order keeps it: a snapshot of the variant when it was sold. */
export interface OrderLine {
  id: string;
  productId: string | null;
  variantId: string | null;
  productName: string;
  sku: string | null;
  attributes: OrderLineAttribute[];
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** One status change: who (null for the shopper's own order), when, from → to. */
export interface OrderStatusChange {
  fromStatus: OrderSummary['status'] | null;
  toStatus: OrderSummary['status'];
  changedBy: string | null;
  createdAt: string;
}

export interface OrderDetail extends OrderSummary {
  reservedUntil: string | null;
  items: OrderLine[];
  history: OrderStatusChange[];
}

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
