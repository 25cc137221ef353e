import { type OrderStatusName, type StockEffect, stockEffectOf } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely, Transaction } from 'kysely';
import { notFound } from '../../shared/app-error';
import { releaseReservations } from '../stock/reservations';
import { deductStockForOrder, restoreStockForOrder } from '../stock/stock-moves';
import { enqueueLowStockCheck } from './order-mail-jobs';

export const ORDER_NOT_FOUND = 'Pedido no encontrado.';


/** Locks an order of the store for the rest of the transaction. */
export async function lockOrder(trx: Transaction<Database>, storeId: string, orderId: string) {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).where('store_id', '=', storeId).forUpdate().executeTakeFirst();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** Applies the stock side of a status change (the table in docs/product/orders.md) and says what it did. */
export async function applyStatusStock(
  trx: Transaction<Database>,
  order: { id: string; store_id: string; stock_deducted: boolean },
  target: OrderStatusName,
): Promise<{ deducted: boolean; effect: StockEffect }> {
  const effect = stockEffectOf(order.stock_deducted, target);
  if (effect === 'none') return { deducted: order.stock_deducted, effect };
  if (effect === 'released') {
    await releaseReservations(trx, order.store_id, order.id);
    return { deducted: order.stock_deducted, effect };
  }
  const lines = await trx.selectFrom('order_items').select(['variant_id', 'quantity', 'product_name']).where('order_id', '=', order.id).execute();
  if (effect === 'deducted') {
    await deductStockForOrder(trx, order.store_id, order.id, lines);
    return { deducted: true, effect };
  }
  await restoreStockForOrder(trx, order.store_id, lines);
  return { deducted: false, effect };
}

/** Keeps who moved an order from one status to another, and when. */
export async function recordStatusChange(
  trx: Kysely<Database>,
  change: { storeId: string; orderId: string; from: OrderStatusName | null; to: OrderStatusName; actorId: string | null },
): Promise<void> {
  if (change.from === change.to) return;
  await trx
    .insertInto('order_status_history')
    .values({ store_id: change.storeId, order_id: change.orderId, from_status: change.from, to_status: change.to, changed_by: change.actorId })
    .execute();
}

/**
 * The status select of the orders list: one transaction; a short stock
 * changes nothing. Units taken out of stock queue the owner's low-stock check
 * in the same transaction (order-mail-jobs.ts).
 */
export async function changeOrderStatus(db: Kysely<Database>, storeId: string, orderId: string, status: OrderStatusName, actorId: string): Promise<StockEffect> {
  return db.transaction().execute(async (trx) => moveOrderStatus(trx, await lockOrder(trx, storeId, orderId), status, actorId));
}

/**
 * One status move of a locked order, inside the caller's transaction: the
 * stock side, the row, its history and the low-stock check. The status select
 * and an approved Mercado Pago payment (mercado-pago/apply-payment.ts) both
 * move orders through it. A short stock throws before anything is written.
 */
export async function moveOrderStatus(
  trx: Transaction<Database>,
  order: { id: string; store_id: string; status: OrderStatusName; stock_deducted: boolean },
  status: OrderStatusName,
  actorId: string | null,
): Promise<StockEffect> {
  if (order.status === status) return 'none';
  const { deducted, effect } = await applyStatusStock(trx, order, status);
  await trx.updateTable('orders').set({ status, stock_deducted: deducted, updated_at: new Date() }).where('id', '=', order.id).where('store_id', '=', order.store_id).execute();
  await recordStatusChange(trx, { storeId: order.store_id, orderId: order.id, from: order.status, to: status, actorId });
  if (effect === 'deducted') await enqueueLowStockCheck(trx, order.store_id, order.id);
  return effect;
}

/**
 * Deletes an order for good. A pending order's reservation goes with it; a
 * confirmed order's deducted units stay sold (the dialog says so) — cancel
 * first to put them back.
 */
export async function deleteOrder(db: Kysely<Database>, storeId: string, orderId: string): Promise<void> {
  const deleted = await db.deleteFrom('orders').where('id', '=', orderId).where('store_id', '=', storeId).executeTakeFirst();
  if (!deleted.numDeletedRows) throw notFound(ORDER_NOT_FOUND);
}
