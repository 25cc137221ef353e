import {
  centsToAmount,
  EXPIRED_ORDER_NOTE,
  formatOrderDateTime,
  formatPrice,
  MP_PAY_BUTTON,
  MP_SHOPPER_PAY_HINT,
  MP_SHOPPER_PREPARING,
  MP_SHOPPER_STATE_TEXTS,
  orderStatusLabel,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PublicOrder,
  RESERVATION_RAN_OUT_NOTE,
  savedOrderTotal,
  type StorePageContext,
  storeHref,
  whatsappLink,
} from '@vidriera/core';
import { Clock, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Island } from '@/components/island';
import { OrderDelivery } from '@/components/order-delivery';
import { OrderLines } from '@/components/order-lines';
import { PAYMENT_STATUS_TONE } from '@/components/payment-status-tone';
import { TotalSteps } from '@/components/total-steps';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StoreLayout } from '../components/store-layout';
import CopyText from '../islands/copy-text';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4">{children}</CardContent>
    </Card>
  );
}

function CopyRow({ label, value, copy }: { label: string; value: string; copy: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/40 px-3 py-2">
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{label}</p>
        <p className="font-mono text-base font-semibold break-all select-all">{value}</p>
      </div>
      <Island of={CopyText} load="visible" props={{ value: copy, label: `Copiar ${label}` }} />
    </div>
  );
}

/** Mercado Pago: "Pagar con Mercado Pago" (Checkout Pro) until a payment is approved, and what a payment's state means for the shopper. */
function PayWithMercadoPago({ order, mp }: { order: PublicOrder; mp: NonNullable<PublicOrder['mercadoPago']> }) {
  const said = MP_SHOPPER_STATE_TEXTS[order.paymentStatus];
  const canPay = order.paymentStatus === 'pending' || order.paymentStatus === 'rejected';
  return (
    <div className="grid gap-3">
      {said && <p className="text-sm">{said}</p>}
      {canPay &&
        (mp.checkoutUrl ? (
          <>
            <a
              href={mp.checkoutUrl}
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'mercadoPago', size: 'lg', className: 'w-full' })}
            >
              {MP_PAY_BUTTON}
            </a>
            <p className="text-xs text-muted-foreground">{MP_SHOPPER_PAY_HINT}</p>
          </>
        ) : (
          <p className="text-sm">{MP_SHOPPER_PREPARING}</p>
        ))}
    </div>
  );
}

/** How to pay: the transfer's details with copy buttons, Mercado Pago's checkout, or what the shopper chose. */
function HowToPay({ order }: { order: PublicOrder }) {
  if (order.paymentStatus === 'received') return <p className="text-sm">El vendedor ya recibió tu pago. ¡Gracias!</p>;
  if (order.mercadoPago) return <PayWithMercadoPago order={order} mp={order.mercadoPago} />;
  if (order.transfer) {
    return (
      <div className="grid gap-2">
        <p className="text-sm">
          Transfiere el monto exacto a esta cuenta y envía el comprobante al vendedor por WhatsApp.
        </p>
        <CopyRow label="CBU/Alias" value={order.transfer.cbu} copy={order.transfer.cbu} />
        {order.transfer.holder && (
          <p className="text-sm">
            Titular: <span className="font-medium">{order.transfer.holder}</span>
          </p>
        )}
        <CopyRow
          label="Monto a transferir"
          value={formatPrice(order.totalCents)}
          copy={centsToAmount(order.totalCents)}
        />
      </div>
    );
  }
  if (order.paymentMethod === 'cash')
    return <p className="text-sm">Pagas en efectivo. Coordina la entrega con el vendedor por WhatsApp.</p>;
  if (order.paymentMethod)
    return (
      <p className="text-sm">
        Pagas con {PAYMENT_METHOD_LABELS[order.paymentMethod]}. El vendedor te dirá cómo por WhatsApp.
      </p>
    );
  return <p className="text-sm">Coordina el pago con el vendedor por WhatsApp.</p>;
}

