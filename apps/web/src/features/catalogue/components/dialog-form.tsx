import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

interface DialogFormActionsProps {
  busy: boolean;
  onCancel: () => void;
  label: string;
  busyLabel: string;
}

/** A catalogue dialog's "Cancelar" and submit buttons; both wait while it saves. */
export function DialogFormActions({ busy, onCancel, label, busyLabel }: DialogFormActionsProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
      <BusyButton type="submit" busy={busy} busyLabel={busyLabel}>
        {label}
      </BusyButton>
    </DialogFooter>
  );
}

interface NestedDialogFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  className: string;
  children: ReactNode;
}

/** A dialog's own form that can open from inside the product form: its submit stops here and never reaches that form. */
export function NestedDialogForm({ onSubmit, className, children }: NestedDialogFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
      noValidate
      className={className}
    >
      {children}
    </form>
  );
}
