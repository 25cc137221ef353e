import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastApiError } from '@/lib/toast';
import { sendVerificationEmail } from '../api/send-verification-email';

/** Sign-in refused because the address is unconfirmed: the server's message and a way to get a new link. */
export function UnverifiedEmailAlert({ email, message }: { email: string; message: string }) {
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await sendVerificationEmail(email);
      toast.success('Email enviado', { description: 'Revisa tu bandeja de entrada para confirmar tu cuenta.' });
    } catch (error) {
      toastApiError(error, 'Error');
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert className="border-amber-300 bg-amber-50 text-amber-900 *:data-[slot=alert-description]:text-amber-800">
      <MailWarning />
      <AlertTitle>Confirma tu email</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void resend()} disabled={sending}>
          {sending && <Spinner />}
          Reenviar email de confirmación
        </Button>
      </AlertDescription>
    </Alert>
  );
}
