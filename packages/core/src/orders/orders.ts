// An order's states (docs/product/orders.md): its statuses and their labels, and what each change does to stock.

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  pending: 'Pendiente',
  processing: 'En Proceso',
  completed: 'Completado',
  cancelled: 'Cancelado',
};

/**
 * A storefront order nobody confirmed, closed automatically after its
 * reservation ran out and the store's grace period passed
 * (docs/product/orders.md, "Orders nobody confirmed"). It is a cancelled
 * order with a mark (`expiredAt`), so the stock rules stay those of
 * "Cancelado"; screens show this label instead.
 */
export const EXPIRED_ORDER_LABEL = 'Vencido';
/** What the shopper's order page says under a "Vencido" order. */
/** The shopper's page, while her pending order's reservation has run out (docs/product/orders.md, "The shopper's order page"). */
export const RESERVATION_RAN_OUT_NOTE =
  'Tu reserva venció: tus productos volvieron a estar a la venta y otra persona puede comprarlos. El vendedor todavía puede confirmar tu pedido si le queda stock; escríbele si lo necesitas.';
export const EXPIRED_ORDER_NOTE =
  'Este pedido venció: el vendedor no lo confirmó a tiempo y sus productos volvieron a estar a la venta. Si todavía lo quieres, escribe a la tienda o haz un pedido nuevo.';

/** The label of an order's status, "Vencido" for one closed automatically. */
export function orderStatusLabel(order: { status: OrderStatusName; expiredAt: string | null }): string {
  return order.expiredAt ? EXPIRED_ORDER_LABEL : ORDER_STATUS_LABELS[order.status];
}

export const STOREFRONT_PAGE_SIZE = 12;
export const ORDER_ITEMS_MAX = 50;

/** The order's number for people: the id's last 8 characters as they are, so the WhatsApp message and the admin show the same one. */
export function shortOrderId(id: string): string {
  return id.slice(-8);
}

/** Whether an order in this status has its units taken out of stock. */
export function statusDeductsStock(status: OrderStatusName): boolean {
  return status === 'processing' || status === 'completed';
}

/**
 * What a status change does to stock (docs/product/orders.md): takes the units
 * out, puts them back, frees the reservation, or nothing. The status-change
 * answer reports it, and the admin says it to the seller.
 */
export const STOCK_EFFECTS = ['deducted', 'restored', 'released', 'none'] as const;
export type StockEffect = (typeof STOCK_EFFECTS)[number];

/**
 * Into processing/completed takes the units out of stock (releasing the
 * reservation); out of them to pending/cancelled puts them back; to cancelled
 * without a deduction releases the reservation; anything else moves nothing.
 */
export function stockEffectOf(stockDeducted: boolean, target: OrderStatusName): StockEffect {
  if (statusDeductsStock(target)) return stockDeducted ? 'none' : 'deducted';
  if (stockDeducted) return 'restored';
  return target === 'cancelled' ? 'released' : 'none';
}
