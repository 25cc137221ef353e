import { savedOrderTotal } from '@vidriera/core';
import { TotalSteps } from '@/components/total-steps';
import { OrderLines } from '@/components/order-lines';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { OrderDetail } from '../api/get-order';
import { formatOrderDate, paymentMethodText, timeLeft } from '../utils/format-order';
import { CancelPendingOrdersButton } from './cancel-pending-orders-button';
import {
  OrderStatusBadge,
  RESERVATION_EXPIRED_HINT,
  ReservationExpiredBadge,
  StorefrontBadge,
  WITHOUT_RESERVATION_HINT,
  WithoutReservationBadge,
} from './order-badges';
import { OrderDeliveryCard } from './order-delivery-card';
import { OrderHistoryCard } from './order-history-card';
import { OrderQuickActions } from './order-quick-actions';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium wrap-anywhere sm:text-right">{children}</dd>
    </div>
  );
}

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4 py-4 shadow-none">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4">{children}</CardContent>
    </Card>
  );
}

function ReservationState({ order }: { order: OrderDetail }) {
  if (order.source !== 'storefront' || order.status !== 'pending') return null;
  if (order.withoutReservation) {
    return (
      <div className="space-y-1">
        <WithoutReservationBadge />
        <p className="text-xs text-muted-foreground">{WITHOUT_RESERVATION_HINT}</p>
      </div>
    );
  }
  if (order.reservationExpired) {
    return (
      <div className="space-y-1">
        <ReservationExpiredBadge />
        <p className="text-xs text-muted-foreground">{RESERVATION_EXPIRED_HINT}</p>
      </div>
    );
  }
  if (!order.reservedUntil) return null;
  return (
    <span className="text-sm">
      Reservado hasta {formatOrderDate(order.reservedUntil)}{' '}
      <span className="text-muted-foreground">(quedan {timeLeft(order.reservedUntil)})</span>
    </span>
  );
}

/** The cards of the detail dialog: customer, products, total and order information (docs/product/orders.md). */
export function OrderDetailContent({ order }: { order: OrderDetail }) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <OrderQuickActions order={order} />
      <DetailCard title="Información del Cliente">
        <dl className="grid gap-2">
          <Row label="Nombre">
            {order.customerName}
            {order.customerId && (
              <Link
                to={`/admin/customers/${order.customerId}`}
                className="ml-2 text-primary underline underline-offset-4"
              >
                Ver cliente
              </Link>
            )}
          </Row>
          {order.customerEmail && <Row label="Email">{order.customerEmail}</Row>}
          {order.customerPhone && <Row label="Teléfono">{order.customerPhone}</Row>}
          {order.placedFrom && <Row label="Conexión">{order.placedFrom}</Row>}
          <Row label="Estado">
            <OrderStatusBadge status={order.status} expiredAt={order.expiredAt} />
          </Row>
          <Row label="Método de pago">{paymentMethodText(order.paymentMethod)}</Row>
        </dl>
        {order.source === 'storefront' && order.status === 'pending' && (order.customerPhone || order.placedFrom) && (
          <div className="mt-4 space-y-2 rounded-lg border border-dashed p-3">
            <p className="text-xs text-muted-foreground">
              ¿Este cliente aparta stock sin comprar? Cancela de una vez todos sus pedidos pendientes, por teléfono o
              por la conexión desde la que pidió.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {order.customerPhone && <CancelPendingOrdersButton of={{ phone: order.customerPhone }} />}
              {order.placedFrom && <CancelPendingOrdersButton of={{ placedFrom: order.placedFrom }} />}
            </div>
          </div>
        )}
      </DetailCard>

      <DetailCard title="Productos">
        {order.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No se encontraron productos en este pedido</p>
        ) : (
          <OrderLines lines={order.items} itemClassName="py-3 first:pt-0 last:pb-0" />
        )}
      </DetailCard>

      <DetailCard title="Entrega">
        <OrderDeliveryCard order={order} />
      </DetailCard>

      <DetailCard title="Total">
        <TotalSteps {...savedOrderTotal(order)} />
      </DetailCard>

      <DetailCard title="Información del Pedido">
        <dl className="grid gap-2">
          <Row label="ID del Pedido">
            <span className="font-mono text-xs">{order.id}</span>
          </Row>
          <Row label="Fecha">{formatOrderDate(order.createdAt)}</Row>
          {order.updatedAt !== order.createdAt && (
            <Row label="Última actualización">{formatOrderDate(order.updatedAt)}</Row>
          )}
          {order.source === 'storefront' && (
            <Row label="Origen">
              <StorefrontBadge />
            </Row>
          )}
        </dl>
        <div className="mt-3 empty:hidden">
          <ReservationState order={order} />
        </div>
      </DetailCard>

      <OrderHistoryCard history={order.history} />
    </div>
  );
}
