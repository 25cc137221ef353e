import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCatalogue } from './save-attribute';

/** DELETE /api/catalogue/attributes/{id}: it leaves every product and variant that had it. */
export function deleteAttribute(id: string): Promise<void> {
  return api.delete<void>(`/api/catalogue/attributes/${id}`);
}

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAttribute, onSuccess: () => refreshCatalogue(queryClient) });
}
