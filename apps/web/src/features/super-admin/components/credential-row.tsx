import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/copy-button';

interface CredentialRowProps {
  label: string;
  value: string;
  /** For the copy button's name: "Copiar {what}". */
  what: string;
  /** Hidden behind dots until shown (the password). */
  secret?: boolean;
  mono?: boolean;
}

/** A labelled value with a copy button, and a show/hide toggle for secrets. */
export function CredentialRow({ label, value, what, secret = false, mono = false }: CredentialRowProps) {
  const [visible, setVisible] = useState(!secret);
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <div className="flex items-center gap-2">
        <div
          data-credential={what}
          className={`min-w-0 flex-1 rounded-md border bg-muted/50 px-3 py-2 text-sm break-all ${mono || secret ? 'font-mono' : ''}`}
        >
          {visible ? value : '•'.repeat(Math.max(value.length, 8))}
        </div>
        {secret && (
          <Button
            variant="outline"
            size="icon"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-pressed={visible}
          >
            {visible ? <EyeOff /> : <Eye />}
          </Button>
        )}
        <CopyButton text={value} what={what} />
      </div>
    </div>
  );
}
