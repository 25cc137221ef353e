import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';

const MIN_SIZE = 100;

interface ImageCropDialogProps {
  /** The chosen file; the dialog is open while it is set. */
  file: File | null;
  /** Width ÷ height: 1 for logos and products, 16/9 for banners. */
  aspect?: number;
  onCancel: () => void;
  onCropped: (png: Blob) => void;
}

async function cropToPng(imageUrl: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = imageUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width);
  canvas.height = Math.round(area.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d no disponible');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/png'),
  );
}

/** "Recortar Imagen" (docs/product/catalogue.md): square by default, at least 100×100 px, output PNG. */
export function ImageCropDialog({ file, aspect = 1, onCancel, onCropped }: ImageCropDialogProps) {
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Recortar Imagen</DialogTitle>
          <DialogDescription>Mueve y acerca la imagen para elegir el recorte.</DialogDescription>
        </DialogHeader>
        {file && (
          <CropArea
            key={`${file.name}-${file.size}-${file.lastModified}`}
            file={file}
            aspect={aspect}
            onCancel={onCancel}
            onCropped={onCropped}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Keyed by the file, so every new file starts with a fresh crop and zoom. */
function CropArea({
  file,
  aspect,
  onCancel,
  onCropped,
}: {
  file: File;
  aspect: number;
  onCancel: () => void;
  onCropped: (png: Blob) => void;
}) {
  const [imageUrl] = useState(() => URL.createObjectURL(file));
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => URL.revokeObjectURL(imageUrl), [imageUrl]);
  const onCropComplete = useCallback((_area: Area, pixels: Area) => setArea(pixels), []);

  async function confirm() {
    if (!area) return;
    if (area.width < MIN_SIZE || area.height < MIN_SIZE) {
      toast.error('Imagen muy pequeña', {
        description: `El recorte debe medir al menos ${MIN_SIZE}x${MIN_SIZE} píxeles.`,
      });
      return;
    }
    setBusy(true);
    try {
      onCropped(await cropToPng(imageUrl, area));
    } catch {
      toast.error('Error', { description: 'No se pudo recortar la imagen. Prueba con otro archivo.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="relative h-72 w-full overflow-hidden rounded-md bg-muted">
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
        />
      </div>
      <input
        type="range"
        min={1}
        max={3}
        step={0.05}
        value={zoom}
        onChange={(e) => setZoom(Number(e.target.value))}
        aria-label="Zoom"
        className="w-full accent-primary"
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button onClick={confirm} disabled={busy || !area}>
          Recortar y Guardar
        </Button>
      </DialogFooter>
    </>
  );
}
