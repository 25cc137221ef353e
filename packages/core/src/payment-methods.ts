/*
 * How an order is paid, apart from its progress (docs/product/orders.md,
 * "Payment"). No zod here: the cart's island imports these labels, and store
 * pages keep their JavaScript small.
 */

export const PAYMENT_METHODS = ['cash', 'transfer', 'mercadopago', 'other'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodName, string> = {
  cash: 'Efectivo',
  transfer: 'Transferencia',
  mercadopago: 'Mercado Pago',
  other: 'Otro',
};

export const PAYMENT_STATUSES = ['pending', 'received'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusName, string> = {
  pending: 'Pendiente de pago',
  received: 'Pago recibido',
};

/** What a store offers at checkout: its chosen methods, transfer only while it has a CBU/alias (docs/product/stores.md). */
export function offeredPaymentMethods(store: { paymentMethods: readonly PaymentMethodName[]; cbu: string | null }): PaymentMethodName[] {
  return PAYMENT_METHODS.filter((m) => store.paymentMethods.includes(m) && (m !== 'transfer' || Boolean(store.cbu)));
}

export const PAYMENT_METHOD_NOT_OFFERED = 'Esta tienda no acepta ese método de pago. Elige otro.';
