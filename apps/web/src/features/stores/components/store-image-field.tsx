import { ImageIcon, Upload, X } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { ImageCropDialog } from '@/components/image-crop-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { responsiveImage } from '@/lib/image-url';
import { toast, toastApiError } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDeleteStoreImage } from '../api/delete-store-image';
import { type StoreImageKind, useUploadStoreImage } from '../api/upload-store-image';
import { fitImageForUpload } from '@/lib/fit-image';

const COPY: Record<StoreImageKind, { label: string; name: string; hint: string; aspect: number; sizes: string }> = {
  logo: {
    label: 'Logo',
    name: 'logo',
    hint: 'Cuadrado (1:1). Se ve en el encabezado de tu tienda.',
    aspect: 1,
    sizes: '96px',
  },
  banner: {
    label: 'Banner',
    name: 'banner',
    hint: 'Horizontal (16:9). La imagen de portada de tu tienda.',
    aspect: 16 / 9,
    sizes: '(min-width: 640px) 480px, 100vw',
  },
};

interface StoreImageFieldProps {
  kind: StoreImageKind;
  imageUrl: string | null;
  storeName: string;
}

/** Logo or banner: preview, crop on choose, upload with progress, small remove button (docs/product/stores.md). */
export function StoreImageField({ kind, imageUrl, storeName }: StoreImageFieldProps) {
  const copy = COPY[kind];
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadStoreImage();
  const remove = useDeleteStoreImage();
  const busy = progress !== null || remove.isPending;
  const inputId = `store-${kind}-file`;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      toast.error('Archivo no válido', { description: 'Elige un archivo de imagen (JPG, PNG o WebP).' });
      return;
    }
    setFile(chosen);
  }

  async function uploadCrop(png: Blob) {
    setFile(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ kind, image: await fitImageForUpload(png, kind), onProgress: setProgress });
      toast.success('Imagen actualizada', { description: `El ${copy.name} de tu tienda se actualizó correctamente.` });
    } catch (error) {
      toastApiError(error, 'Error al subir la imagen');
    } finally {
      setProgress(null);
    }
  }

  function removeImage() {
    remove.mutate(kind, {
      onSuccess: () => toast.success('Imagen eliminada', { description: `Se quitó el ${copy.name} de tu tienda.` }),
      onError: (error) => toastApiError(error, 'Error al eliminar la imagen'),
    });
  }

  return (
    <div className="space-y-3">
      <Label htmlFor={inputId}>{copy.label}</Label>
      <div className={cn('flex gap-4', kind === 'banner' ? 'flex-col' : 'items-center')}>
        <div
          className={cn(
            'relative shrink-0 overflow-hidden rounded-lg border bg-muted',
            kind === 'logo' ? 'size-24' : 'aspect-video w-full max-w-md',
          )}
        >
          {imageUrl ? (
            <img
              {...responsiveImage(imageUrl, kind, copy.sizes)}
              alt={`${copy.label} de ${storeName}`}
              className="size-full object-cover"
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground">
              <ImageIcon className="size-6" aria-hidden="true" />
              <span className="text-xs">Sin {copy.name}</span>
            </div>
          )}
          {imageUrl && (
            <button
              type="button"
              onClick={removeImage}
              disabled={busy}
              aria-label={`Quitar ${copy.name}`}
              title={`Quitar ${copy.name}`}
              className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-background/90 text-foreground shadow-sm ring-1 ring-border transition-colors outline-none hover:bg-destructive hover:text-white focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
            >
              {remove.isPending ? <Spinner className="size-3.5" /> : <X className="size-3.5" aria-hidden="true" />}
            </button>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-xs text-muted-foreground">{copy.hint}</p>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            onChange={choose}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => inputRef.current?.click()}>
            <Upload />
            {imageUrl ? `Cambiar ${copy.label}` : `Subir ${copy.label}`}
          </Button>
          {progress !== null && (
            <div className="max-w-xs space-y-1" role="status">
              <Progress value={progress} aria-label={`Subiendo ${copy.name}`} />
              <p className="text-xs text-muted-foreground">Subiendo... {progress}%</p>
            </div>
          )}
        </div>
      </div>
      <ImageCropDialog
        file={file}
        aspect={copy.aspect}
        onCancel={() => setFile(null)}
        onCropped={(png) => void uploadCrop(png)}
      />
    </div>
  );
}
