import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttributeCreateInput, AttributeUpdateInput } from '@vidriera/core';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';
import type { Attribute } from './types';

/** Attribute changes show in product lists ("Con atributos") and forms, so all of the catalogue refreshes. */
export const refreshCatalogue = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: catalogueKeys.all });

/** POST /api/catalogue/attributes | 409 ATTRIBUTE_NAME_TAKEN (field name). */
export function createAttribute(input: AttributeCreateInput): Promise<Attribute> {
  return api.post<{ attribute: Attribute }>('/api/catalogue/attributes', input).then((r) => r.attribute);
}

/** PUT /api/catalogue/attributes/{id}: values sent with their id are kept | 409 ATTRIBUTE_VALUE_IN_USE. */
export function updateAttribute({ id, input }: { id: string; input: AttributeUpdateInput }): Promise<Attribute> {
  return api.put<{ attribute: Attribute }>(`/api/catalogue/attributes/${id}`, input).then((r) => r.attribute);
}

export function useCreateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAttribute, onSuccess: () => refreshCatalogue(queryClient) });
}

export function useUpdateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAttribute, onSuccess: () => refreshCatalogue(queryClient) });
}
