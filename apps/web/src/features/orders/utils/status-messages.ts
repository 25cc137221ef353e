import { GENERIC_ERROR_MESSAGE, type OrderStatusName, type StockEffect } from '@vidriera/core';
import { isApiError } from '@/lib/api-client';

const reason = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);

/**
 * The success toast of a status change says what the server did to stock
 * (docs/product/orders.md, "Statuses and what they do to stock").
 */
export function statusChangedMessage(to: OrderStatusName, effect: StockEffect): string {
  if (to === 'cancelled') {
    if (effect === 'restored') return 'Pedido cancelado y stock restaurado.';
    if (effect === 'released') return 'Pedido cancelado. Se liberó su reserva y las unidades vuelven a estar a la venta.';
    return 'Pedido cancelado. El stock no cambió.';
  }
  if (effect === 'deducted') return 'Stock deducido y pedido confirmado.';
  if (effect === 'restored') return 'Estado del pedido actualizado. Las unidades volvieron al stock y el pedido ya no las reserva.';
  if (effect === 'released') return 'Estado del pedido actualizado. Se liberó su reserva y las unidades vuelven a estar a la venta.';
  return 'Estado del pedido actualizado. El stock no cambió.';
}

/** The failure toast names the stock move the change was attempting. */
export function statusChangeFailedMessage(from: OrderStatusName, to: OrderStatusName, error: unknown): string {
  if (to === 'cancelled') return `No se pudo cancelar el pedido y restaurar stock: ${reason(error)}`;
  if (from === 'pending' && (to === 'processing' || to === 'completed')) return `No se pudo confirmar el pedido y deducir stock: ${reason(error)}`;
  return 'No se pudo actualizar el estado del pedido.';
}
