import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';
import { myStoreQueryOptions, type Store } from '@/lib/my-store';
import type { StoreImageKind } from './upload-store-image';

/** DELETE /api/stores/mine/images/{logo|banner}. */
export function deleteStoreImage(kind: StoreImageKind): Promise<{ store: Store }> {
  return callRoute(storeRoutes.deleteImage, { params: { kind } });
}

export function useDeleteStoreImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStoreImage,
    onSuccess: ({ store }) => queryClient.setQueryData(myStoreQueryOptions.queryKey, { store }),
  });
}
