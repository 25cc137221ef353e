import { publicApi, type RouteAnswer, STORE_PAGE_ROUTES } from '@vidriera/core';
// Types only: the islands' bundle stays free of the route table's schemas (docs/decisions/027-route-table.md).
import type { publicRoutes } from '@vidriera/core';
import { request } from '@/lib/api-client';

/** GET /api/public/stores/{slug}/variants?ids=…: today's price and availability of the cart's variants; missing ids are no longer for sale. */
export function getCartVariants(slug: string, ids: string[], signal?: AbortSignal) {
  return request<RouteAnswer<typeof publicRoutes.cartVariants>>(
    STORE_PAGE_ROUTES.cartVariants.method,
    publicApi.variants(slug, ids),
    signal ? { signal } : undefined,
  );
}
