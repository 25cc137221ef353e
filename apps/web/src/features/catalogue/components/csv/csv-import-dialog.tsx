import { type CatalogueImportPreview, CSV_LAYOUT_NAMES, CSV_MAX_BYTES } from '@vidriera/core';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, FileUp, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api-client';
import { fileToBase64 } from '@/lib/file-base64';
import { toast } from '@/lib/toast';
import { importCatalogue, latestImportQueryOptions, previewCatalogueImport } from '../../api/catalogue-csv';
import { IMPORT_TOAST, plural } from './catalogue-import-status';
import { PhotoZipUpload } from './photo-zip-upload';

type Step =
  | { kind: 'choose' }
  | { kind: 'reading'; progress: number }
  | { kind: 'preview'; csv: string; preview: CatalogueImportPreview }
  | { kind: 'importing'; progress: number; preview: CatalogueImportPreview };

/**
 * "Importar CSV": choose the file, see what it creates and updates and every
 * row's error, then confirm; a job on the server writes it all or nothing,
 * and the products page shows its progress (catalogue-import-status.tsx;
 * docs/product/catalogue.md, "Planilla CSV").
 */
export function CsvImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = step.kind === 'reading' || step.kind === 'importing';
  const reset = () => {
    setStep({ kind: 'choose' });
    setProblem(null);
    if (input.current) input.current.value = '';
  };

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (file.size > CSV_MAX_BYTES) {
      setProblem('El archivo supera los 2 MB. Divídelo en partes.');
      return;
    }
    setStep({ kind: 'reading', progress: 30 });
    try {
      const csv = await fileToBase64(file);
      setStep({ kind: 'reading', progress: 60 });
      const preview = await previewCatalogueImport(csv);
      setStep({ kind: 'preview', csv, preview });
    } catch (error) {
      setStep({ kind: 'choose' });
      setProblem(isApiError(error) ? error.message : 'No se pudo leer el archivo. Intenta de nuevo.');
    }
  }

  async function confirm() {
    if (step.kind !== 'preview') return;
    const { csv, preview } = step;
    setStep({ kind: 'importing', progress: 50, preview });
    // The previous import's notice and toast are no answer to this one: they go as it starts.
    await queryClient.cancelQueries({ queryKey: latestImportQueryOptions.queryKey });
    queryClient.setQueryData(latestImportQueryOptions.queryKey, { import: null });
    toast.dismiss(IMPORT_TOAST);
    try {
      const status = await importCatalogue(csv);
      queryClient.setQueryData(latestImportQueryOptions.queryKey, { import: status });
      onOpenChange(false);
      reset();
    } catch (error) {
      setStep({ kind: 'preview', csv, preview });
      setProblem(
        isApiError(error) ? error.message : 'No se pudo importar el archivo. No se guardó nada; intenta de nuevo.',
      );
    }
  }

  const preview = step.kind === 'preview' || step.kind === 'importing' ? step.preview : null;
  const creates = preview?.products.filter((p) => p.action === 'create').length ?? 0;
  const updates = (preview?.products.length ?? 0) - creates;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent className="max-h-[90dvh] grid-cols-[minmax(0,1fr)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Importar CSV</DialogTitle>
          <DialogDescription>
            Usa el archivo de «Exportar CSV» (una fila por variante), uno con una fila por producto (las columnas
            Producto y Precio base son obligatorias) o la exportación de productos de Tiendanube o Shopify tal como la
            descargas. Los productos se actualizan si coinciden por SKU o, si no, por nombre; solo cambian los datos que
            el archivo trae.
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'choose' && (
          <label className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center hover:bg-muted/50">
            <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
            <span className="font-medium">Elegir archivo CSV</span>
            <span className="text-sm text-muted-foreground">Hasta 2 MB y 5.000 filas.</span>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              aria-label="Archivo CSV"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
        )}
        {step.kind === 'choose' && <PhotoZipUpload />}

        {(step.kind === 'reading' || step.kind === 'importing') && (
          <div className="space-y-2" role="status">
            <p className="text-sm">
              {step.kind === 'reading'
                ? 'Leyendo el archivo…'
                : `Importando ${plural(preview?.rows ?? 0, 'fila', 'filas')}…`}
            </p>
            <Progress value={step.progress} aria-label="Progreso de la importación" />
          </div>
        )}

        {problem && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            {problem}
          </p>
        )}

        {preview && (
          <div className="min-w-0 space-y-4">
            <p
              className="text-sm font-medium"
              data-testid="csv-import-layout"
            >{`Formato reconocido: ${CSV_LAYOUT_NAMES[preview.layout]}`}</p>
            <p className="text-sm" data-testid="csv-import-summary">
              {`${plural(preview.rows, 'fila', 'filas')}: se crearán ${plural(creates, 'producto', 'productos')} y se actualizarán ${plural(updates, 'producto', 'productos')}.`}
              {preview.newCategories.length > 0 && ` Categorías nuevas: ${preview.newCategories.join(', ')}.`}
              {preview.newAttributes.length > 0 && ` Atributos nuevos: ${preview.newAttributes.join(', ')}.`}
            </p>
            {preview.ignoredColumns.length > 0 && (
              <p
                className="text-sm text-muted-foreground"
                data-testid="csv-import-ignored"
              >{`Columnas que no se importan: ${preview.ignoredColumns.join(', ')}.`}</p>
            )}
            {preview.errors.length > 0 && (
              <div className="space-y-1 rounded-md border border-destructive/40 bg-destructive/5 p-3">
                <p className="font-medium text-destructive">{`${plural(preview.errors.length, 'error', 'errores')}: corrige el archivo y vuelve a elegirlo. No se guardará nada hasta entonces.`}</p>
                <ul className="max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm">
                  {preview.errors.map((e) => (
                    <li key={`${e.row}-${e.message}`}>{e.message}</li>
                  ))}
                </ul>
              </div>
            )}
            {preview.warnings.length > 0 && (
              <ul className="space-y-0.5 text-sm text-muted-foreground">
                {preview.warnings.map((w) => (
                  <li key={`${w.row}-${w.message}`} className="flex gap-2">
                    <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                    {w.message}
                  </li>
                ))}
              </ul>
            )}
            <ul
              className="max-h-60 divide-y overflow-y-auto rounded-md border text-sm"
              aria-label="Productos del archivo"
            >
              {preview.products.map((p) => (
                <li key={p.row} className="flex items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0 truncate">
                    <span className="text-muted-foreground tabular-nums">{`Fila ${p.row} · `}</span>
                    {p.name || 'Sin nombre'}
                    <span className="text-muted-foreground">{` · ${plural(p.variants, 'variante', 'variantes')}`}</span>
                  </span>
                  <Badge variant={p.action === 'create' ? 'default' : 'secondary'}>
                    {p.action === 'create' ? 'Nuevo' : 'Actualiza'}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        )}

        <DialogFooter>
          {preview && step.kind === 'preview' && (
            <Button variant="outline" onClick={reset}>
              Elegir otro archivo
            </Button>
          )}
          {preview && (
            <Button onClick={() => void confirm()} disabled={step.kind !== 'preview' || preview.errors.length > 0}>
              <Upload />
              {`Importar ${plural(preview.products.length, 'producto', 'productos')}`}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
