import { formatOrderDateTime, formatPrice, PAYMENT_METHOD_LABELS, shortOrderId } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from '../mail/mailer';
import { lowStockEmail, newOrderEmail } from '../mail/templates';
import { lowStockVariants } from '../stock/stock-levels';
import { getOrderDetail } from './order-repository';
import { adminOrderUrl } from './shopper-link';

/*
 * The owner's e-mails about orders (docs/product/orders.md): each storefront
 * order, and the variants an order confirmation left low on stock. Both are
 * sent after the change is saved and never fail it: a mail error is logged.
 */

interface MailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

async function ownerOf(db: Kysely<Database>, storeId: string) {
  return db
    .selectFrom('stores as s')
    .innerJoin('users as u', 'u.id', 's.owner_id')
    .select(['s.name', 'u.email', 's.low_stock_threshold'])
    .where('s.id', '=', storeId)
    .executeTakeFirst();
}

/** Builds and sends the new-order e-mail; resolves once sent or logged as failed (never rejects). */
export async function sendNewOrderEmail({ db, mailer, config, log }: MailDeps, storeId: string, orderId: string): Promise<void> {
  try {
    const [owner, order] = await Promise.all([ownerOf(db, storeId), getOrderDetail(db, storeId, orderId)]);
    if (!owner || !order) return;
    await mailer.send(
      newOrderEmail({
        to: owner.email,
        storeName: owner.name,
        number: shortOrderId(order.id),
        customerName: order.customerName,
        customerPhone: order.customerPhone,
        customerEmail: order.customerEmail,
        paymentMethod: order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : null,
        lines: order.items,
        totalText: formatPrice(order.totalCents),
        reservedUntilText: order.reservedUntil ? formatOrderDateTime(order.reservedUntil) : null,
        adminUrl: adminOrderUrl(config.PUBLIC_URL, order.id),
        formatPrice,
      }),
    );
  } catch (error) {
    log.error({ err: error, orderId }, 'no se pudo enviar el email del pedido nuevo');
  }
}

/** Starts the new-order e-mail without waiting for it: the shopper's answer never waits on mail. */
export function notifyOwnerOfOrder(deps: MailDeps, storeId: string, orderId: string): void {
  void sendNewOrderEmail(deps, storeId, orderId);
}

/**
 * One e-mail listing the variants among `variantIds` (those a confirmation
 * just took out of stock) that are now at or below the store's threshold;
 * nothing when none is. Never rejects.
 */
export async function sendLowStockAlert({ db, mailer, config, log }: MailDeps, storeId: string, variantIds: string[]): Promise<void> {
  try {
    const owner = await ownerOf(db, storeId);
    if (!owner || variantIds.length === 0) return;
    const low = await lowStockVariants(db, storeId, owner.low_stock_threshold, { variantIds });
    if (low.length === 0) return;
    await mailer.send(
      lowStockEmail({
        to: owner.email,
        storeName: owner.name,
        variants: low.map((v) => ({
          label: v.variantLabel ? `${v.productName} (${v.variantLabel})` : v.productName,
          available: v.available,
          editUrl: `${config.PUBLIC_URL}/admin/products/${v.productId}/edit`,
        })),
        productsUrl: `${config.PUBLIC_URL}/admin/products`,
      }),
    );
  } catch (error) {
    log.error({ err: error, storeId }, 'no se pudo enviar el aviso de poco stock');
  }
}
