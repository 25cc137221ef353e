import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface CancelAndSubmitProps {
  busy: boolean;
  /** The submit button waits for this too (nothing typed yet). */
  cannotSubmit: boolean;
  destructive?: boolean;
  onCancel: () => void;
  /** The submit button's words. */
  children: ReactNode;
}

/** A step of the account's security settings ends in "Cancelar" and its submit button, a spinner while it works. */
export function CancelAndSubmit({ busy, cannotSubmit, destructive = false, onCancel, children }: CancelAndSubmitProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row">
      <Button variant="outline" type="button" onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy || cannotSubmit}>
        {busy && <Spinner />}
        {children}
      </Button>
    </div>
  );
}
