import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';
import type { ProductType } from './types';

/** POST /api/catalogue/product-types { name }. */
export function createProductType(name: string): Promise<ProductType> {
  return callRoute(catalogueRoutes.createProductType, { body: { name } }).then((r) => r.productType);
}

export function useCreateProductType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProductType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.productTypes }),
  });
}
