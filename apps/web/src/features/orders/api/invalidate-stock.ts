import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/lib/session';

/**
 * Saving, confirming, cancelling or deleting an order can move stock, which
 * the catalogue and storefront screens show too: everything cached but the
 * session is marked stale so it is read again when next shown.
 */
export function invalidateAfterStockChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
