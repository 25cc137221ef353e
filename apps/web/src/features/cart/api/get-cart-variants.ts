import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CartVariant, publicApi } from '@vidriera/core';
import { api } from '@/lib/api-client';

/** Today's price and availability of a cart line's variant. */
export type CartVariantState = CartVariant;

/** GET /api/public/stores/{slug}/variants?ids=…: today's price and availability of the cart's variants; missing ids are no longer for sale. */
export function getCartVariants(slug: string, ids: string[], signal?: AbortSignal) {
  return api.get<{ variants: CartVariantState[] }>(publicApi.variants(slug, ids), signal ? { signal } : undefined);
}

export function useCartVariants(slug: string, ids: string[]) {
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: ['cart-variants', slug, sorted] as const,
    queryFn: ({ signal }) => getCartVariants(slug, sorted, signal),
    enabled: sorted.length > 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
