import { ImageDown, X } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useImportPictures } from '../../api/catalogue-csv';

const DISMISSED = 'vidriera.import-pictures.dismissed';

/**
 * The pictures an import is bringing from their addresses
 * (docs/product/catalogue.md, "Fotos desde la planilla"): a bar while they
 * arrive, then the ones that did not, by row, until the merchant closes it.
 */
export function ImportPicturesStatus() {
  const { data } = useImportPictures();
  const [dismissed, setDismissed] = useState(() =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(DISMISSED),
  );
  if (!data?.importedAt || dismissed === data.importedAt) return null;
  const total = data.pending + data.done + data.failed.length;
  const arriving = data.pending > 0;
  const close = () => {
    localStorage.setItem(DISMISSED, data.importedAt ?? '');
    setDismissed(data.importedAt);
  };
  return (
    <Alert
      variant={!arriving && data.failed.length > 0 ? 'destructive' : 'default'}
      role="status"
      data-testid="import-pictures-status"
    >
      <ImageDown aria-hidden="true" />
      <AlertTitle className="flex items-center justify-between gap-2">
        {arriving
          ? `Trayendo las fotos de la importación: ${total - data.pending} de ${total}`
          : `Fotos de la importación: llegaron ${data.done} de ${total}`}
        {!arriving && (
          <Button variant="ghost" size="icon" className="size-6" onClick={close} aria-label="Cerrar el aviso de fotos">
            <X />
          </Button>
        )}
      </AlertTitle>
      <AlertDescription>
        {arriving && (
          <Progress value={((total - data.pending) / total) * 100} aria-label="Fotos traídas" className="my-1" />
        )}
        {arriving && <p>Puedes seguir trabajando o salir: las fotos siguen llegando.</p>}
        {data.failed.length > 0 && (
          <ul className="max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5 break-all">
            {data.failed.map((f) => (
              <li key={`${f.row}-${f.address}`}>{f.message}</li>
            ))}
          </ul>
        )}
        {!arriving && data.failed.length > 0 && <p>Sube esas fotos desde cada producto.</p>}
      </AlertDescription>
    </Alert>
  );
}
