import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** What the field's control carries so that the label, the hint and the error line speak of it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** A line below the control that says what to type (its id is `${id}-hint`). */
  hint?: ReactNode;
  /** The id of another line in the children that describes the control (a character count). */
  describedBy?: string;
  /** The control; given as a function, it receives its id and the aria attributes that tie it to the hint and the error. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/** A label above its control, with an optional hint and error line below. */
export function Field({ id, label, error, hint, describedBy, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {typeof children === 'function' ? children(control) : children}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
