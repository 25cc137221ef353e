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

/**
 * Where an order's payment stands. The seller moves only between pending and
 * received by hand; the others come from Mercado Pago's answer about a
 * payment (docs/product/orders.md, "Paying with Mercado Pago") and are never
 * counted as paid, except "Pagado sin stock": money in, units gone.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'received',
  'rejected',
  'refunded',
  'charged_back',
  'amount_mismatch',
  'paid_without_stock',
] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusName, string> = {
  pending: 'Pendiente de pago',
  received: 'Pago recibido',
  rejected: 'Pago rechazado',
  refunded: 'Pago devuelto',
  charged_back: 'Contracargo',
  amount_mismatch: 'Monto no coincide',
  paid_without_stock: 'Pagado sin stock',
};
/** What the seller explains beside the states that ask them to act (admin order detail). */
export const PAYMENT_STATUS_HINTS: Partial<Record<PaymentStatusName, string>> = {
  amount_mismatch:
    'Mercado Pago aprobó un pago por un monto o moneda distintos del total del pedido. Revisa el pago en Mercado Pago antes de entregar.',
  paid_without_stock:
    'El pago llegó cuando la reserva ya había vencido y las unidades se vendieron. Devuelve el pago desde Mercado Pago o repón el stock y confirma el pedido.',
  charged_back: 'Quien compró desconoció el pago ante su tarjeta. Revisa el caso en Mercado Pago.',
};
/** The states the seller sets by hand ("Marcar como pago recibido" and its undo). */
export const MANUAL_PAYMENT_STATUSES = ['pending', 'received'] as const;
/** States in which the money is with the seller (the moment it arrived is kept). */
export const MONEY_IN_STATUSES: readonly PaymentStatusName[] = ['received', 'paid_without_stock'];

/** What a store offers at checkout: its chosen methods, transfer only while it has a CBU/alias (docs/product/stores.md). */
export function offeredPaymentMethods(store: {
  paymentMethods: readonly PaymentMethodName[];
  cbu: string | null;
}): PaymentMethodName[] {
  return PAYMENT_METHODS.filter((m) => store.paymentMethods.includes(m) && (m !== 'transfer' || Boolean(store.cbu)));
}

export const PAYMENT_METHOD_NOT_OFFERED = 'Esta tienda no acepta ese método de pago. Elige otro.';
