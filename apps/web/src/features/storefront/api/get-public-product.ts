import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@vidriera/core';
import type { PublicProduct } from './types';
import { getWarm } from './warm-start';

/** GET /api/public/stores/{slug}/products/{id}: one active product with attributes, variants and availability. */
export const publicProductQueryOptions = (slug: string, productId: string) =>
  queryOptions({
    queryKey: ['public-product', slug, productId] as const,
    queryFn: ({ signal }) => getWarm<PublicProduct>(publicApi.product(slug, productId), signal),
    // Stock moves while the shopper decides: ask again when the page opens after a few seconds
    // (the server lets answers be reused for 5 s; a page it just rendered needs no second ask).
    staleTime: 5_000,
  });

export function usePublicProduct(slug: string, productId: string) {
  return useQuery(publicProductQueryOptions(slug, productId));
}
