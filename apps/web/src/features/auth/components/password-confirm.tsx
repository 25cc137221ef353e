import { type FormEvent, useState } from 'react';
import { Field } from '@/components/field';
import { PasswordInput } from '@/components/password-input';
import { CancelAndSubmit } from './cancel-and-submit';

interface PasswordConfirmProps {
  /** What the password unlocks, for the button. */
  action: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/** "Confirm with your password" before a change to how the account signs in. */
export function PasswordConfirm({ action, busy, destructive = false, onConfirm, onCancel }: PasswordConfirmProps) {
  const [password, setPassword] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password) onConfirm(password);
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="confirm-with-password" label="Tu contraseña">
        <PasswordInput
          id="confirm-with-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus
          required
        />
      </Field>
      <CancelAndSubmit busy={busy} cannotSubmit={!password} destructive={destructive} onCancel={onCancel}>
        {action}
      </CancelAndSubmit>
    </form>
  );
}
