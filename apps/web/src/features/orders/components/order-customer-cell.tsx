import type { OrderSummary } from '../api/get-orders';
import {
  ReservationExpiredBadge,
  ReservationLeftBadge,
  StorefrontBadge,
  WithoutReservationBadge,
} from './order-badges';

/** Customer name, phone below, and the marks of a storefront order. */
export function OrderCustomerCell({ order }: { order: OrderSummary }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="truncate font-medium">{order.customerName}</p>
      {order.customerPhone && <p className="text-sm text-muted-foreground">{order.customerPhone}</p>}
      {(order.source === 'storefront' || order.reservationExpired) && (
        <div className="flex flex-wrap gap-1">
          {order.source === 'storefront' && <StorefrontBadge />}
          {order.reservationExpired && <ReservationExpiredBadge />}
          {order.reservedUntil && <ReservationLeftBadge until={order.reservedUntil} />}
          {order.withoutReservation && order.status === 'pending' && <WithoutReservationBadge />}
        </div>
      )}
    </div>
  );
}
