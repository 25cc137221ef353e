import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderLine } from './get-order';
import { ordersQueryKey } from './get-orders';
import { getProductOptions, type ProductOption } from './get-product-options';

/**
 * The picker data of the products an existing order already holds, so its
 * lines show their attribute selects. The API searches by name, so each
 * product is looked up by the name its lines kept; one no longer for sale
 * (deleted, renamed or inactive) is simply absent from the map.
 */
export async function getOrderLineProducts(
  lines: OrderLine[],
  signal?: AbortSignal,
): Promise<Record<string, ProductOption>> {
  const wanted = new Map<string, string>();
  for (const line of lines) if (line.productId) wanted.set(line.productId, line.productName);
  const found = await Promise.all(
    [...wanted].map(async ([productId, name]) => {
      const { products } = await getProductOptions(name, signal);
      return products.find((p) => p.id === productId);
    }),
  );
  return Object.fromEntries(found.filter((p): p is ProductOption => Boolean(p)).map((p) => [p.id, p]));
}

export function useOrderLineProducts(orderId: string, lines: OrderLine[] | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...ordersQueryKey, 'line-products', orderId] as const,
      queryFn: ({ signal }) => getOrderLineProducts(lines ?? [], signal),
      enabled: Boolean(lines),
      staleTime: 0,
      gcTime: 0,
    }),
  );
}
