import { formatPrice, type OrderStatusName, PAYMENT_METHOD_LABELS } from '@vidriera/core';
import { Check, CircleDollarSign, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import type { OrderDetail } from '../api/get-order';
import { useUpdatePaymentStatus } from '../api/update-payment-status';
import { useChangeOrderStatus } from '../hooks/use-change-order-status';
import { formatOrderDate } from '../utils/format-order';
import { CancelOrderDialog } from './cancel-order-dialog';
import { PaymentStatusBadge } from './order-badges';
import { OrderMercadoPago } from './order-mercado-pago';

/**
 * What the seller does from an order's link, one tap each
 * (docs/product/orders.md): "Confirmar pedido" (takes the units out of stock,
 * re-checked by the server) and "Cancelar pedido" while it is pending, and the
 * payment, marked received or undone apart from the order's progress.
 */
export function OrderQuickActions({ order }: { order: OrderDetail }) {
  const updateStatus = useChangeOrderStatus(order);
  const updatePayment = useUpdatePaymentStatus();
  const [askCancel, setAskCancel] = useState(false);

  const move = (status: OrderStatusName) => updateStatus.change(status);

  function pay(received: boolean) {
    updatePayment.mutate(
      { orderId: order.id, paymentStatus: received ? 'received' : 'pending' },
      {
        onSuccess: () =>
          toast.success('Éxito', {
            description: received ? 'Pago marcado como recibido.' : 'El pago volvió a pendiente.',
          }),
        onError: (error) =>
          toast.error('Error', { description: isApiError(error) ? error.message : 'No se pudo actualizar el pago.' }),
      },
    );
  }

  const received = order.paymentStatus === 'received';
  return (
    <section aria-label="Acciones del pedido" className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4">
      {order.status === 'pending' && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => move('processing')} disabled={updateStatus.isPending}>
            <Check />
            Confirmar pedido
          </Button>
          <Button variant="outline" onClick={() => setAskCancel(true)} disabled={updateStatus.isPending}>
            <X />
            Cancelar pedido
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="space-y-1 text-sm">
          <PaymentStatusBadge status={order.paymentStatus} />
          <p className="text-muted-foreground">
            {order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : 'Método de pago a convenir'} ·{' '}
            {formatPrice(order.totalCents)}
            {order.transferDiscountCents > 0 &&
              ` (descuento por transferencia de ${formatPrice(order.transferDiscountCents)})`}
          </p>
          {received && order.paymentReceivedAt && (
            <p className="text-muted-foreground">Recibido el {formatOrderDate(order.paymentReceivedAt)}</p>
          )}
        </div>
        {order.status !== 'cancelled' &&
          (received ? (
            <Button variant="ghost" size="sm" onClick={() => pay(false)} disabled={updatePayment.isPending}>
              <Undo2 />
              Deshacer pago recibido
            </Button>
          ) : (
            <Button variant="secondary" size="wrap" onClick={() => pay(true)} disabled={updatePayment.isPending}>
              <CircleDollarSign />
              Marcar como pago recibido
            </Button>
          ))}
      </div>
      <OrderMercadoPago order={order} />
      <CancelOrderDialog open={askCancel} onOpenChange={setAskCancel} onConfirm={() => move('cancelled')} />
    </section>
  );
}
