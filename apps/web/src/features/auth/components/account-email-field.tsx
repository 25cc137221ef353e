import type { ComponentProps } from 'react';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';

type AccountEmailFieldProps = { id: string } & Omit<ComponentProps<'input'>, 'id' | 'type'>;

/** The account's e-mail on the sign-in, sign-up and recovery forms, where the browser may fill it in. */
export function AccountEmailField({ id, ...props }: AccountEmailFieldProps) {
  return (
    <Field id={id} label="Email">
      <Input id={id} type="email" autoComplete="email" inputMode="email" placeholder="tu@email.com" {...props} />
    </Field>
  );
}
