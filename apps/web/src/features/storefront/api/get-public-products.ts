import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@vidriera/core';
import type { PublicProductsPage } from './types';
import { getWarm } from './warm-start';

/** GET /api/public/stores/{slug}/products: one page of 12 active products, optionally of one category. */
export const publicProductsQueryOptions = (slug: string, page: number, category: string) =>
  queryOptions({
    queryKey: ['public-products', slug, page, category] as const,
    queryFn: ({ signal }) => getWarm<PublicProductsPage>(publicApi.products(slug, page, category), signal),
  });

export function usePublicProducts(slug: string, page: number, category: string) {
  return useQuery({ ...publicProductsQueryOptions(slug, page, category), placeholderData: keepPreviousData });
}
