import type { PushDevice } from '@vidriera/core';
import { BellRing, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import {
  currentPushSubscription,
  pushSupported,
  subscribeThisBrowser,
  thisDeviceLabel,
} from '@/lib/admin-service-worker';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { pushKey, usePushDevices, useRemoveDevice, useSetDeviceEnabled, useSubscribeDevice } from '../api/push-devices';
import { Section } from './settings-section';

const FAILED = 'No se pudo guardar. Intenta de nuevo.';
const fail = (error: unknown) => toast.error('Error', { description: isApiError(error) ? error.message : FAILED });

function DeviceRow({ device, here }: { device: PushDevice; here: boolean }) {
  const setEnabled = useSetDeviceEnabled();
  const remove = useRemoveDevice();
  return (
    <li className="flex items-center gap-3 py-2" data-testid="push-device">
      <Switch
        checked={device.enabled}
        aria-label={`Avisos en ${device.label}`}
        disabled={setEnabled.isPending}
        onCheckedChange={(enabled) => setEnabled.mutate({ id: device.id, enabled }, { onError: fail })}
      />
      <span className="min-w-0 flex-1 truncate text-sm">
        {device.label}
        {here && <span className="text-muted-foreground"> · este dispositivo</span>}
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Quitar ${device.label}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(device.id, { onError: fail })}
      >
        <Trash2 className="size-4" />
      </Button>
    </li>
  );
}

/** "Avisos de pedidos": this device rings with every order; the list of devices, each can be paused or removed. */
export function PushDevicesSection() {
  const devices = usePushDevices();
  const subscribe = useSubscribeDevice();
  const [here, setHere] = useState<string | null>(null);
  const [supported] = useState(pushSupported);
  useEffect(() => {
    void currentPushSubscription().then((s) => setHere(s?.endpoint ?? null));
  }, []);

  async function turnOnHere() {
    try {
      const subscription = await subscribeThisBrowser((await pushKey()).publicKey);
      const endpoint = subscription?.endpoint;
      const p256dh = subscription?.keys?.p256dh;
      const auth = subscription?.keys?.auth;
      if (!endpoint || !p256dh || !auth) {
        toast.error('Avisos bloqueados', { description: 'Permite las notificaciones de Vidriera en tu navegador.' });
        return;
      }
      await subscribe.mutateAsync({
        endpoint,
        keys: { p256dh, auth },
        label: thisDeviceLabel(),
      });
      setHere(endpoint);
      toast.success('Avisos activados en este dispositivo');
    } catch (error) {
      fail(error);
    }
  }

  const list = devices.data?.devices ?? [];
  return (
    <Section
      icon={<BellRing className="size-4" />}
      title="Avisos de pedidos"
      description="Tu celular o tu compu suenan con cada pedido nuevo, también con Vidriera cerrada."
    >
      {list.length > 0 && (
        <ul className="divide-y" aria-label="Dispositivos con avisos">
          {list.map((device) => (
            <DeviceRow key={device.id} device={device} here={device.endpoint === here} />
          ))}
        </ul>
      )}
      {supported ? (
        !list.some((d) => d.endpoint === here) && (
          <Button type="button" onClick={() => void turnOnHere()} disabled={subscribe.isPending}>
            Activar avisos en este dispositivo
          </Button>
        )
      ) : (
        <p className="text-sm text-muted-foreground">
          Este navegador no recibe avisos. En el celular, agrega Vidriera a la pantalla de inicio desde el menú del
          navegador y vuelve a esta pantalla.
        </p>
      )}
    </Section>
  );
}
