import {
  ABANDONED_CHECKOUT_DAYS,
  ABANDONED_REMINDER_MINUTES,
  type AbandonedCheckoutView,
  formatOrderDateTime,
  formatPrice,
} from '@vidriera/core';
import { MessageCircle, ShoppingCart, Trash2 } from 'lucide-react';
import { NativeSelect } from '@/components/native-select';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useStoreRequired } from '@/hooks/use-store-required';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast';
import { useAbandonedCheckouts, useReminderSetting, useRemoveAbandonedCheckout } from '../api/abandoned-checkouts';

const DELAYS: Record<(typeof ABANDONED_REMINDER_MINUTES)[number], string> = {
  60: '1 hora después',
  180: '3 horas después',
  720: '12 horas después',
  1440: '1 día después',
};

function CheckoutCard({ checkout }: { checkout: AbandonedCheckoutView }) {
  const remove = useRemoveAbandonedCheckout();
  return (
    <Card className="gap-3 py-4" data-testid="abandoned-checkout">
      <CardContent className="space-y-3 px-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-medium">{checkout.customerName}</p>
          <p className="text-xs text-muted-foreground">{formatOrderDateTime(checkout.updatedAt)}</p>
        </div>
        <p className="text-sm text-muted-foreground">
          {checkout.customerPhone}
          {checkout.customerEmail ? ` · ${checkout.customerEmail}` : ''}
          {checkout.remindedAt ? ' · recordatorio enviado' : ''}
        </p>
        <ul className="space-y-1 text-sm">
          {checkout.lines.map((line, index) => (
            <li key={index}>
              {line.quantity} x {line.productName}
              {line.attributes.length > 0 && ` (${line.attributes.map((a) => a.displayValue).join(', ')})`}
              <span className="text-muted-foreground"> · {formatPrice(line.quantity * line.unitPriceCents)}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm font-medium">Total: {formatPrice(checkout.totalCents)}</p>
        <div className="flex flex-wrap gap-2">
          {checkout.whatsappUrl && (
            <Button asChild variant="whatsapp" size="sm">
              <a href={checkout.whatsappUrl} target="_blank" rel="noopener noreferrer">
                <MessageCircle />
                Escribirle por WhatsApp
              </a>
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate(checkout.id, { onError: (error) => toastApiError(error, 'Error') })}
          >
            <Trash2 />
            Quitar
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** /admin/abandoned-checkouts: shoppers who ticked the cart's box and did not send the order (docs/product/abandoned-checkouts.md). */
export function AbandonedCheckoutsPage() {
  useStoreRequired();
  const list = useAbandonedCheckouts();
  const reminder = useReminderSetting();

  let body;
  if (list.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner className="size-5 text-primary" />
        Cargando carritos...
      </p>
    );
  } else if (list.isError) {
    body = (
      <p className="py-16 text-center text-muted-foreground">
        {isApiError(list.error) ? list.error.message : 'No se pudieron cargar los carritos.'}
      </p>
    );
  } else if (list.data.checkouts.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
        <ShoppingCart className="size-10 text-muted-foreground/60" aria-hidden="true" />
        <p className="font-medium">No hay carritos abandonados.</p>
        <p className="text-sm text-muted-foreground">
          Aparecen aquí quienes marcan en el carrito que quieren que les escribas y no terminan el pedido.
        </p>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        {list.data.checkouts.map((checkout) => (
          <CheckoutCard key={checkout.id} checkout={checkout} />
        ))}
      </div>
    );
  }

  const current = list.data?.settings.reminderMinutes ?? null;
  return (
    <div className="min-h-dvh bg-muted/30">
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        <PageHeader
          title="Carritos abandonados"
          subtitle={`Quienes dejaron su teléfono y no enviaron el pedido. Se borran a los ${ABANDONED_CHECKOUT_DAYS} días.`}
          backTo="/admin"
        />
        <Card className="gap-2 py-4">
          <CardContent className="space-y-2 px-4">
            <label htmlFor="abandoned-reminder" className="text-sm font-medium">
              Recordatorio por e-mail
            </label>
            <NativeSelect
              id="abandoned-reminder"
              value={current === null ? '' : String(current)}
              disabled={list.isPending || reminder.isPending}
              onChange={(event) =>
                reminder.mutate(
                  event.target.value === ''
                    ? null
                    : (Number(event.target.value) as (typeof ABANDONED_REMINDER_MINUTES)[number]),
                  { onError: (error) => toastApiError(error, 'Error') },
                )
              }
            >
              <option value="">No enviar</option>
              {ABANDONED_REMINDER_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {DELAYS[minutes]}
                </option>
              ))}
            </NativeSelect>
            <p className="text-xs text-muted-foreground">
              Un solo e-mail a quien dejó su e-mail, si todavía no hizo el pedido.
            </p>
          </CardContent>
        </Card>
        {body}
      </main>
    </div>
  );
}
