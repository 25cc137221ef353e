import { ChevronLeft, ChevronRight, ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { ImageCropDialog } from '@/components/image-crop-dialog';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { responsiveImage } from '@/lib/image-url';
import { useImageUploads } from '../../hooks/use-image-uploads';

interface ProductImagesFieldProps {
  images: string[];
  max: number;
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

const tileButton =
  'grid size-7 place-items-center rounded-full bg-background/90 text-foreground shadow-sm ring-1 ring-border outline-none hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-40';

/** Up to `max` square pictures: each chosen file is cropped 1:1, then uploaded with progress; reorder or remove. */
export function ProductImagesField({ images, max, onAdd, onRemove, onMove }: ProductImagesFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const uploads = useImageUploads({ count: images.length, max, onUploaded: onAdd });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length) uploads.choose(files);
  }

  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Imágenes del producto">
        {images.map((url, index) => (
          <li key={url} className="group relative aspect-square overflow-hidden rounded-lg border bg-muted">
            <img
              {...responsiveImage(url, 'product', '(min-width: 640px) 200px, 50vw', 320)}
              alt={`Imagen ${index + 1}`}
              className="size-full object-cover"
            />
            {index === 0 && (
              <span className="absolute bottom-1 left-1 rounded bg-background/90 px-1.5 py-0.5 text-[11px] font-medium">
                Principal
              </span>
            )}
            <div className="absolute top-1 right-1 left-1 flex justify-between gap-1">
              <div className="flex gap-1">
                <button
                  type="button"
                  className={tileButton}
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                  aria-label={`Mover imagen ${index + 1} antes`}
                  title="Mover antes"
                >
                  <ChevronLeft className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={tileButton}
                  disabled={index === images.length - 1}
                  onClick={() => onMove(index, index + 1)}
                  aria-label={`Mover imagen ${index + 1} después`}
                  title="Mover después"
                >
                  <ChevronRight className="size-4" aria-hidden="true" />
                </button>
              </div>
              <button
                type="button"
                className={`${tileButton} hover:bg-destructive hover:text-white`}
                onClick={() => onRemove(index)}
                aria-label={`Quitar imagen ${index + 1}`}
                title="Quitar imagen"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
        {uploads.uploads.map((upload) => (
          <li
            key={upload.key}
            className="flex aspect-square flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-3"
            role="status"
          >
            <Progress value={upload.progress} aria-label="Subiendo imagen" className="w-full" />
            <span className="text-xs text-muted-foreground">Subiendo... {upload.progress}%</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id="product-images-input"
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          onChange={choose}
          aria-label="Elegir imágenes"
        />
        <Button variant="outline" onClick={() => (uploads.full ? uploads.refuse() : inputRef.current?.click())}>
          <ImagePlus />
          Agregar imágenes
        </Button>
        <p className="text-xs text-muted-foreground">
          JPG o PNG, se recortan en cuadrado. {images.length} de {max} imágenes.
        </p>
      </div>
      <ImageCropDialog file={uploads.cropping} aspect={1} onCancel={uploads.cancelCrop} onCropped={uploads.upload} />
    </div>
  );
}
