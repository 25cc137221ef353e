import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { apiError } from '../../shared/app-error';
import { availableToOrder, TRACKS_STOCK } from './availability';
import { releaseReservations } from './reservations';

/*
 * Stock moves of an order. Each runs inside the caller's transaction and
 * locks the variants it touches in id order (as order creation and the
 * reservation triggers do), so concurrent moves never deadlock; stock never
 * goes below zero (a CHECK constraint backs this up). Variants of products
 * that keep no stock are never moved.
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

/** Locks the store's variants among `ids` (deleted ones are skipped) and tells which keep stock. */
async function lockVariants(trx: Kysely<Database>, storeId: string, ids: string[]) {
  const rows = await sql<{ id: string; tracked: boolean }>`
    select v.id, ${TRACKS_STOCK} as tracked
    from product_variants v join products p on p.id = v.product_id
    where v.store_id = ${storeId} and v.id in (${sql.join(ids)})
    order by v.id
    for update of v
  `.execute(trx);
  return rows.rows;
}

/**
 * Locks, in id order, every variant the given orders hold, the given
 * products have, and the given variants; and before them the discount codes
 * of those orders, as a new order locks its code and then its variants. A
 * transaction that moves stock or writes variants in several steps (several
 * orders, an order's old lines and then its new ones, a product's variants
 * one by one) takes this first: each step alone locks in that order, but one
 * step after another they would not, and such a transaction deadlocks with a
 * new order of the same variants (docs/ARCHITECTURE.md).
 */
export async function lockVariantsUpFront(
  trx: Kysely<Database>,
  {
    orderIds = [],
    productIds = [],
    variantIds = [],
  }: { orderIds?: string[]; productIds?: string[]; variantIds?: string[] },
): Promise<void> {
  if (orderIds.length) {
    await sql`
      select 1 from discount_codes d
      where d.id in (select o.discount_code_id from orders o where o.id = any(${orderIds}::uuid[]))
      order by d.id
      for update of d
    `.execute(trx);
  }
  if (!orderIds.length && !productIds.length && !variantIds.length) return;
  await sql`
    select 1 from product_variants v
    where v.id in (select i.variant_id from order_items i where i.order_id = any(${orderIds}::uuid[]))
      or v.product_id = any(${productIds}::uuid[]) or v.id = any(${variantIds}::uuid[])
    order by v.id
    for update of v
  `.execute(trx);
}

/** An order needs more units of a product than are available (409, the order form's "Error de Stock"). */
export function insufficientStock(productName: string, available: number, needed: number, field?: string) {
  return apiError(
    'INSUFFICIENT_STOCK',
    `Stock insuficiente de ${productName}: hay ${available} ${available === 1 ? 'disponible' : 'disponibles'} y el pedido necesita ${needed}.`,
    field,
  );
}

/**
 * Takes an order's units out of stock. Units reserved by other orders are not
 * available to it; the order's own reservations are released in the same step.
 * Refuses (changing nothing) when any line is short.
 */
export async function deductStockForOrder(
  trx: Kysely<Database>,
  storeId: string,
  orderId: string,
  lines: Line[],
): Promise<void> {
  const totals = quantitiesByVariant(lines);
  const ids = [...totals.keys()].sort();
  const tracked = ids.length ? (await lockVariants(trx, storeId, ids)).filter((v) => v.tracked).map((v) => v.id) : [];
  if (tracked.length) {
    // Read after the locks: this statement sees every reservation committed before them.
    const rows = await sql<{ id: string; available: number }>`
      select v.id, ${availableToOrder(orderId)} as available
      from product_variants v join products p on p.id = v.product_id
      where v.id in (${sql.join(tracked)})
    `.execute(trx);
    for (const row of rows.rows) {
      const { quantity, name } = totals.get(row.id) ?? { quantity: 0, name: '' };
      const available = Number(row.available);
      if (quantity > available) {
        throw insufficientStock(name, available, quantity);
      }
    }
    for (const variantId of tracked) {
      const quantity = totals.get(variantId)?.quantity ?? 0;
      await trx
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '-', quantity) }))
        .where('id', '=', variantId)
        .where('store_id', '=', storeId)
        .execute();
    }
  }
  await releaseReservations(trx, storeId, orderId);
}

/** Puts an order's deducted units back into stock (variants deleted since, and those that keep no stock, are skipped). */
export async function restoreStockForOrder(trx: Kysely<Database>, storeId: string, lines: Line[]): Promise<void> {
  const totals = quantitiesByVariant(lines);
  const ids = [...totals.keys()].sort();
  if (ids.length === 0) return;
  for (const { id, tracked } of await lockVariants(trx, storeId, ids)) {
    if (!tracked) continue;
    const quantity = totals.get(id)?.quantity ?? 0;
    await trx
      .updateTable('product_variants')
      .set((eb) => ({ stock: eb('stock', '+', quantity) }))
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .execute();
  }
}

/**
 * Whether every unit an order needs is still there for it: what is on sale
 * plus what the order itself holds reserved (lines of products that keep no
 * stock always are). A payment that arrives after the reservation ran out
 * asks this (mercado-pago/apply-payment.ts).
 */
export async function orderUnitsAvailable(trx: Kysely<Database>, storeId: string, orderId: string): Promise<boolean> {
  const result = await sql<{ short: number }>`
    select count(*)::integer as short from (
      select sum(i.quantity) as needed, min(${availableToOrder(orderId)}) as available
      from order_items i join product_variants v on v.id = i.variant_id join products p on p.id = v.product_id
      where i.order_id = ${orderId} and i.store_id = ${storeId}
      group by v.id
    ) line where line.available is not null and line.available < line.needed
  `.execute(trx);
  return Number(result.rows[0]?.short ?? 0) === 0;
}
