import { type OrderStatusName, orderStatusLabel, PAYMENT_STATUS_LABELS, type PaymentStatusName } from '@vidriera/core';
import { Clock, Store } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PAYMENT_STATUS_TONE } from '@/components/payment-status-tone';
import { cn } from '@/lib/utils';
import { formatOrderDate, timeLeft } from '../utils/format-order';

const STATUS_STYLES: Record<OrderStatusName, string> = {
  pending: 'border-amber-200 bg-amber-50 text-amber-800',
  processing: 'border-sky-200 bg-sky-50 text-sky-800',
  completed: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  cancelled: 'border-red-200 bg-red-50 text-red-800',
};

/** The order's status; "Vencido" for one closed automatically (`expiredAt`). */
export function OrderStatusBadge({ status, expiredAt = null }: { status: OrderStatusName; expiredAt?: string | null }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[status])}>
      {orderStatusLabel({ status, expiredAt })}
    </Badge>
  );
}

/** Payment apart from progress: "Pendiente de pago", "Pago recibido" and the states Mercado Pago's answer leads to. */
export function PaymentStatusBadge({ status }: { status: PaymentStatusName }) {
  return (
    <Badge variant="outline" className={PAYMENT_STATUS_TONE[status]}>
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

export const RESERVATION_EXPIRED_HINT =
  'La reserva de este pedido venció: sus unidades ya no están apartadas y pueden venderse a otros clientes.';

/** A badge that names a state of the order's reservation, its explanation on hover and for screen readers. */
function ReservationBadge({ label, hint, className }: { label: string; hint: string; className: string }) {
  return (
    <Badge variant="outline" className={className} title={hint}>
      <Clock aria-hidden="true" />
      {label}
      <span className="sr-only">: {hint}</span>
    </Badge>
  );
}

/** A pending storefront order whose reservation ran out (docs/product/orders.md): confirming it may now fail for lack of stock. */
export function ReservationExpiredBadge() {
  return (
    <ReservationBadge
      label="Reserva vencida"
      hint={RESERVATION_EXPIRED_HINT}
      className="border-orange-300 bg-orange-50 text-orange-800"
    />
  );
}

export const WITHOUT_RESERVATION_HINT =
  'Pedido sin reserva: no aparta unidades, porque los pedidos que aún no abriste ya apartan la parte del stock que permite tu tienda. Confírmalo si te alcanza el stock.';

/** A pending storefront order taken without a reservation (the store-wide ceiling, docs/product/orders.md): it holds nothing, confirming takes the stock if there is enough. */
export function WithoutReservationBadge() {
  return (
    <ReservationBadge
      label="Sin reserva"
      hint={WITHOUT_RESERVATION_HINT}
      className="border-sky-300 bg-sky-50 text-sky-900"
    />
  );
}

/** How long a pending storefront order keeps its units off sale (a hoard shows as many long reservations of one phone). */
export function ReservationLeftBadge({ until }: { until: string }) {
  const hint = `Las unidades de este pedido quedan apartadas hasta ${formatOrderDate(until)}.`;
  return (
    <Badge variant="outline" className="border-amber-200 bg-amber-50 text-amber-800" title={hint}>
      <Clock aria-hidden="true" />
      Reserva: {timeLeft(until)}
      <span className="sr-only">. {hint}</span>
    </Badge>
  );
}

/** The order came from the public storefront (its lines are as the shopper sent them). */
export function StorefrontBadge() {
  return (
    <Badge variant="secondary" title="Pedido hecho desde la tienda online">
      <Store aria-hidden="true" />
      Tienda
    </Badge>
  );
}

/** A colour swatch next to an attribute value. */
