import { PhoneOff } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-full border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive sm:w-auto" disabled={cancel.isPending}>
          <PhoneOff />
          Cancelar sus pedidos pendientes
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Cancelar los pedidos pendientes de {phone}?</AlertDialogTitle>
          <AlertDialogDescription>
            Se cancelarán todos los pedidos pendientes hechos desde tu tienda con este teléfono, y sus unidades volverán a estar disponibles para otros
            clientes. No se puede deshacer.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>No, mantenerlos</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive text-white hover:bg-destructive/90" onClick={confirm}>
            Sí, cancelar pedidos
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
