import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

export interface ProductOptionAttribute {
  id: string;
  displayName: string;
  values: { id: string; displayValue: string; hexColor: string | null }[];
}

export interface ProductOptionVariant {
  id: string;
  sku: string | null;
  finalPriceCents: number;
  stock: number;
  availableStock: number;
  values: { attributeId: string; attributeValueId: string | null; value: string }[];
}

/** A product the order form can sell: its attributes and each variant's availability. */
export interface ProductOption {
  id: string;
  name: string;
  priceCents: number;
  attributes: ProductOptionAttribute[];
  variants: ProductOptionVariant[];
}

export function getProductOptions(q: string, signal?: AbortSignal): Promise<{ products: ProductOption[] }> {
  return api.get(`/api/orders/product-options?q=${encodeURIComponent(q.trim())}`, { signal });
}

export const productOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'product-options', q.trim()] as const,
    queryFn: ({ signal }) => getProductOptions(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useProductOptions(q: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productOptionsQueryOptions(q), enabled: options.enabled ?? true });
}
