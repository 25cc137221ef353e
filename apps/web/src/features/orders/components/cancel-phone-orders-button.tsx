import { PhoneOff } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelPendingByPhone } from '../api/cancel-pending-by-phone';

const cancelledText = (n: number) =>
  n === 1 ? 'Se canceló 1 pedido y sus unidades volvieron a estar disponibles.' : `Se cancelaron ${n} pedidos y sus unidades volvieron a estar disponibles.`;

/** Undoes a hoard: every pending storefront order of this phone, cancelled at once after a confirmation. */
export function CancelPhoneOrdersButton({ phone }: { phone: string }) {
  const cancel = useCancelPendingByPhone();

  function confirm() {
    cancel.mutate(phone, {
      onSuccess: ({ cancelled }) => toast.success('Pedidos cancelados', { description: cancelledText(cancelled) }),
      onError: (error) => toast.error('Error', { description: isApiError(error) ? error.message : 'No se pudieron cancelar los pedidos.' }),
    });
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="w-full border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive sm:w-auto" disabled={cancel.isPending}>
          <PhoneOff />
          Cancelar sus pedidos pendientes
        </Button>
      }
      title={`¿Cancelar los pedidos pendientes de ${phone}?`}
      description="Se cancelarán todos los pedidos pendientes hechos desde tu tienda con este teléfono, y sus unidades volverán a estar disponibles para otros clientes. No se puede deshacer."
      cancelLabel="No, mantenerlos"
      confirmLabel="Sí, cancelar pedidos"
      onConfirm={confirm}
    />
  );
}
