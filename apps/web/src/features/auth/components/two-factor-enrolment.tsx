import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast, toastUnexpectedError } from '@/lib/toast';
import { verifyTotp } from '../api/two-factor';
import { CancelAndSubmit } from './cancel-and-submit';

/** The secret an authenticator app asks for when the code cannot be scanned, in groups of four. */
function manualKey(totpURI: string): string {
  return (new URL(totpURI).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();
}

/** Scan the code (or type the key) into an authenticator app, then confirm with the code it shows. */
export function TwoFactorEnrolment({
  totpURI,
  onConfirmed,
  onCancel,
}: {
  totpURI: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await verifyTotp(code.replace(/\s/g, ''));
      onConfirmed();
    } catch (error) {
      if (isApiError(error)) toast.error('No pudimos verificar el código', { description: error.message });
      else toastUnexpectedError();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void confirm(event)} noValidate className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Abre una app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Escanea este código QR con la app.</li>
        <li>Ingresa el código de 6 dígitos que te muestra.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <div className="rounded-xl border bg-white p-3">
          <QRCodeSVG value={totpURI} size={176} marginSize={0} title="Código QR para tu app de autenticación" />
        </div>
        <div className="min-w-0 space-y-1 text-center sm:text-left">
          <p className="text-xs text-muted-foreground">¿No puedes escanearlo? Escribe esta clave en la app:</p>
          <p className="font-mono text-sm break-all select-all">{manualKey(totpURI)}</p>
        </div>
      </div>
      <Field id="enrol-code" label="Código de la app">
        <Input
          id="enrol-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          placeholder="123456"
          className="max-w-40 font-mono text-lg tracking-widest"
          required
        />
      </Field>
      <CancelAndSubmit busy={busy} cannotSubmit={code.trim().length < 6} onCancel={onCancel}>
        {busy ? 'Verificando...' : 'Activar verificación'}
      </CancelAndSubmit>
    </form>
  );
}
