import type { PaymentStatusName } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { notFound } from '../../shared/app-error';
import { ORDER_NOT_FOUND } from '@vidriera/core';
import { enqueueShopperMail } from './shopper-mail-jobs';

/**
 * "Marcar como pago recibido" and its undo: payment apart from progress
 * (docs/product/orders.md, "Payment"). Marking keeps the first moment it was
 * marked; undoing clears it. Stock and status do not move. Marking a payment
 * not yet received queues the shopper's e-mail in the same transaction.
 */
export async function setPaymentStatus(
  db: Kysely<Database>,
  storeId: string,
  orderId: string,
  status: PaymentStatusName,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('payment_status')
      .where('id', '=', orderId)
      .where('store_id', '=', storeId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound(ORDER_NOT_FOUND);
    await trx
      .updateTable('orders')
      .set((eb) => ({
        payment_status: status,
        payment_received_at: status === 'received' ? eb.fn.coalesce('payment_received_at', eb.val(new Date())) : null,
        updated_at: new Date(),
      }))
      .where('id', '=', orderId)
      .where('store_id', '=', storeId)
      .execute();
    if (status === 'received' && order.payment_status !== 'received')
      await enqueueShopperMail(trx, storeId, orderId, 'paid');
  });
}
