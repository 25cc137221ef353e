import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../shared/app-error';

/**
 * Stock moves of an order (DESIGN §5). Each runs inside the caller's
 * transaction and locks the variants it touches in id order; stock never
 * goes below zero (a CHECK constraint backs this up).
 */

interface Line {
  variant_id: string | null;
  quantity: number;
  product_name: string;
}

function quantitiesByVariant(lines: Line[]): Map<string, { quantity: number; name: string }> {
  const totals = new Map<string, { quantity: number; name: string }>();
  for (const line of lines) {
    if (!line.variant_id) continue;
    const current = totals.get(line.variant_id);
    totals.set(line.variant_id, { quantity: (current?.quantity ?? 0) + line.quantity, name: line.product_name });
  }
  return totals;
}

/**
 * Takes an order's units out of stock. Units reserved by other orders are not
 * available to it; the order's own reservations are released in the same step.
 * Refuses (changing nothing) when any line is short.
 */
export async function deductStockForOrder(trx: Kysely<Database>, storeId: string, orderId: string, lines: Line[]): Promise<void> {
  const totals = quantitiesByVariant(lines);
  const ids = [...totals.keys()].sort();
  if (ids.length) {
    const rows = await sql<{ id: string; stock: number; reserved_by_others: number }>`
      select v.id, v.stock,
        coalesce((select sum(r.quantity) from stock_reservations r
                  where r.variant_id = v.id and r.expires_at > now() and r.order_id <> ${orderId}), 0) as reserved_by_others
      from product_variants v
      where v.store_id = ${storeId} and v.id in (${sql.join(ids)})
      order by v.id
      for update of v
    `.execute(trx);
    const byId = new Map(rows.rows.map((r) => [r.id, r]));
    for (const [variantId, { quantity, name }] of totals) {
      const row = byId.get(variantId);
      if (!row) continue;
      const available = Math.max(0, Number(row.stock) - Number(row.reserved_by_others));
      if (quantity > available) {
        throw new AppError(409, 'INSUFFICIENT_STOCK', `Stock insuficiente de ${name}: hay ${available} disponibles y el pedido necesita ${quantity}.`);
      }
    }
    for (const [variantId, { quantity }] of totals) {
      if (byId.has(variantId)) {
        await trx.updateTable('product_variants').set((eb) => ({ stock: eb('stock', '-', quantity) })).where('id', '=', variantId).execute();
      }
    }
  }
  await releaseReservations(trx, orderId);
}

/** Puts an order's deducted units back into stock (variants deleted since are skipped). */
export async function restoreStockForOrder(trx: Kysely<Database>, storeId: string, lines: Line[]): Promise<void> {
  const totals = quantitiesByVariant(lines);
  for (const variantId of [...totals.keys()].sort()) {
    const quantity = totals.get(variantId)?.quantity ?? 0;
    await trx
      .updateTable('product_variants')
      .set((eb) => ({ stock: eb('stock', '+', quantity) }))
      .where('id', '=', variantId)
      .where('store_id', '=', storeId)
      .execute();
  }
}

export async function releaseReservations(trx: Kysely<Database>, orderId: string): Promise<void> {
  await trx.deleteFrom('stock_reservations').where('order_id', '=', orderId).execute();
}

/** Deletes reservations past their expiry; their orders stay pending (DESIGN §5). */
export async function deleteExpiredReservations(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('stock_reservations').where('expires_at', '<=', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
