import type { OrderDeliveryView, OrderDispatchView } from '@vidriera/core';

/** How an order reaches the shopper and where its dispatch stands: the shopper's order page and the admin's detail show the same (docs/product/orders.md, "Delivery"). */
export function OrderDelivery({
  delivery,
  dispatch,
}: {
  delivery: OrderDeliveryView | null;
  dispatch: OrderDispatchView | null;
}) {
  return (
    <div className="space-y-2 text-sm">
      {delivery ? (
        <>
          <p className="font-medium">
            {delivery.methodLabel}
            {delivery.zone ? ` · ${delivery.zone}` : ''}
          </p>
          {delivery.pickupPoint && (
            <p>
              {delivery.pickupPoint.address}
              {delivery.pickupPoint.hours && (
                <span className="block text-muted-foreground">{delivery.pickupPoint.hours}</span>
              )}
            </p>
          )}
          {delivery.carrier?.branch && (
            <p>{`Retira en la sucursal: ${delivery.carrier.branch.name} (${delivery.carrier.branch.address})`}</p>
          )}
          {delivery.addressText && <p>{delivery.addressText}</p>}
          {delivery.carrier && (
            <p className="text-muted-foreground">{`Entrega estimada: ${delivery.carrier.daysText}`}</p>
          )}
          {delivery.feeText && <p>{`Envío: ${delivery.feeText}`}</p>}
        </>
      ) : (
        <p className="text-muted-foreground">La entrega se acuerda con el vendedor.</p>
      )}
      {dispatch && (
        <p className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900">
          <span className="font-medium">{dispatch.label}</span>
          {dispatch.carrierLabel && ` con ${dispatch.carrierLabel}`}
          {dispatch.trackingCode && (
            <>
              {' · Código de seguimiento: '}
              {dispatch.trackingUrl ? (
                <a
                  href={dispatch.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-mono underline"
                >
                  {dispatch.trackingCode}
                </a>
              ) : (
                <span className="font-mono">{dispatch.trackingCode}</span>
              )}
            </>
          )}
        </p>
      )}
    </div>
  );
}
