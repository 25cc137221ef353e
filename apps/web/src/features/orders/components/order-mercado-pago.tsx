import { installmentsText, MP_CHECK_BUTTON, PAYMENT_STATUS_HINTS, PAYMENT_STATUS_LABELS } from '@vidriera/core';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckMercadoPago } from '../api/check-mercado-pago';
import type { OrderDetail } from '../api/get-order';
import { formatOrderDate } from '../utils/format-order';

/**
 * An order paid with Mercado Pago, in the admin (docs/product/orders.md,
 * "Paying with Mercado Pago"): the payment Mercado Pago reported (id, method,
 * cuotas), what a state that asks the seller to act means, and "Revisar pago".
 */
export function OrderMercadoPago({ order }: { order: OrderDetail }) {
  const check = useCheckMercadoPago();
  const mp = order.mercadoPago;
  if (!mp) return null;
  const hint = PAYMENT_STATUS_HINTS[order.paymentStatus];
  return (
    <div className="grid gap-2 border-t pt-3 text-sm">
      <p className="font-medium">Mercado Pago</p>
      {mp.paymentId ? (
        <p className="text-muted-foreground">
          Pago #{mp.paymentId}
          {mp.paymentMethod && ` · ${mp.paymentMethod}`}
          {mp.installments && ` · ${installmentsText(mp.installments)}`}
        </p>
      ) : (
        <p className="text-muted-foreground">
          {mp.checkoutUrl ? 'El enlace de pago está listo; todavía no llegó un pago.' : 'Preparando el enlace de pago…'}
        </p>
      )}
      {hint && (
        <p role="note" className="rounded-md border border-orange-200 bg-orange-50 px-3 py-2 text-orange-900">
          {PAYMENT_STATUS_LABELS[order.paymentStatus]}: {hint}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={check.isPending}
          onClick={() =>
            check.mutate(order.id, {
              onSuccess: ({ order: checked }) =>
                toast.success('Pago revisado', { description: PAYMENT_STATUS_LABELS[checked.paymentStatus] }),
              onError: (error) =>
                toast.error('Error', {
                  description: isApiError(error) ? error.message : 'No se pudo revisar el pago.',
                }),
            })
          }
        >
          <RefreshCw />
          {MP_CHECK_BUTTON}
        </Button>
        {mp.checkedAt && (
          <span className="text-xs text-muted-foreground">Revisado el {formatOrderDate(mp.checkedAt)}</span>
        )}
      </div>
    </div>
  );
}
