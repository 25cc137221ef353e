import { GENERIC_ERROR_MESSAGE, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatusName } from '@vidriera/core';
import { useState } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import type { OrderSummary } from '../api/get-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { CancelOrderDialog } from './cancel-order-dialog';

const reason = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);

/** The toasts of a status change (spec part 2 §4, §8), by what the change does to stock. */
export function statusMessages(from: OrderStatusName, to: OrderStatusName) {
  if (to === 'cancelled') {
    return {
      success: 'Pedido cancelado y stock restaurado.',
      failure: (error: unknown) => `No se pudo cancelar el pedido y restaurar stock: ${reason(error)}`,
    };
  }
  if (from === 'pending' && (to === 'processing' || to === 'completed')) {
    return {
      success: 'Stock deducido y pedido confirmado.',
      failure: (error: unknown) => `No se pudo confirmar el pedido y deducir stock: ${reason(error)}`,
    };
  }
  return { success: 'Estado del pedido actualizado.', failure: () => 'No se pudo actualizar el estado del pedido.' };
}

/**
 * The inline status select of the orders list. Cancelling asks first; the
 * chosen status shows while the server works and, if it refuses (e.g. 409 for
 * short stock), the select goes back to the order's real status.
 */
export function OrderStatusSelect({ order, className }: { order: OrderSummary; className?: string }) {
  const updateStatus = useUpdateOrderStatus();
  const [shownStatus, setShownStatus] = useState<OrderStatusName | null>(null);
  const [askCancel, setAskCancel] = useState(false);

  function apply(status: OrderStatusName) {
    const messages = statusMessages(order.status, status);
    setShownStatus(status);
    updateStatus.mutate(
      { orderId: order.id, status },
      {
        onSuccess: () => toast.success('Éxito', { description: messages.success }),
        onError: (error) => toast.error('Error', { description: messages.failure(error) }),
        onSettled: () => setShownStatus(null),
      },
    );
  }

  function choose(value: string) {
    const status = value as OrderStatusName;
    if (status === order.status) return;
    if (status === 'cancelled') setAskCancel(true);
    else apply(status);
  }

  return (
    <>
      <Select value={shownStatus ?? order.status} onValueChange={choose} disabled={updateStatus.isPending}>
        <SelectTrigger aria-label={`Estado del pedido de ${order.customerName}`} className={cn('h-9 w-[9.5rem]', className)}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ORDER_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <CancelOrderDialog open={askCancel} onOpenChange={setAskCancel} onConfirm={() => apply('cancelled')} />
    </>
  );
}
