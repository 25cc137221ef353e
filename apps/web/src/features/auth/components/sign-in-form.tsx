import { BusyButton } from '@/components/busy-button';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { toast, toastUnexpectedError } from '@/lib/toast';
import { signInWithEmail } from '../api/sign-in';
import { AccountEmailField } from './account-email-field';
import { GoogleSignIn } from './google-button';
import { TwoFactorStep } from './two-factor-step';
import { UnverifiedEmailAlert } from './unverified-email-alert';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
}

/**
 * E-mail and password; on success the fresh session sends the page to its home (see AuthPage).
 * The inputs are the browser's own (uncontrolled) and are read when the form
 * is sent, so what was typed or autofilled before the page's code took over
 * is what signs in; the e-mail is also told upwards, for the other tabs.
 */
export function SignInForm({ email, onEmailChange, onForgotPassword }: SignInFormProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);
  const [secondStep, setSecondStep] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget);
    const address = String(typed.get('email') ?? '').trim();
    const password = String(typed.get('password') ?? '');
    if (!address || !password) {
      toast.error('Campos incompletos', { description: 'Por favor, ingresa tu email y contraseña.' });
      return;
    }
    setBusy(true);
    setUnverified(null);
    try {
      const answer = await signInWithEmail({ email: address, password });
      if (answer.twoFactorRedirect) {
        setSecondStep(true);
        return;
      }
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (!session) toastUnexpectedError();
    } catch (error) {
      if (isApiError(error, 403) && error.code === 'EMAIL_NOT_VERIFIED') {
        setUnverified({ email: address, message: error.message });
      } else if (isApiError(error, 401)) {
        toast.error('Error al iniciar sesión', { description: 'Email o contraseña incorrectos.' });
      } else if (isApiError(error)) {
        toast.error('Error al iniciar sesión', { description: error.message });
      } else {
        toastUnexpectedError();
      }
    } finally {
      setBusy(false);
    }
  }

  if (secondStep) return <TwoFactorStep onCancel={() => setSecondStep(false)} />;

  return (
    <div className="space-y-5">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
        <AccountEmailField
          id="signin-email"
          name="email"
          defaultValue={email}
          onChange={(e) => onEmailChange(e.target.value)}
          required
        />
        <TextField
          id="signin-password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          placeholder="••••••••"
          name="password"
          required
        />
        {unverified && <UnverifiedEmailAlert email={unverified.email} message={unverified.message} />}
        <BusyButton type="submit" className="w-full" busy={busy} busyLabel="Iniciando sesión...">
          Iniciar Sesión
        </BusyButton>
        <div className="text-center">
          <Button variant="link" size="sm" onClick={onForgotPassword}>
            ¿Olvidaste tu contraseña?
          </Button>
        </div>
      </form>
      <GoogleSignIn />
    </div>
  );
}
