import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { notFound } from '../../shared/app-error';
import { ORDER_NOT_FOUND } from '@vidriera/core';

/**
 * Deletes an order for good. A pending order's reservation goes with it; a
 * confirmed order's deducted units stay sold (the dialog says so) — cancel
 * first to put them back.
 */
export async function deleteOrder(db: Kysely<Database>, storeId: string, orderId: string): Promise<void> {
  const deleted = await db
    .deleteFrom('orders')
    .where('id', '=', orderId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!deleted.numDeletedRows) throw notFound(ORDER_NOT_FOUND);
}
