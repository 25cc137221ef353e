import { PhoneOff, WifiOff } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type PendingOrdersOf, useCancelPendingOrders } from '../api/cancel-pending-orders';

const cancelledText = (n: number) =>
  n === 1
    ? 'Se canceló 1 pedido y sus unidades volvieron a estar disponibles.'
    : `Se cancelaron ${n} pedidos y sus unidades volvieron a estar disponibles.`;

const TEXTS = {
  phone: {
    label: 'Cancelar sus pedidos pendientes',
    title: (who: string) => `¿Cancelar los pedidos pendientes de ${who}?`,
    description:
      'Se cancelarán todos los pedidos pendientes hechos desde tu tienda con este teléfono, y sus unidades volverán a estar disponibles para otros clientes. No se puede deshacer.',
  },
  placedFrom: {
    label: 'Cancelar los pendientes de esta conexión',
    title: (who: string) => `¿Cancelar los pedidos pendientes hechos desde ${who}?`,
    description:
      'Se cancelarán todos los pedidos pendientes hechos desde tu tienda con esta conexión a internet, sea cual sea el teléfono, y sus unidades volverán a estar disponibles. Otras personas pueden compartir la conexión: revisa los pedidos antes. No se puede deshacer.',
  },
} as const;

/** Undoes a hoard: every pending storefront order of this phone or of this client address, cancelled at once after a confirmation. */
export function CancelPendingOrdersButton({ of }: { of: PendingOrdersOf }) {
  const cancel = useCancelPendingOrders();
  const byPhone = 'phone' in of;
  const texts = byPhone ? TEXTS.phone : TEXTS.placedFrom;

  function confirm() {
    cancel.mutate(of, {
      onSuccess: ({ cancelled }) => toast.success('Pedidos cancelados', { description: cancelledText(cancelled) }),
      onError: (error) =>
        toast.error('Error', {
          description: isApiError(error) ? error.message : 'No se pudieron cancelar los pedidos.',
        }),
    });
  }

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="h-auto min-h-8 w-full border-destructive/40 py-1.5 whitespace-normal text-destructive hover:bg-destructive/10 hover:text-destructive sm:w-auto"
          disabled={cancel.isPending}
        >
          {byPhone ? <PhoneOff /> : <WifiOff />}
          {texts.label}
        </Button>
      }
      title={texts.title(byPhone ? of.phone : of.placedFrom)}
      description={texts.description}
      cancelLabel="No, mantenerlos"
      confirmLabel="Sí, cancelar pedidos"
      onConfirm={confirm}
    />
  );
}
