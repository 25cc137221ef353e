import {
  MP_AUTHORIZATION_LOST,
  MP_CONFIRM_ON_PAYMENT_HINT,
  MP_CONFIRM_ON_PAYMENT_LABEL,
  MP_OAUTH_EXPIRED,
  MP_UNAVAILABLE,
  type MercadoPagoSettings,
} from '@vidriera/core';
import { CreditCard, Unplug } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  mercadoPagoAuthorizationUrl,
  useConnectMercadoPago,
  useDisconnectMercadoPago,
  useMercadoPagoOptions,
  useMercadoPagoSettings,
} from '../api/mercado-pago';
import { Section } from './settings-section';

const FAILED = 'No se pudo guardar. Intenta de nuevo.';

function NotificationAddress({ url }: { url: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor="mp-notification-url">Dirección de notificaciones (Webhooks, evento «Pagos»)</Label>
      <div className="flex gap-2">
        <Input
          id="mp-notification-url"
          value={url}
          readOnly
          className="font-mono text-xs sm:text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={url} what="dirección de notificaciones" />
      </div>
    </div>
  );
}

/** OAuth, when the platform has its application: off to Mercado Pago's page, back to these settings. */
function AuthorizeButton() {
  const [leaving, setLeaving] = useState(false);
  function go() {
    setLeaving(true);
    mercadoPagoAuthorizationUrl().then(
      (url) => window.location.assign(url),
      (error: unknown) => {
        setLeaving(false);
        toast.error('Error', { description: isApiError(error) ? error.message : FAILED });
      },
    );
  }
  return (
    <Button type="button" onClick={go} disabled={leaving}>
      Conectar con Mercado Pago
    </Button>
  );
}

const RETURN_MESSAGES: Record<string, [ok: boolean, text: string]> = {
  conectado: [true, 'Mercado Pago quedó conectado.'],
  error: [false, MP_OAUTH_EXPIRED],
  'no-disponible': [false, MP_UNAVAILABLE],
};

/** Back from Mercado Pago's page (`?mercadoPago=…`): say how it went, once. */
function useOAuthReturn() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const said = RETURN_MESSAGES[params.get('mercadoPago') ?? ''];
    if (!said) return;
    if (said[0]) toast.success('Éxito', { description: said[1] });
    else toast.error('Error', { description: said[1] });
    params.delete('mercadoPago');
    window.history.replaceState(null, '', `${window.location.pathname}${params.size ? `?${params}` : ''}`);
  }, []);
}

function ConnectForm({ settings }: { settings: MercadoPagoSettings }) {
  const connect = useConnectMercadoPago();
  const [accessToken, setAccessToken] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [confirmOnPayment, setConfirmOnPayment] = useState(false);
  const [errors, setErrors] = useState<{ accessToken?: string; webhookSecret?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    // A promise, not mutate's callbacks: this form is replaced by the connected view as soon as the answer arrives.
    connect.mutateAsync({ accessToken, webhookSecret, confirmOnPayment }).then(
      () => toast.success('Éxito', { description: 'Mercado Pago quedó conectado.' }),
      (error: unknown) => {
        if (isApiError(error) && (error.field === 'accessToken' || error.field === 'webhookSecret'))
          setErrors({ [error.field]: error.message });
        else toast.error('Error', { description: isApiError(error) ? error.message : FAILED });
      },
    );
  }

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      {settings.oauthAvailable && (
        <div className="space-y-2 border-b pb-4">
          <AuthorizeButton />
          <p className="text-xs text-muted-foreground">O pega tus credenciales:</p>
        </div>
      )}
      <NotificationAddress url={settings.notificationUrl} />
      <Field id="mp-access-token" label="Access Token de producción" error={errors.accessToken}>
        <Input
          id="mp-access-token"
          type="password"
          autoComplete="off"
          value={accessToken}
          onChange={(e) => setAccessToken(e.target.value)}
          aria-invalid={Boolean(errors.accessToken)}
        />
      </Field>
      <Field id="mp-webhook-secret" label="Clave secreta de las notificaciones" error={errors.webhookSecret}>
        <Input
          id="mp-webhook-secret"
          type="password"
          autoComplete="off"
          value={webhookSecret}
          onChange={(e) => setWebhookSecret(e.target.value)}
          aria-invalid={Boolean(errors.webhookSecret)}
        />
      </Field>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={confirmOnPayment}
          onChange={(e) => setConfirmOnPayment(e.target.checked)}
        />
        <span>
          {MP_CONFIRM_ON_PAYMENT_LABEL}
          <span className="block text-xs text-muted-foreground">{MP_CONFIRM_ON_PAYMENT_HINT}</span>
        </span>
      </label>
      <Button type="submit" disabled={connect.isPending}>
        {connect.isPending ? 'Conectando…' : 'Conectar Mercado Pago'}
      </Button>
    </form>
  );
}

function Connected({ settings }: { settings: MercadoPagoSettings }) {
  const options = useMercadoPagoOptions();
  const disconnect = useDisconnectMercadoPago();
  const account = settings.account;
  const fail = (error: unknown) => toast.error('Error', { description: isApiError(error) ? error.message : FAILED });
  return (
    <div className="space-y-4">
      {account?.authorizationLost && (
        <div
          role="alert"
          className="space-y-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <p>{MP_AUTHORIZATION_LOST}</p>
          {settings.oauthAvailable && <AuthorizeButton />}
        </div>
      )}
      <p className="text-sm">
        Cuenta conectada: <span className="font-medium">{account?.nickname ?? account?.email ?? account?.userId}</span>
        {account?.nickname && account.email && <span className="text-muted-foreground"> ({account.email})</span>}
      </p>
      <NotificationAddress url={settings.notificationUrl} />
      <div className="flex items-start justify-between gap-3">
        <Label htmlFor="mp-confirm-on-payment" className="block">
          {MP_CONFIRM_ON_PAYMENT_LABEL}
          <span className="mt-1 block text-xs font-normal text-muted-foreground">{MP_CONFIRM_ON_PAYMENT_HINT}</span>
        </Label>
        <Switch
          id="mp-confirm-on-payment"
          checked={settings.confirmOnPayment}
          disabled={options.isPending}
          onCheckedChange={(confirmOnPayment) => options.mutate({ confirmOnPayment }, { onError: fail })}
        />
      </div>
      <Button
        variant="outline"
        disabled={disconnect.isPending}
        onClick={() =>
          disconnect
            .mutateAsync()
            .then(() => toast.success('Éxito', { description: 'Mercado Pago quedó desconectado.' }), fail)
        }
      >
        <Unplug />
        Desconectar
      </Button>
    </div>
  );
}

/** Mercado Pago per order (docs/product/orders.md, "Paying with Mercado Pago"): connect by pasting, see the account, disconnect. */
export function MercadoPagoSection() {
  const settings = useMercadoPagoSettings();
  useOAuthReturn();
  return (
    <Section
      icon={<CreditCard className="size-4" />}
      title="Mercado Pago"
      description="Cobra con tarjeta en cuotas: el pedido se marca pagado cuando Mercado Pago aprueba el pago."
    >
      {settings.isPending && <p className="text-sm text-muted-foreground">Cargando…</p>}
      {settings.isError && <p className="text-sm text-destructive">No se pudo cargar la conexión con Mercado Pago.</p>}
      {settings.data &&
        (settings.data.connected ? <Connected settings={settings.data} /> : <ConnectForm settings={settings.data} />)}
    </Section>
  );
}
