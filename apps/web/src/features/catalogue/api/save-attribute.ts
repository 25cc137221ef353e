import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AttributeCreateInput, type AttributeUpdateInput, catalogueRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';
import type { Attribute } from './types';

/** Attribute changes show in product lists ("Con atributos") and forms, so all of the catalogue refreshes. */
export const refreshCatalogue = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: catalogueKeys.all });

/** POST /api/catalogue/attributes | 409 ATTRIBUTE_NAME_TAKEN (field name). */
export function createAttribute(input: AttributeCreateInput): Promise<Attribute> {
  return callRoute(catalogueRoutes.createAttribute, { body: input }).then((r) => r.attribute);
}

/** PUT /api/catalogue/attributes/{id}: values sent with their id are kept | 409 ATTRIBUTE_VALUE_IN_USE. */
export function updateAttribute({ id, input }: { id: string; input: AttributeUpdateInput }): Promise<Attribute> {
  return callRoute(catalogueRoutes.updateAttribute, { params: { id }, body: input }).then((r) => r.attribute);
}

export function useCreateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAttribute, onSuccess: () => refreshCatalogue(queryClient) });
}

export function useUpdateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAttribute, onSuccess: () => refreshCatalogue(queryClient) });
}
