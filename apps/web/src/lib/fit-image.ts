import { IMAGE_SIZES, type ImageKind, MAX_UPLOAD_BYTES } from '@vidriera/core';

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), type, quality),
  );
}

/**
 * A crop of a phone photo can be several thousand pixels wide, which as PNG
 * easily passes the 5 MB upload limit. The server never keeps more than the
 * largest responsive width, so the crop is scaled down to it first; if the
 * PNG is still too heavy, it goes as a high-quality WebP instead.
 */
export async function fitImageForUpload(png: Blob, kind: ImageKind): Promise<Blob> {
  const maxWidth = Math.max(...IMAGE_SIZES[kind].widths);
  const bitmap = await createImageBitmap(png);
  try {
    if (bitmap.width <= maxWidth && png.size <= MAX_UPLOAD_BYTES) return png;
    const scale = Math.min(1, maxWidth / bitmap.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return png;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const resized = await canvasToBlob(canvas, 'image/png');
    return resized.size <= MAX_UPLOAD_BYTES ? resized : canvasToBlob(canvas, 'image/webp', 0.92);
  } finally {
    bitmap.close();
  }
}
