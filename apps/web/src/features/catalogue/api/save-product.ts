import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueRoutes, type ProductInput } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
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
    ? callRoute(catalogueRoutes.updateProduct, { params: { id }, body: input })
    : callRoute(catalogueRoutes.createProduct, { body: input });
  return request.then((r) => r.product);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    // Lists, and the attributes' product counts.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.attributes }),
      ]),
  });
}
