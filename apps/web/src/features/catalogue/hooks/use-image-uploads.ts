import { useState } from 'react';
import { fitImageForUpload } from '@/lib/fit-image';
import { toast, toastApiError } from '@/lib/toast';
import { uploadProductImage } from '../api/upload-product-image';

interface Upload {
  key: number;
  progress: number;
}

let nextKey = 0;

/**
 * Product pictures on their way in (docs/product/catalogue.md): chosen files wait their turn
 * for the crop dialog, each crop uploads with its progress, and the limit
 * counts what is saved, waiting and uploading. `onUploaded` gets each URL.
 */
export function useImageUploads({
  count,
  max,
  onUploaded,
}: {
  count: number;
  max: number;
  onUploaded: (url: string) => void;
}) {
  const [queue, setQueue] = useState<File[]>([]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const taken = count + queue.length + uploads.length;

  const refuse = () => toast.error('Límite de imágenes', { description: `Puedes subir un máximo de ${max} imágenes.` });

  function choose(files: File[]) {
    const images = files.filter((file) => file.type.startsWith('image/'));
    if (images.length < files.length)
      toast.error('Archivo no válido', { description: 'Elige archivos de imagen (JPG o PNG).' });
    const room = Math.max(0, max - taken);
    if (images.length > room) refuse();
    if (room > 0) setQueue((current) => [...current, ...images.slice(0, room)]);
  }

  async function upload(png: Blob) {
    setQueue((current) => current.slice(1));
    const key = nextKey++;
    const setProgress = (progress: number) =>
      setUploads((current) => current.map((u) => (u.key === key ? { ...u, progress } : u)));
    setUploads((current) => [...current, { key, progress: 0 }]);
    try {
      onUploaded(await uploadProductImage(await fitImageForUpload(png, 'product'), setProgress));
    } catch (error) {
      toastApiError(error, 'Error', 'No se pudo subir la imagen.');
    } finally {
      setUploads((current) => current.filter((u) => u.key !== key));
    }
  }

  return {
    cropping: queue[0] ?? null,
    cancelCrop: () => setQueue((current) => current.slice(1)),
    upload: (png: Blob) => void upload(png),
    choose,
    refuse,
    uploads,
    full: taken >= max,
  };
}
