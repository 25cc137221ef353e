import { useQueryClient } from '@tanstack/react-query';
import { FileUp, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/lib/toast';
import { isUnderWay, useLatestImport } from '../../api/catalogue-csv';
import { catalogueKeys } from '../../api/query-keys';

const DISMISSED = 'vidriera.catalogue-import.dismissed';
/** The id of the toast that says how an import ended: a new import closes it (csv-import-dialog.tsx). */
export const IMPORT_TOAST = 'catalogue-import';

export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`;

/**
 * The store's latest "Importar CSV" on the products page
 * (docs/product/catalogue.md, "Planilla CSV"): a bar with the rows written
 * while its job runs, which the merchant can leave and come back to; then
 * its result, or why nothing was saved, until the merchant closes it.
 */
export function CatalogueImportStatus() {
  const queryClient = useQueryClient();
  const { data } = useLatestImport();
  const status = data?.import ?? null;
  const [dismissed, setDismissed] = useState(() =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(DISMISSED),
  );
  const seenRunning = useRef<string | null>(null);
  const underWay = isUnderWay(status);

  // When an import this page watched ends: the list shows its products, and a toast says so.
  useEffect(() => {
    if (!status) return;
    if (underWay) {
      seenRunning.current = status.id;
      return;
    }
    if (seenRunning.current !== status.id) return;
    seenRunning.current = null;
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.products });
    void queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'import-pictures'] });
    if (status.result) {
      const pictures = status.result.picturesToFetch
        ? ` Trayendo ${plural(status.result.picturesToFetch, 'foto', 'fotos')} desde sus direcciones.`
        : '';
      toast.success('Catálogo importado', { id: IMPORT_TOAST, description: `${resultText(status.result)}${pictures}` });
    } else if (status.error) {
      toast.error('No se importó el archivo', { id: IMPORT_TOAST, description: status.error });
    }
  }, [status, underWay, queryClient]);

  if (!status || dismissed === status.id) return null;
  const close = () => {
    localStorage.setItem(DISMISSED, status.id);
    setDismissed(status.id);
  };
  const percent = status.rowsTotal > 0 ? (status.rowsDone / status.rowsTotal) * 100 : 0;
  return (
    <Alert
      variant={status.state === 'failed' ? 'destructive' : 'default'}
      role="status"
      data-testid="catalogue-import-status"
    >
      <FileUp aria-hidden="true" />
      <AlertTitle className="flex items-center justify-between gap-2">
        {status.state === 'queued' && `Importación en espera: ${plural(status.rowsTotal, 'fila', 'filas')}`}
        {status.state === 'running' &&
          `Importando: ${status.rowsDone.toLocaleString('es-AR')} de ${plural(status.rowsTotal, 'fila', 'filas')}`}
        {status.state === 'done' && 'Catálogo importado'}
        {status.state === 'failed' && 'No se importó el archivo'}
        {!underWay && (
          <Button
            variant="ghost"
            size="icon"
            className="size-6"
            onClick={close}
            aria-label="Cerrar el aviso de la importación"
          >
            <X />
          </Button>
        )}
      </AlertTitle>
      <AlertDescription>
        {underWay && <Progress value={percent} aria-label="Progreso de la importación" className="my-1" />}
        {underWay && <p>Puedes seguir trabajando o salir: la importación sigue y se guarda entera o nada.</p>}
        {status.result && <p>{`${resultText(status.result)}`}</p>}
        {status.error && <p>{status.error}</p>}
        {status.failures.length > 0 && (
          <ul className="max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5">
            {status.failures.map((f) => (
              <li key={`${f.row}-${f.message}`}>{f.message}</li>
            ))}
          </ul>
        )}
      </AlertDescription>
    </Alert>
  );
}

const resultText = (result: { created: number; updated: number }) =>
  `${plural(result.created, 'producto creado', 'productos creados')} y ${plural(result.updated, 'actualizado', 'actualizados')}.`;
