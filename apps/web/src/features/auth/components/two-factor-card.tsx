import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type Session, sessionQueryKey } from '@/lib/session';
import { toast, toastApiError } from '@/lib/toast';
import { disableTwoFactor, enableTwoFactor } from '../api/two-factor';
import { PasswordConfirm } from './password-confirm';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; then: 'enable' | 'disable' }
  | { kind: 'scan'; totpURI: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

const showError = (error: unknown) => toastApiError(error, 'Error');

/** Two-factor sign-in: its state, turning it on (password → QR → code → recovery codes) and off (password). */
export function TwoFactorCard({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const { twoFactorEnabled, hasPassword } = session.user;

  async function run<T>(work: () => Promise<T>, done: (result: T) => void) {
    setBusy(true);
    try {
      done(await work());
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }
  const enable = (password?: string) =>
    void run(
      () => enableTwoFactor(password),
      ({ totpURI, backupCodes }) => setStep({ kind: 'scan', totpURI, backupCodes }),
    );
  const disable = (password?: string) =>
    void run(
      () => disableTwoFactor(password),
      async () => {
        setStep({ kind: 'idle' });
        toast.success('Verificación desactivada', { description: 'Ya no se te pedirá un código al iniciar sesión.' });
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      },
    );
  const start = (then: 'enable' | 'disable') =>
    hasPassword ? setStep({ kind: 'password', then }) : then === 'enable' ? enable() : disable();

  return (
    <Card className="gap-5">
      <CardHeader className="flex-row items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          {twoFactorEnabled ? <ShieldCheck className="size-4" /> : <ShieldOff className="size-4" />}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <CardTitle className="flex flex-wrap items-center gap-2 text-base">
            <h2>Verificación en dos pasos</h2>
            <Badge
              variant="outline"
              className={twoFactorEnabled ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : ''}
            >
              {twoFactorEnabled ? 'Activa' : 'Inactiva'}
            </Badge>
          </CardTitle>
          <CardDescription>
            Además de tu contraseña, al iniciar sesión se te pide un código de una app de tu teléfono.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {step.kind === 'idle' &&
          (twoFactorEnabled ? (
            <Button variant="outline" onClick={() => start('disable')} disabled={busy}>
              Desactivar
            </Button>
          ) : (
            <Button size="wrap" onClick={() => start('enable')} disabled={busy}>
              <ShieldCheck />
              Activar verificación en dos pasos
            </Button>
          ))}
        {step.kind === 'password' && (
          <PasswordConfirm
            action={step.then === 'enable' ? 'Continuar' : 'Desactivar'}
            destructive={step.then === 'disable'}
            busy={busy}
            onConfirm={(password) => (step.then === 'enable' ? enable(password) : disable(password))}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        )}
        {step.kind === 'scan' && (
          <TwoFactorEnrolment
            totpURI={step.totpURI}
            onCancel={() => setStep({ kind: 'idle' })}
            onConfirmed={() => {
              setStep({ kind: 'codes', backupCodes: step.backupCodes });
              toast.success('Verificación activada', {
                description: 'Desde ahora se te pedirá un código al iniciar sesión.',
              });
              // It is on from now: the card says "Activa" while the recovery codes show, not after them.
              void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
            }}
          />
        )}
        {step.kind === 'codes' && (
          <>
            <RecoveryCodes codes={step.backupCodes} />
            <Button
              onClick={() => {
                setStep({ kind: 'idle' });
                void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
              }}
            >
              Ya los guardé
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
