import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeRoutes } from '@vidriera/core';
import { uploadToRoute } from '@/lib/upload';
import { myStoreQueryOptions, type Store } from '@/lib/my-store';

export type StoreImageKind = 'logo' | 'banner';

interface UploadStoreImageInput {
  kind: StoreImageKind;
  image: Blob;
  onProgress?: (percent: number) => void;
}

/** POST /api/stores/mine/images/{logo|banner}: replaces the image (the server removes the old one). */
export function uploadStoreImage({ kind, image, onProgress }: UploadStoreImageInput): Promise<{ store: Store }> {
  const extension = image.type === 'image/webp' ? 'webp' : 'png';
  return uploadToRoute(storeRoutes.uploadImage, image, `${kind}.${extension}`, { params: { kind }, onProgress });
}

export function useUploadStoreImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStoreImage,
    onSuccess: ({ store }) => queryClient.setQueryData(myStoreQueryOptions.queryKey, { store }),
  });
}
