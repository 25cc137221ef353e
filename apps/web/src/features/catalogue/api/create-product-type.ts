import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';
import type { ProductType } from './types';

/** POST /api/catalogue/product-types { name }. */
export function createProductType(name: string): Promise<ProductType> {
  return api.post<{ productType: ProductType }>('/api/catalogue/product-types', { name }).then((r) => r.productType);
}

export function useCreateProductType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProductType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.productTypes }),
  });
}
