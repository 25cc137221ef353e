import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/copy-text';
import { toast } from '@/lib/toast';

/** The ten recovery codes, shown once: each signs in once when the phone is not at hand. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  async function copy() {
    try {
      await copyText(codes.join('\n'));
      toast.success('Copiado', { description: 'Códigos de recuperación en el portapapeles.' });
    } catch {
      toast.error('Error', { description: 'No se pudo copiar. Selecciona los códigos y cópialos a mano.' });
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm">
        Guarda estos códigos de recuperación en un lugar seguro. Cada uno sirve <strong>una sola vez</strong> para
        entrar si no tienes tu teléfono a mano. No los vas a volver a ver.
      </p>
      <ul
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-3 font-mono text-sm"
        aria-label="Códigos de recuperación"
      >
        {codes.map((code) => (
          <li key={code} className="text-center select-all">
            {code}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" type="button" onClick={() => void copy()}>
        <Copy />
        Copiar códigos
      </Button>
    </div>
  );
}
