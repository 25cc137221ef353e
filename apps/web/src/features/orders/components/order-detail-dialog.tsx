import { shortOrderId } from '@vidriera/core';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useOrder } from '../api/get-order';
import { OrderDetailContent } from './order-detail-content';

interface OrderDetailDialogProps {
  orderId: string | null;
  onClose: () => void;
}

/** "Ver": the order with its lines, read from GET /api/orders/{id}. */
export function OrderDetailDialog({ orderId, onClose }: OrderDetailDialogProps) {
  // The last order shown stays in the dialog while it closes.
  const [shownId, setShownId] = useState(orderId);
  if (orderId && orderId !== shownId) setShownId(orderId);
  const order = useOrder(shownId ?? '', { enabled: Boolean(shownId) });

  return (
    <Dialog open={Boolean(orderId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="bg-muted sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Detalles del Pedido #{shownId ? shortOrderId(shownId) : ''}</DialogTitle>
          <DialogDescription className="sr-only">Cliente, productos, total e información del pedido.</DialogDescription>
        </DialogHeader>
        {order.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-10 text-muted-foreground">
            <Spinner className="size-5 text-primary" />
            Cargando...
          </p>
        ) : order.isError ? (
          <p className="py-10 text-center text-muted-foreground">
            {isApiError(order.error) ? order.error.message : 'No se pudo cargar el pedido.'}
          </p>
        ) : (
          <OrderDetailContent order={order.data.order} />
        )}
      </DialogContent>
    </Dialog>
  );
}
