import type { AdminOrderInput, StorefrontOrderEditInput } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely, Transaction } from 'kysely';
import { apiError, invalid } from '../../shared/app-error';
import { lockOrder, transitionOrder } from './change-order-status';
import { lockVariantsForOrder } from './order-snapshot';
import {
  deductStockForOrder,
  insufficientStock,
  lockVariantsUpFront,
  restoreStockForOrder,
} from '../stock/stock-moves';

/**
 * Writes an admin order's lines as snapshots of the store's variants at the
 * prices the owner set. As the order form offers them (docs/product/orders.md):
 * active products only, save those the order already had, and never more
 * units of a product that keeps stock than are available, whatever the status.
 */
async function writeLines(
  trx: Transaction<Database>,
  storeId: string,
  orderId: string,
  items: AdminOrderInput['items'],
  alreadyOnOrder: ReadonlySet<string> = new Set(),
) {
  const variants = await lockVariantsForOrder(
    trx,
    storeId,
    items.map((i) => i.variantId),
  );
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.variantId, (wanted.get(item.variantId) ?? 0) + item.quantity);
  const rows = items.map((item, position) => {
    const variant = variants.get(item.variantId);
    if (!variant) throw invalid(`items.${position}.variantId`, 'ID de producto inválido');
    if ((!variant.variant_active || !variant.product_active) && !alreadyOnOrder.has(variant.id)) {
      throw invalid(
        `items.${position}.variantId`,
        `${variant.product_name} está inactivo: actívalo o elige otro producto.`,
      );
    }
    const quantity = wanted.get(variant.id) ?? item.quantity;
    if (variant.available !== null && quantity > variant.available) {
      throw insufficientStock(variant.product_name, variant.available, quantity, `items.${position}.quantity`);
    }
    return {
      store_id: storeId,
      order_id: orderId,
      position,
      product_id: variant.product_id,
      variant_id: variant.id,
      product_name: variant.product_name,
      sku: variant.sku,
      attributes: JSON.stringify(variant.attributes),
      quantity: item.quantity,
      unit_price_cents: item.unitPriceCents,
      total_cents: item.unitPriceCents * item.quantity,
    };
  });
  await trx.insertInto('order_items').values(rows).execute();
  return rows.reduce((sum, r) => sum + r.total_cents, 0);
}

/** The order's lines as the stock moves read them. */
const linesOf = (trx: Transaction<Database>, storeId: string, orderId: string) =>
  trx
    .selectFrom('order_items')
    .select(['variant_id', 'quantity', 'product_name'])
    .where('order_id', '=', orderId)
    .where('store_id', '=', storeId)
    .execute();

/**
 * An order the owner types in (default status processing), saved in one
 * transaction. Its status is set as the orders list sets one
 * (`transitionOrder`): the units it takes, its history from nothing, and the
 * low-stock check when it takes units.
 */
export async function createAdminOrder(
  db: Kysely<Database>,
  storeId: string,
  input: AdminOrderInput,
  actorId: string,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        store_id: storeId,
        source: 'admin',
        customer_name: input.customerName,
        customer_email: input.customerEmail,
        customer_phone: input.customerPhone,
        payment_method: input.paymentMethod,
        status: input.status,
        total_cents: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const total = await writeLines(trx, storeId, order.id, input.items);
    const created = { id: order.id, status: null, stock_deducted: false, discount_code_id: null };
    await transitionOrder(trx, storeId, created, input.status, actorId, { total_cents: total });
    return order.id;
  });
}

/**
 * Edits an order the owner created: lines, customer, payment and status. The
 * lines change under the status the order has (an order holding its units
 * gives back the old lines' and takes the new lines', so the stock moves by
 * the difference); then the status moves as from the orders list
 * (`transitionOrder`: its stock effect, history and low-stock check). One
 * transaction: a failure leaves both the order and the stock as they were.
 */
export async function updateAdminOrder(
  db: Kysely<Database>,
  storeId: string,
  orderId: string,
  input: AdminOrderInput,
  actorId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, storeId, orderId);
    if (order.source !== 'admin') {
      throw apiError(
        'STOREFRONT_ORDER_LINES',
        'Este pedido usa el nuevo sistema de variantes. La edición está limitada.',
        'items',
      );
    }
    await lockVariantsUpFront(trx, { orderIds: [orderId], variantIds: input.items.map((item) => item.variantId) });
    const oldLines = await linesOf(trx, storeId, orderId);
    if (order.stock_deducted) await restoreStockForOrder(trx, storeId, oldLines);
    await trx.deleteFrom('order_items').where('order_id', '=', orderId).where('store_id', '=', storeId).execute();
    const total = await writeLines(
      trx,
      storeId,
      orderId,
      input.items,
      new Set(oldLines.flatMap((line) => (line.variant_id ? [line.variant_id] : []))),
    );
    if (order.stock_deducted) await deductStockForOrder(trx, storeId, orderId, await linesOf(trx, storeId, orderId));
    await transitionOrder(trx, storeId, order, input.status, actorId, {
      ...customerAndStatus(input),
      total_cents: total,
    });
  });
}

/** The columns both order forms write: the customer, how they pay and the status. */
function customerAndStatus(input: StorefrontOrderEditInput) {
  return {
    customer_name: input.customerName,
    customer_email: input.customerEmail,
    customer_phone: input.customerPhone,
    payment_method: input.paymentMethod,
    status: input.status,
  };
}

/** A storefront order keeps its lines: customer fields, payment and status only (status moves stock as usual). */
export async function updateStorefrontOrder(
  db: Kysely<Database>,
  storeId: string,
  orderId: string,
  input: StorefrontOrderEditInput,
  actorId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, storeId, orderId);
    await transitionOrder(trx, storeId, order, input.status, actorId, customerAndStatus(input));
  });
}
