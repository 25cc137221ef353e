import type { OrderMercadoPago } from '@vidriera/core';

/** The order's columns that say how its Mercado Pago payment stands. */
export const MP_ORDER_COLUMNS = [
  'o.mp_preference_id',
  'o.mp_checkout_url',
  'o.mp_payment_id',
  'o.mp_payment_method',
  'o.mp_installments',
  'o.mp_checked_at',
] as const;

export interface MercadoPagoColumns {
  payment_method: string | null;
  mp_preference_id: string | null;
  mp_checkout_url: string | null;
  mp_payment_id: string | null;
  mp_payment_method: string | null;
  mp_installments: number | null;
  mp_checked_at: Date | string | null;
}

/** An order's Mercado Pago block for the admin and the shopper; null when the order is not paid that way. */
export function toOrderMercadoPago(row: MercadoPagoColumns): OrderMercadoPago | null {
  if (row.payment_method !== 'mercadopago' && !row.mp_preference_id && !row.mp_payment_id) return null;
  return {
    checkoutUrl: row.mp_checkout_url,
    paymentId: row.mp_payment_id,
    paymentMethod: row.mp_payment_method,
    installments: row.mp_installments === null ? null : Number(row.mp_installments),
    checkedAt: row.mp_checked_at ? new Date(row.mp_checked_at).toISOString() : null,
  };
}
