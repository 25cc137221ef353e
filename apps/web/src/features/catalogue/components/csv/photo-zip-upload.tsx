import type { PhotoZipResult } from '@vidriera/core';
import { useQueryClient } from '@tanstack/react-query';
import { FileArchive } from 'lucide-react';
import { useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { uploadPhotoZip } from '../../api/catalogue-csv';
import { catalogueKeys } from '../../api/query-keys';
import { plural } from './catalogue-import-status';

/** The ZIP as uploaded, at most (the server's limit, read-photo-zip.ts). */
const ZIP_MAX_BYTES = 50 * 1024 * 1024;

/**
 * "Subir fotos (ZIP)" on the import screen (docs/product/catalogue.md, "Fotos
 * en un ZIP"): Tiendanube's file has no pictures, so the merchant uploads
 * them in a ZIP named by URL identifier or SKU; the summary says which were
 * added and which files matched nothing, and why.
 */
export function PhotoZipUpload() {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PhotoZipResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setResult(null);
    setProblem(null);
    if (file.size > ZIP_MAX_BYTES) {
      setProblem('El ZIP supera los 50 MB. Divídelo en partes.');
      return;
    }
    setBusy(true);
    try {
      setResult(await uploadPhotoZip(file));
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.products });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'No se pudo subir el ZIP. Intenta de nuevo.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-2 rounded-lg border p-3 text-sm">
      <p className="text-muted-foreground">
        ¿Vienes de Tiendanube? Su planilla no trae fotos: después de importarla, sube un ZIP con las fotos nombradas por
        el identificador de URL o el SKU (remera-lisa.jpg, remera-lisa-2.jpg, RL-001-M.jpg).
      </p>
      <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 font-medium hover:bg-muted/50 has-[:focus-visible]:ring-2">
        {busy ? <Spinner className="size-4" /> : <FileArchive className="size-4" aria-hidden="true" />}
        {busy ? 'Subiendo fotos…' : 'Subir fotos (ZIP)'}
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          className="sr-only"
          aria-label="ZIP de fotos"
          disabled={busy}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </label>
      {problem && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-destructive"
        >
          {problem}
        </p>
      )}
      {result && (
        <div role="status" className="space-y-1" data-testid="photo-zip-result">
          <p className="font-medium">{`${plural(result.saved, 'foto agregada', 'fotos agregadas')} a tus productos.`}</p>
          {result.unmatched.length > 0 && (
            <>
              <p>{`${plural(result.unmatched.length, 'archivo', 'archivos')} sin agregar:`}</p>
              <ul className="max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5 text-muted-foreground break-words">
                {result.unmatched.map((u) => (
                  <li key={u.file}>{u.reason}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
