import { customerPhoneKey } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { lockVariantsUpFront } from '../stock/stock-moves';
import { transitionOrder } from './change-order-status';

/** Whose pending storefront orders the seller cancels: one phone's (as the limits count it) or one client address's (`orders.placed_from`). */
export type PendingOrdersOf = { phone: string } | { placedFrom: string };

/**
 * The seller undoes a hoard in one action: every pending storefront order of
 * one phone (written any way, as the pending-orders limit counts it) or of
 * one client address is cancelled and its units return to sale, each with
 * its history entry, in one transaction. Returns how many orders were cancelled.
 */
export async function cancelPendingOrdersOf(
  db: Kysely<Database>,
  storeId: string,
  of: PendingOrdersOf,
  actorId: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const orders = await trx
      .selectFrom('orders')
      .select(['id', 'store_id', 'stock_deducted', 'status', 'discount_code_id'])
      .where('store_id', '=', storeId)
      .where('source', '=', 'storefront')
      .where('status', '=', 'pending')
      .where((eb) =>
        'phone' in of
          ? eb('customer_phone_key', '=', customerPhoneKey(of.phone))
          : eb('placed_from', '=', of.placedFrom),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
    await lockVariantsUpFront(trx, { orderIds: orders.map((order) => order.id) });
    for (const order of orders) await transitionOrder(trx, storeId, order, 'cancelled', actorId);
    return orders.length;
  });
}
