import { formatOrderDateTime, orderRoutes } from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { callRoute } from '@/lib/call-route';
import { toast } from '@/lib/toast';
import { type OrderDetail, orderQueryKey } from '../api/get-order';
import { ordersQueryKey } from '../api/get-orders';
import { showSavedOrder } from '../api/saved-order';

const REREAD_MS = 1500;

/** POST /api/orders/{id}/shipment: "Crear envío" or "Reintentar". */
function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callRoute(orderRoutes.createShipment, { params: { id: orderId } }),
    onSuccess: ({ order }) => {
      showSavedOrder(queryClient, order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}

/**
 * The carrier shipment of an order whose shopper chose a carrier (docs/product/orders.md, "Envíos por
 * transportista"): its numbers and label, the carrier's message and "Reintentar" when it failed, "Crear envío"
 * before there is one, and the carrier's events.
 */
export function OrderShipment({ order }: { order: OrderDetail }) {
  const create = useCreateShipment();
  const queryClient = useQueryClient();
  const shipment = order.shipment;
  const requested = shipment?.state === 'requested';
  // The carrier is asked after the answer (a job): the order is read again until the shipment is made or refused.
  useEffect(() => {
    if (!requested) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: orderQueryKey(order.id) }),
      REREAD_MS,
    );
    return () => clearInterval(timer);
  }, [requested, order.id, queryClient]);
  if (!order.delivery?.carrier || order.status === 'cancelled') return null;
  const ask = () =>
    create.mutate(order.id, {
      onSuccess: () => toast.success('Pedimos el envío al transportista.'),
      onError: (e) => toast.error('Error', { description: isApiError(e) ? e.message : 'No se pudo crear el envío.' }),
    });
  return (
    <div className="space-y-2 border-t pt-3 text-sm" aria-label="Envío con el transportista" role="region">
      {!shipment && (
        <Button type="button" onClick={ask} disabled={create.isPending}>
          Crear envío
        </Button>
      )}
      {shipment?.state === 'requested' && (
        <p className="text-muted-foreground">Creando el envío con {shipment.carrierLabel}…</p>
      )}
      {shipment?.state === 'failed' && (
        <div
          role="alert"
          className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive"
        >
          <p>{`No se pudo crear el envío. ${shipment.error ?? ''}`}</p>
          <Button type="button" variant="outline" onClick={ask} disabled={create.isPending}>
            Reintentar
          </Button>
        </div>
      )}
      {shipment?.state === 'created' && (
        <div className="space-y-1">
          <p className="font-medium">{`Envío creado con ${shipment.carrierLabel}`}</p>
          {shipment.carrierNumber && <p>{`Número: ${shipment.carrierNumber}`}</p>}
          {shipment.trackingCode && <p>{`Seguimiento: ${shipment.trackingCode}`}</p>}
          {shipment.labelUrl && (
            <a href={shipment.labelUrl} target="_blank" rel="noopener noreferrer" className="underline">
              Descargar la etiqueta
            </a>
          )}
          {!shipment.labelUrl && shipment.carrier === 'correo_argentino' && (
            <p className="text-muted-foreground">
              Correo Argentino no da la etiqueta por su API: imprímela desde tu cuenta de MiCorreo, donde ya figura este
              envío.
            </p>
          )}
        </div>
      )}
      {shipment && shipment.events.length > 0 && (
        <ol className="space-y-1" aria-label="Novedades del transportista">
          {[...shipment.events].reverse().map((e) => (
            <li key={`${e.at}-${e.description}`}>
              <span className="text-muted-foreground">{formatOrderDateTime(e.at)}</span>
              {` · ${e.description}${e.place ? ` (${e.place})` : ''}`}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
