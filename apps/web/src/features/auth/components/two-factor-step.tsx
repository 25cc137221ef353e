import { BusyButton } from '@/components/busy-button';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { toast, toastUnexpectedError } from '@/lib/toast';
import { verifyBackupCode, verifyTotp } from '../api/two-factor';

interface TwoFactorStepProps {
  onCancel: () => void;
  /** The way back when the person gives up (signing in: back to the sign-in form). */
  cancelLabel?: string;
  /** Called once the code was accepted and the session re-read. */
  onVerified?: () => void;
}

/**
 * The second step: the authenticator app's code, or one of the recovery codes.
 * Signing in, the fresh session then takes the page home; asked later of a
 * session that has not passed it (the super-admin panel), it marks that session.
 */
export function TwoFactorStep({ onCancel, cancelLabel = 'Volver a Iniciar Sesión', onVerified }: TwoFactorStepProps) {
  const queryClient = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      toast.error('Falta el código', {
        description: recovery
          ? 'Ingresa uno de tus códigos de recuperación.'
          : 'Ingresa el código de 6 dígitos de tu app.',
      });
      return;
    }
    setBusy(true);
    try {
      await (recovery ? verifyBackupCode(typed) : verifyTotp(typed.replace(/\s/g, '')));
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (!session) toastUnexpectedError();
      else onVerified?.();
    } catch (error) {
      if (isApiError(error)) toast.error('No pudimos verificar el código', { description: error.message });
      else toastUnexpectedError();
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      <div className="flex items-start gap-3 rounded-lg bg-primary/5 p-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <h2 className="font-semibold">Verificación en dos pasos</h2>
          <p className="text-sm text-muted-foreground">
            {recovery
              ? 'Ingresa uno de los códigos de recuperación que guardaste al activarla.'
              : 'Ingresa el código de 6 dígitos que muestra tu app de autenticación.'}
          </p>
        </div>
      </div>
      <Field id="two-factor-code" label={recovery ? 'Código de recuperación' : 'Código'}>
        <Input
          id="two-factor-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 40 : 7}
          placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
          className="text-center font-mono text-lg tracking-widest"
          autoFocus
          required
        />
      </Field>
      <BusyButton type="submit" className="w-full" busy={busy} busyLabel="Verificando...">
        Verificar
      </BusyButton>
      <div className="flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
        <Button
          variant="link"
          size="sm"
          type="button"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
          }}
        >
          {recovery ? 'Usar el código de la app' : 'Usar un código de recuperación'}
        </Button>
        <Button variant="link" size="sm" type="button" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
