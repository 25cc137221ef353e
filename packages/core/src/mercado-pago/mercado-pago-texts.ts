import type { PaymentStatusName } from '../orders/payment-methods';

/*
 * What the shopper's order page and the admin say about a Mercado Pago
 * payment (docs/product/orders.md, "Paying with Mercado Pago"). No zod: store
 * pages import these.
 */

/** The store setting in "Cobros y stock". */
export const MP_CONFIRM_ON_PAYMENT_LABEL = 'Confirmar el pedido al recibir el pago';
export const MP_CONFIRM_ON_PAYMENT_HINT =
  'Al aprobarse un pago con Mercado Pago, el pedido pasa a En Proceso y sus unidades salen del stock, como con "Confirmar pedido".';

/** The settings, once Mercado Pago refused to renew an OAuth authorisation: card payments stop when its token expires. */
export const MP_AUTHORIZATION_LOST =
  'Mercado Pago dejó de autorizar a Vidriera a cobrar en tu cuenta. Conéctala de nuevo con "Conectar con Mercado Pago" para seguir cobrando con tarjeta.';

/** The shopper's page, while the order is paid with Mercado Pago and not yet paid. */
export const MP_SHOPPER_PAY_HINT =
  'Paga con tarjeta (en cuotas), dinero en cuenta o efectivo en Mercado Pago. Al aprobarse, esta página lo muestra sola.';
export const MP_SHOPPER_PREPARING =
  'Estamos preparando el pago con Mercado Pago. Vuelve a abrir esta página en unos segundos.';

/** What the shopper reads for each payment state Mercado Pago's answer can lead to. */
export const MP_SHOPPER_STATE_TEXTS: Partial<Record<PaymentStatusName, string>> = {
  rejected: 'Mercado Pago rechazó el pago. Puedes intentarlo de nuevo, con otra tarjeta o medio.',
  refunded: 'El pago fue devuelto.',
  charged_back: 'El pago fue desconocido ante la tarjeta. Escríbele al vendedor por WhatsApp.',
  amount_mismatch: 'El vendedor está revisando tu pago. Te escribirá por WhatsApp.',
  paid_without_stock:
    'Recibimos tu pago, pero las unidades ya no estaban disponibles. El vendedor te escribirá para devolverte el dinero o reponerlas.',
};

/** "3 cuotas", "1 cuota". */
export const installmentsText = (n: number) => `${n} ${n === 1 ? 'cuota' : 'cuotas'}`;
