import { BusyButton } from '@/components/busy-button';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast, toastApiError } from '@/lib/toast';
import { requestPasswordReset } from '../api/request-password-reset';
import { AccountEmailField } from './account-email-field';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ email, onEmailChange, onSent, onBack }: ForgotPasswordFormProps) {
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast.error('Campos incompletos', { description: 'Por favor, ingresa tu email.' });
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(address);
      toast.success('Enlace enviado', { description: 'Revisa tu email para restablecer tu contraseña.' });
      onSent();
    } catch (error) {
      toastApiError(error, 'Error al enviar el enlace');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      <div className="space-y-1">
        <h2 className="font-semibold">Recuperar contraseña</h2>
        <p className="text-sm text-muted-foreground">Te enviaremos un enlace para crear una contraseña nueva.</p>
      </div>
      <AccountEmailField id="forgot-email" value={email} onChange={(e) => onEmailChange(e.target.value)} required />
      <BusyButton type="submit" className="w-full" busy={busy} busyLabel="Enviando...">
        Enviar enlace de recuperación
      </BusyButton>
      <div className="text-center">
        <Button variant="link" size="sm" onClick={onBack}>
          Volver a Iniciar Sesión
        </Button>
      </div>
    </form>
  );
}
