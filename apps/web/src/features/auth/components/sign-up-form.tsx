import { BusyButton } from '@/components/busy-button';
import { PASSWORD_MIN, passwordRuleProblem } from '@vidriera/core';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { toast, toastApiError } from '@/lib/toast';
import { isEmailTaken, signUpWithEmail } from '../api/sign-up';
import { AccountEmailField } from './account-email-field';
import { GoogleSignIn } from './google-button';

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onRegistered: () => void;
}

export function SignUpForm({ email, onEmailChange, onRegistered }: SignUpFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password };
    if (!input.firstName || !input.lastName || !input.email || !input.password) {
      toast.error('Campos incompletos', { description: 'Por favor, rellena todos los campos para registrarte.' });
      return;
    }
    // The rules the server applies too (docs/product/accounts.md); it adds the leaked-password list and a guessability score.
    const passwordProblem = passwordRuleProblem(input.password, input);
    if (passwordProblem) {
      toast.error('Error al registrarse', { description: passwordProblem });
      return;
    }
    setBusy(true);
    try {
      await signUpWithEmail(input);
      toast.success('¡Registro exitoso!', {
        description: 'Revisa tu email para confirmar tu cuenta y empezar a crear tu tienda.',
      });
      setFirstName('');
      setLastName('');
      setPassword('');
      onRegistered();
    } catch (error) {
      if (isApiError(error) && isEmailTaken(error.code)) {
        toast.error('Email ya registrado', { description: 'Este email ya está registrado. Intenta iniciar sesión.' });
      } else {
        toastApiError(error, 'Error al registrarse');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
        <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
          <TextField
            id="signup-first-name"
            label="Nombre"
            autoComplete="given-name"
            placeholder="Juan"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            id="signup-last-name"
            label="Apellido"
            autoComplete="family-name"
            placeholder="Pérez"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <AccountEmailField id="signup-email" value={email} onChange={(e) => onEmailChange(e.target.value)} />
        <TextField
          id="signup-password"
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          placeholder={`Mínimo ${PASSWORD_MIN} caracteres`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          minLength={PASSWORD_MIN}
        />
        <BusyButton type="submit" className="w-full" busy={busy} busyLabel="Registrando...">
          Crear Cuenta
        </BusyButton>
      </form>
      <GoogleSignIn />
    </div>
  );
}