function Reservation({ order }: { order: PublicOrder }) {
  if (order.status !== 'pending') return null;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      {order.reservationExpired
        ? RESERVATION_RAN_OUT_NOTE
        : order.reservedUntil &&
          `Tus productos quedan reservados hasta el ${formatOrderDateTime(order.reservedUntil)}.`}
    </p>
  );
}

const STATUS_TONE: Record<PublicOrder['status'], string> = {
  pending: 'border-amber-200 bg-amber-50 text-amber-800',
  processing: 'border-sky-200 bg-sky-50 text-sky-800',
  completed: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  cancelled: 'border-red-200 bg-red-50 text-red-800',
};

/**
 * The shopper's order page (docs/product/orders.md): number, lines, total, how
 * to pay, the reservation's end, and where the order and its payment stand as
 * the seller changes them. Server HTML; only the copy buttons are islands.
 */
export function OrderPage({ base, store, order }: StorePageContext & { order: PublicOrder }) {
  return (
    <StoreLayout context={{ base, store }}>
      <main className="mx-auto grid w-full max-w-2xl flex-1 grid-cols-1 gap-4 px-4 py-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{`Pedido #${order.number}`}</h1>
          <p className="text-sm text-muted-foreground">
            {order.customerName} · {formatOrderDateTime(order.createdAt)}
          </p>
          <div role="group" className="flex flex-wrap gap-2" aria-label="Estado del pedido">
            <Badge variant="outline" className={STATUS_TONE[order.status]}>
              Pedido: {orderStatusLabel(order)}
            </Badge>
            {order.status !== 'cancelled' && (
              <Badge variant="outline" className={PAYMENT_STATUS_TONE[order.paymentStatus]}>
                {PAYMENT_STATUS_LABELS[order.paymentStatus]}
              </Badge>
            )}
          </div>
          <Reservation order={order} />
          {order.expiredAt && <p className="text-sm text-muted-foreground">{EXPIRED_ORDER_NOTE}</p>}
        </div>

        {order.status !== 'cancelled' && (
          <Section title="Cómo pagar">
            <HowToPay order={order} />
          </Section>
        )}

        {(order.delivery || order.dispatch) && (
          <Section title="Entrega">
            <OrderDelivery delivery={order.delivery} dispatch={order.dispatch} />
          </Section>
        )}

        <Section title="Productos">
          <OrderLines lines={order.lines} itemClassName="py-2 first:pt-0" />
          <TotalSteps className="mt-3 grid gap-1 border-t pt-3 text-sm" {...savedOrderTotal(order)} />
        </Section>

        <div className="grid gap-2 sm:grid-cols-2">
          {store.whatsappNumber && (
            <a
              href={whatsappLink(store.whatsappNumber, `Hola, te escribo por mi pedido #${order.number}.`)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'whatsapp' })}
            >
              <MessageCircle aria-hidden="true" />
              Escribir al vendedor
            </a>
          )}
          <a href={storeHref(base, 'index', {})} className={buttonVariants({ variant: 'outline' })}>
            Seguir comprando
          </a>
        </div>
      </main>
    </StoreLayout>
  );
}

/** A link without the right token, or to an order that does not exist (the server answers 404 either way). */
export function OrderNotFoundPage({ base, store }: StorePageContext) {
  return (
    <StoreLayout context={{ base, store }}>
      <main className="flex flex-1 items-center justify-center px-6 py-16">
        <div className="max-w-md space-y-4 text-center">
          <h1 className="text-2xl font-bold">Pedido no encontrado</h1>
          <p className="text-muted-foreground">
            Revisa el enlace que recibiste. Si el problema sigue, escribe al vendedor.
          </p>
          <a href={storeHref(base, 'index', {})} className={buttonVariants({ variant: 'outline' })}>
            Volver a la tienda
          </a>
        </div>
      </main>
    </StoreLayout>
  );
}
