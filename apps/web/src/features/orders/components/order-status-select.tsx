import { EXPIRED_ORDER_LABEL, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatusName } from '@vidriera/core';
import { useState } from 'react';
import { NativeSelect } from '@/components/native-select';
import { cn } from '@/lib/utils';
import type { OrderSummary } from '../api/get-orders';
import { useChangeOrderStatus } from '../hooks/use-change-order-status';
import { CancelOrderDialog } from './cancel-order-dialog';

/**
 * The inline status select of the orders list. Cancelling asks first; the
 * chosen status shows while the server works and, if it refuses (e.g. 409 for
 * short stock), the select goes back to the order's real status. An order
 * closed automatically reads "Vencido"; choosing another status reopens it
 * like any cancelled order (docs/product/orders.md).
 */
export function OrderStatusSelect({ order, className }: { order: OrderSummary; className?: string }) {
  const updateStatus = useChangeOrderStatus(order);
  const [shownStatus, setShownStatus] = useState<OrderStatusName | null>(null);
  const [askCancel, setAskCancel] = useState(false);

  function apply(status: OrderStatusName) {
    setShownStatus(status);
    updateStatus.change(status, () => setShownStatus(null));
  }

  function choose(value: string) {
    const status = value as OrderStatusName;
    if (status === order.status) return;
    if (status === 'cancelled') setAskCancel(true);
    else apply(status);
  }

  return (
    <>
      {/* The browser's own select: the list draws one an order, up to a hundred a page (docs/decisions/033-native-selects-in-repeated-rows.md). */}
      <NativeSelect
        aria-label={`Estado del pedido de ${order.customerName}`}
        value={shownStatus ?? order.status}
        onChange={(event) => choose(event.target.value)}
        disabled={updateStatus.isPending}
        className={cn('w-[9.5rem] [&>select]:h-9 [&>select]:py-1', className)}
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status === 'cancelled' && order.expiredAt ? EXPIRED_ORDER_LABEL : ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
      <CancelOrderDialog open={askCancel} onOpenChange={setAskCancel} onConfirm={() => apply('cancelled')} />
    </>
  );
}
