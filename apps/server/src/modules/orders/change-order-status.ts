import { requestShipmentOnConfirm } from './shipments';
import { ORDER_NOT_FOUND, type OrderStatusName, type StockEffect, stockEffectOf } from '@vidriera/core';
import type { Database, OrdersTable } from '@vidriera/db';
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import { notFound } from '../../shared/app-error';
import { releaseReservations } from '../stock/reservations';
import { deductStockForOrder, restoreStockForOrder } from '../stock/stock-moves';
import { enqueueLowStockCheck } from './order-mail-jobs';
import { shopperMailEventOf } from './shopper-mail-events';
import { enqueueShopperMail } from './shopper-mail-jobs';

/** Locks an order of the store for the rest of the transaction. */
export async function lockOrder(trx: Transaction<Database>, storeId: string, orderId: string) {
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('store_id', '=', storeId)
    .forUpdate()
    .executeTakeFirst();
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
    // A reservation that had already run out freed nothing now: its units were back on sale (docs/product/orders.md).
    const freed = await releaseReservations(trx, order.store_id, order.id);
    return { deducted: order.stock_deducted, effect: freed ? effect : 'none' };
  }
  const lines = await trx
    .selectFrom('order_items')
    .select(['variant_id', 'quantity', 'product_name'])
    .where('order_id', '=', order.id)
    .execute();
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
  change: {
    storeId: string;
    orderId: string;
    from: OrderStatusName | null;
    to: OrderStatusName;
    actorId: string | null;
  },
): Promise<void> {
  if (change.from === change.to) return;
  await trx
    .insertInto('order_status_history')
    .values({
      store_id: change.storeId,
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      changed_by: change.actorId,
    })
    .execute();
}

/**
 * Every status change of an order the transaction has locked (lockOrder):
 * its stock effect (the table in docs/product/orders.md), the new status with
 * whatever else the caller changes in the same update (`also`), the history
 * entry, when units left stock the owner's low-stock check, and the
 * shopper's e-mail about the step (confirmed, cancelled, closed as
 * "Vencido"), each queued in the same transaction (order-mail-jobs.ts,
 * shopper-mail-jobs.ts); a caller that tells the shopper itself passes
 * `shopperMail: false`. A move to another status clears the "Vencido" mark
 * unless the caller sets it (`also.expired_at`). Always filtered by the store.
 * A move into Cancelado (Vencido too) gives the order's discount code its use
 * back, a move out of it takes the use again (docs/product/orders.md,
 * "Discount codes"): before the stock, so the code's row is locked before the
 * variants, in the order a storefront order locks them (order-checks.ts).
 * An order the transaction has just inserted with its lines (the admin's
 * order form) comes with `status: null`: it holds nothing yet, its history
 * starts with this move and it keeps its creation time as its last update.
 */
export async function transitionOrder(
  trx: Transaction<Database>,
  storeId: string,
  order: { id: string; status: OrderStatusName | null; stock_deducted: boolean; discount_code_id?: string | null },
  target: OrderStatusName,
  actorId: string | null,
  also: Updateable<OrdersTable> = {},
  { shopperMail = true }: { shopperMail?: boolean } = {},
): Promise<StockEffect> {
  if (
    order.status !== null &&
    order.discount_code_id !== null &&
    order.status !== target &&
    (target === 'cancelled' || order.status === 'cancelled')
  ) {
    await countCodeUse(trx, storeId, order.id, target === 'cancelled' ? -1 : 1);
  }
  const { deducted, effect } =
    order.status === target
      ? { deducted: order.stock_deducted, effect: 'none' as const }
      : await applyStatusStock(trx, { ...order, store_id: storeId }, target);
  await trx
    .updateTable('orders')
    .set({
      ...(order.status === target ? {} : { expired_at: null }),
      ...also,
      status: target,
      stock_deducted: deducted,
      ...(order.status === null ? {} : { updated_at: new Date() }),
    })
    .where('id', '=', order.id)
    .where('store_id', '=', storeId)
    .execute();
  await recordStatusChange(trx, { storeId, orderId: order.id, from: order.status, to: target, actorId });
  if (effect === 'deducted') await enqueueLowStockCheck(trx, storeId, order.id);
  // Confirmed: a carrier order's shipment is asked for when the store creates them on confirming (shipments.ts).
  if (target === 'processing' && order.status !== 'processing') await requestShipmentOnConfirm(trx, storeId, order.id);
  const event =
    shopperMail && order.status !== null && shopperMailEventOf(order.status, target, Boolean(also.expired_at));
  if (event) await enqueueShopperMail(trx, storeId, order.id, event);
  return effect;
}

/** Gives back (-1) or takes again (+1) the use of the order's discount code, if it has one. */
async function countCodeUse(
  trx: Transaction<Database>,
  storeId: string,
  orderId: string,
  delta: 1 | -1,
): Promise<void> {
  await sql`
    update discount_codes d set uses_count = greatest(d.uses_count + ${delta}::integer, 0), updated_at = now()
    from orders o where o.id = ${orderId} and o.store_id = ${storeId} and d.id = o.discount_code_id and d.store_id = ${storeId}
  `.execute(trx);
}

/** The status select of the orders list: one transaction; a short stock changes nothing. */
export async function changeOrderStatus(
  db: Kysely<Database>,
  storeId: string,
  orderId: string,
  status: OrderStatusName,
  actorId: string,
): Promise<StockEffect> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, storeId, orderId);
    if (order.status === status) return 'none';
    return transitionOrder(trx, storeId, order, status, actorId);
  });
}
