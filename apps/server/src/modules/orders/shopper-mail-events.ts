import type { OrderStatusName } from '@vidriera/core';
import type { ShopperMailEvent } from '../mail/shopper-templates';

/**
 * Which status change the shopper hears about (docs/product/orders.md, "The
 * shopper's e-mails"): a confirmation (into En Proceso or Completado from
 * Pendiente or Cancelado), a cancellation, and the automatic closing as
 * "Vencido". En Proceso ↔ Completado and a move back to Pendiente say
 * nothing. Dispatch ("dispatched") will be its own step, not a status.
 */
export function shopperMailEventOf(
  from: OrderStatusName,
  to: OrderStatusName,
  expired: boolean,
): ShopperMailEvent | null {
  if (from === to) return null;
  if (to === 'cancelled') return expired ? 'expired' : 'cancelled';
  if ((to === 'processing' || to === 'completed') && (from === 'pending' || from === 'cancelled')) return 'confirmed';
  return null;
}
