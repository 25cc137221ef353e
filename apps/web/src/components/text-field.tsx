import type { ComponentProps, ReactNode } from 'react';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';

type TextFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
} & Omit<ComponentProps<'input'>, 'id'>;

/** A one-line input in a Field: the props beyond the field's own go to the input (a form's `register(...)` among them). */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => <Input {...input} {...control} />}
    </Field>
  );
}
