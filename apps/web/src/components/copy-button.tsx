import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { copyText } from '@/lib/copy-text';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  text: string;
  /** What is copied, for the accessible name: "Copiar {what}". */
  what: string;
  /** Visible text; without it the button is an icon with an aria-label. */
  label?: string;
}

/** Copies `text` and confirms with the "Copiado" toast (docs/product/super-admin.md). */
export function CopyButton({ text, what, label, variant = 'outline', size, ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await copyText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
      toast.success('Copiado', { description: `${what.charAt(0).toUpperCase()}${what.slice(1)} en el portapapeles.` });
    } catch {
      toast.error('Error', { description: 'No se pudo copiar. Selecciona el texto y cópialo a mano.' });
    }
  }

  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant={variant}
      size={size ?? (label ? 'default' : 'icon')}
      onClick={() => void copy()}
      aria-label={label ? undefined : `Copiar ${what}`}
      title={label ? undefined : `Copiar ${what}`}
      {...props}
    >
      <Icon />
      {label}
    </Button>
  );
}
