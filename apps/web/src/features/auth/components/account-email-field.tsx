import type { ComponentProps } from 'react';
import { TextField } from '@/components/text-field';

/** The account's e-mail on the sign-in, sign-up and recovery forms, where the browser may fill it in. */
export function AccountEmailField(props: { id: string } & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="tu@email.com"
      {...props}
    />
  );
}
