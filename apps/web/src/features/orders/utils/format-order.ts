import { formatOrderDateTime, PAYMENT_METHOD_LABELS, type PaymentMethodName } from '@vidriera/core';

/** "02/12/2026, 00:42" in Buenos Aires time, whatever the browser's zone: the one formatter every text uses (docs/product/orders.md, "Dates"). */
export function formatOrderDate(iso: string): string {
  return formatOrderDateTime(iso);
}

/** Time until a reservation ends, as short as a badge needs: "47 h", "35 min", "menos de 1 min". */
export function timeLeft(untilIso: string, now = Date.now()): string {
  const minutes = Math.floor((new Date(untilIso).getTime() - now) / 60_000);
  if (minutes < 1) return 'menos de 1 min';
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h`;
}

/** The order's payment method in the list and the detail; an order without one settles it with the seller. */
export function paymentMethodText(method: PaymentMethodName | null): string {
  return method ? PAYMENT_METHOD_LABELS[method] : 'A convenir';
}
