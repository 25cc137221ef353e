import { catalogueRoutes } from '@vidriera/core';
import { uploadToRoute } from '@/lib/upload';

/** POST /api/catalogue/product-images multipart `file` → `{ url }`, to be saved in the product's `images`. */
export function uploadProductImage(image: Blob, onProgress?: (percent: number) => void): Promise<string> {
  const extension = image.type === 'image/webp' ? 'webp' : 'png';
  return uploadToRoute(catalogueRoutes.uploadProductImage, image, `producto.${extension}`, { onProgress }).then(
    (r) => r.url,
  );
}
