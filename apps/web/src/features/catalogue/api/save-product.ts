import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput } from '@vidriera/core';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';
import type { ProductDetail } from './types';

export interface SaveProductInput {
  /** Absent: a new product. */
  id?: string | undefined;
  input: ProductInput;
}

/** POST /api/catalogue/products, or PUT …/{id}: variants sent with their id are updated in place. */
export function saveProduct({ id, input }: SaveProductInput): Promise<ProductDetail> {
  const request = id
    ? api.put<{ product: ProductDetail }>(`/api/catalogue/products/${id}`, input)
    : api.post<{ product: ProductDetail }>('/api/catalogue/products', input);
  return request.then((r) => r.product);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    // Lists, and the attributes' product counts.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: catalogueKeys.products }), queryClient.invalidateQueries({ queryKey: catalogueKeys.attributes })]),
  });
}
