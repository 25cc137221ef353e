import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A button that, while its work runs, is disabled and says so with a spinner and its busy label ("Guardando..."). */
export function BusyButton({
  busy,
  busyLabel,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & { busy: boolean; busyLabel: string }) {
  return (
    <Button {...props} disabled={busy || disabled}>
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </Button>
  );
}
