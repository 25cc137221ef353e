import type { OrderStatusName } from '@vidriera/core';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { OrderSummary } from '../api/get-orders';
import { useDeleteOrder } from '../api/delete-order';

/** What deleting does to stock (docs/product/orders.md): a reservation is released, a deduction stays. */
function stockNote(status: OrderStatusName): string | null {
  if (status === 'pending') return 'Las unidades reservadas vuelven a estar disponibles.';
  if (status === 'processing' || status === 'completed') {
    return 'El stock descontado por este pedido no se restaura. Si quieres devolver las unidades al stock, cancela el pedido antes de eliminarlo.';
  }
  return null;
}

export function DeleteOrderButton({ order }: { order: OrderSummary }) {
  const deleteOrder = useDeleteOrder();
  const note = stockNote(order.status);

  function confirm() {
    deleteOrder.mutate(order.id, {
      onSuccess: () => toast.success('Éxito', { description: 'Pedido eliminado correctamente.' }),
      onError: () => toast.error('Error', { description: 'No se pudo eliminar el pedido.' }),
    });
  }

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`Eliminar pedido de ${order.customerName}`}
          title="Eliminar"
          disabled={deleteOrder.isPending}
        >
          <Trash2 />
        </Button>
      }
      title="¿Estás absolutamente seguro?"
      description={
        <>
          Esta acción no se puede deshacer. Se eliminará permanentemente el pedido de {order.customerName}.
          {note && <span className="mt-2 block font-medium text-foreground">{note}</span>}
        </>
      }
      confirmLabel="Eliminar"
      onConfirm={confirm}
    />
  );
}
