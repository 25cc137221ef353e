import { offeredPaymentMethods, PAYMENT_METHOD_NOT_OFFERED, type PaymentMethodName } from '@vidriera/core';
import { invalid } from '../../shared/app-error';
import type { StoreForOrder } from './store-for-order';

/**
 * How the shopper pays: the method they chose among the store's offered ones
 * (none when they did not say: the seller agrees it with them), and the
 * transfer discount's percent when they pay by transfer (priceOrder in
 * packages/core takes it off the lines less the code's discount).
 */
export function choosePayment(store: StoreForOrder, chosen: PaymentMethodName | undefined) {
  const offered = offeredPaymentMethods({ paymentMethods: store.payment_methods, cbu: store.cbu });
  if (chosen && !offered.includes(chosen)) throw invalid('paymentMethod', PAYMENT_METHOD_NOT_OFFERED);
  const method = chosen ?? null;
  return { method, transferPercent: method === 'transfer' ? store.transfer_discount_percent : null };
}
