import type { OrderStatusName } from '@vidriera/core';
import { toast } from '@/lib/toast';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { statusChangedMessage, statusChangeFailedMessage } from '../utils/status-messages';

interface OrderToMove {
  id: string;
  status: OrderStatusName;
  reservationExpired?: boolean;
}

/**
 * Moves an order to another status, from the list or from an order's link,
 * and says in a toast what that did to stock or why it could not be done
 * (utils/status-messages.ts). `onSettled` runs either way.
 */
export function useChangeOrderStatus(order: OrderToMove) {
  const updateStatus = useUpdateOrderStatus();
  function change(status: OrderStatusName, onSettled?: () => void) {
    updateStatus.mutate(
      { orderId: order.id, status },
      {
        onSuccess: ({ stockEffect }) =>
          toast.success('Éxito', { description: statusChangedMessage(status, stockEffect, order) }),
        onError: (error) =>
          toast.error('Error', { description: statusChangeFailedMessage(order.status, status, error) }),
        onSettled,
      },
    );
  }
  return { change, isPending: updateStatus.isPending };
}
