import { GENERIC_ERROR_MESSAGE, type OrderStatusName, type StockEffect } from '@vidriera/core';
import { isApiError } from '@/lib/api-client';

/** Cancelling an order whose reservation had run out: nothing was freed now. */
export const RESERVATION_HAD_EXPIRED =
  'Pedido cancelado. Su reserva ya había vencido: sus unidades ya estaban a la venta.';

const reason = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);

/**
 * The success toast of a status change says what the server did to stock
 * (docs/product/orders.md, "Statuses and what they do to stock"). An order
 * whose reservation had already run out frees nothing when cancelled (the
 * server answers "none"): the toast says why, when the order said so.
 */
export function statusChangedMessage(
  to: OrderStatusName,
  effect: StockEffect,
  order: { reservationExpired?: boolean } = {},
): string {
  if (to === 'cancelled') {
    if (effect === 'restored') return 'Pedido cancelado y stock restaurado.';
    if (effect === 'released')
      return 'Pedido cancelado. Se liberó su reserva y las unidades vuelven a estar a la venta.';
    if (order.reservationExpired) return RESERVATION_HAD_EXPIRED;
    return 'Pedido cancelado. El stock no cambió.';
  }
  if (effect === 'deducted') return 'Stock deducido y pedido confirmado.';
  if (effect === 'restored')
    return 'Estado del pedido actualizado. Las unidades volvieron al stock y el pedido ya no las reserva.';
  if (effect === 'released')
    return 'Estado del pedido actualizado. Se liberó su reserva y las unidades vuelven a estar a la venta.';
  return 'Estado del pedido actualizado. El stock no cambió.';
}

/** The failure toast names the stock move the change was attempting. */
export function statusChangeFailedMessage(from: OrderStatusName, to: OrderStatusName, error: unknown): string {
  if (to === 'cancelled') return `No se pudo cancelar el pedido y restaurar stock: ${reason(error)}`;
  if (from === 'pending' && (to === 'processing' || to === 'completed'))
    return `No se pudo confirmar el pedido y deducir stock: ${reason(error)}`;
  return 'No se pudo actualizar el estado del pedido.';
}
