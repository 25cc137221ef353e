import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { fileToBase64 } from '@/lib/file-base64';
import { toast, toastApiError } from '@/lib/toast';
import { useImportCustomers } from '../api/customers';

/** "Importar clientes": a customer list's CSV (Tiendanube's export, ours); says how many were added and updated. */
export function ImportCustomersButton() {
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportCustomers();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    importing.mutate(await fileToBase64(file), {
      onSuccess: (r) => {
        const result = r as { added: number; updated: number; skipped: number };
        toast.success('Clientes importados', {
          description: `${result.added} nuevos, ${result.updated} actualizados, ${result.skipped} filas sin teléfono ni e-mail.`,
        });
      },
      onError: (error) => toastApiError(error, 'No se pudo importar'),
    });
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label="Archivo de clientes"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={importing.isPending}>
        <Upload />
        Importar clientes
      </Button>
    </>
  );
}
