import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { defineIsland } from '@/components/island';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydration';

export interface CopyTextProps {
  /** What lands on the clipboard (the CBU/alias, the amount as digits). */
  value: string;
  /** What the button copies, for screen readers: "Copiar CBU/Alias". */
  label: string;
}

/** A copy button next to a payment detail on the shopper's order page: the value itself stays plain, selectable text. */
function CopyText({ value, label }: CopyTextProps) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={!hydrated}
      aria-label={label}
      onClick={() => {
        void navigator.clipboard.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? '¡Copiado!' : 'Copiar'}</span>
    </Button>
  );
}

export default defineIsland('storefront/copy-text', CopyText);
