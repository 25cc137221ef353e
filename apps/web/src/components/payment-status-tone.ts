import type { PaymentStatusName } from '@vidriera/core';

/** The colour of each payment state's badge, in the admin and on the shopper's order page. */
export const PAYMENT_STATUS_TONE: Record<PaymentStatusName, string> = {
  pending: 'border-slate-200 bg-slate-50 text-slate-700',
  received: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  rejected: 'border-red-200 bg-red-50 text-red-800',
  refunded: 'border-slate-300 bg-slate-100 text-slate-800',
  charged_back: 'border-red-300 bg-red-50 text-red-900',
  amount_mismatch: 'border-orange-300 bg-orange-50 text-orange-900',
  paid_without_stock: 'border-orange-300 bg-orange-50 text-orange-900',
};
