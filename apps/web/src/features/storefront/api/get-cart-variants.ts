import { type CartVariant, publicApi } from '@vidriera/core';
import { api } from '@/lib/api-client';

/** GET /api/public/stores/{slug}/variants?ids=…: today's price and availability of the cart's variants; missing ids are no longer for sale. */
export function getCartVariants(slug: string, ids: string[], signal?: AbortSignal) {
  return api.get<{ variants: CartVariant[] }>(publicApi.variants(slug, ids), signal ? { signal } : undefined);
}
