import { type Kysely, sql } from 'kysely';
import type { Database } from '@vidriera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogueImport } from '../src/modules/catalogue/apply-catalogue-import';
import { planCatalogueImport } from '../src/modules/catalogue/catalogue-csv-import';
import { expireUnconfirmedOrders } from '../src/modules/orders/expire-orders';
import { informedShop } from './helpers/informed-shop';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app';

/*
 * Moving stock in several steps (closing orders as "Vencido", the seller
 * cancelling a phone's orders, editing an admin order's lines, saving a
 * product without one of its variants) while a shopper orders the same
 * products. A new order locks its variants in id order, in one statement; the
 * other side must take all of its variants in that order first, or each
 * waits for the other until PostgreSQL ends one of them (docs/ARCHITECTURE.md,
 * "in what order are rows locked?"). Here the shopper's side is a transaction
 * that locks the two variants the way a new order does, with a pause between
 * them for the other side to start.
 */

let t: TestApp;
const TTL = 48 * 3600;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

/** Runs `batch` while a transaction holds the lower variant and, 300 ms later, takes the higher one; resolves to what `batch` gave or threw. */
async function whileAShopperOrdersBoth(
  db: Kysely<Database>,
  [low, high]: string[],
  batch: () => Promise<unknown>,
): Promise<unknown> {
  let result: Promise<unknown> | undefined;
  await db.transaction().execute(async (trx) => {
    await sql`select id from product_variants where id = ${low} for update`.execute(trx);
    result = batch().catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sql`select id from product_variants where id = ${high} for update`.execute(trx);
  });
  return result;
}

const units = (ids: string[]) =>
  t.db.db
    .selectFrom('product_variants')
    .select(['id', 'stock', 'reserved_units'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

describe('stock moved in several steps while a shopper orders the same products', () => {
  it('closes expired orders of both products without a deadlock', async () => {
    const s = await informedShop(t, 10);
    const [low, high] = [s.red, s.blue].sort() as [string, string];
    // The older order holds the higher variant, so closing them one by one would take it first.
    const older = await s.order({ items: [{ variantId: high, quantity: 1 }] });
    const newer = await s.order({ items: [{ variantId: low, quantity: 1 }] });
    await sql`update orders set created_at = now() - interval '1 minute' where id = ${older.orderId}`.execute(t.db.db);
    await sql`update stock_reservations set expires_at = now() - interval '3 days' where order_id in (${older.orderId}, ${newer.orderId})`.execute(
      t.db.db,
    );

    expect(await whileAShopperOrdersBoth(t.db.db, [low, high], () => expireUnconfirmedOrders(t.db.db, TTL))).toBe(2);
    expect(await units([low, high])).toEqual([
      { id: low, stock: 10, reserved_units: 0 },
      { id: high, stock: 10, reserved_units: 0 },
    ]);
  });

  it('closes expired orders with a discount code while a shopper orders with that code, without a deadlock', async () => {
    const s = await informedShop(t, 10);
    const code = (await s.owner.post('/api/discount-codes', { code: 'VENCE10', kind: 'percent', value: 10 })).json()
      .code as { id: string };
    const [low, high] = [s.red, s.blue].sort() as [string, string];
    const older = await s.order({ discountCode: 'VENCE10', items: [{ variantId: high, quantity: 1 }] });
    const newer = await s.order({ items: [{ variantId: low, quantity: 1 }] });
    await sql`update orders set created_at = now() - interval '1 minute' where id = ${older.orderId}`.execute(t.db.db);
    await sql`update stock_reservations set expires_at = now() - interval '3 days' where order_id in (${older.orderId}, ${newer.orderId})`.execute(
      t.db.db,
    );

    // A new order with the code locks the code first, then its variants.
    let closing: Promise<unknown> | undefined;
    await t.db.db.transaction().execute(async (trx) => {
      await sql`select id from discount_codes where id = ${code.id} for update`.execute(trx);
      closing = expireUnconfirmedOrders(t.db.db, TTL).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`select id from product_variants where id in (${low}, ${high}) order by id for update`.execute(trx);
    });
    expect(await closing).toBe(2);
    const uses = await t.db.db
      .selectFrom('discount_codes')
      .select('uses_count')
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(uses.uses_count).toBe(0);
  });

  it('cancels one phone’s pending orders of both products without a deadlock', async () => {
    const s = await informedShop(t, 10);
    const [low, high] = [s.red, s.blue].sort() as [string, string];
    const phone = '11 4444-0001';
    // Orders are cancelled in id order, and an order's id follows the time it was placed (migration 061): the higher
    // variant's order, placed first, is cancelled before the lower one's, against the order a shopper's lines lock them.
    const place = (variantId: string) => s.order({ customerPhone: phone, items: [{ variantId, quantity: 1 }] });
    const first = await place(high);
    const last = await place(low);
    expect(first.orderId < last.orderId).toBe(true);

    const answer = await whileAShopperOrdersBoth(t.db.db, [low, high], async () =>
      (await s.owner.post('/api/orders/cancel-pending-by-phone', { phone })).json(),
    );
    expect(answer).toEqual({ cancelled: 2 });
    expect(await units([low, high])).toEqual([
      { id: low, stock: 10, reserved_units: 0 },
      { id: high, stock: 10, reserved_units: 0 },
    ]);
  });

  it('changes an admin order’s lines from one product to the other without a deadlock', async () => {
    const s = await informedShop(t, 10);
    const [low, high] = [s.red, s.blue].sort() as [string, string];
    const line = (variantId: string) => ({
      customerName: 'Mostrador',
      paymentMethod: 'cash',
      status: 'processing',
      items: [{ variantId, quantity: 1, unitPriceCents: 100 }],
    });
    const created = await s.owner.post('/api/orders', line(high));
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().order.id as string;

    // Its old line's units go back (the higher variant), then the new line's come out (the lower one).
    const answer = await whileAShopperOrdersBoth(
      t.db.db,
      [low, high],
      async () => (await s.owner.put(`/api/orders/${orderId}`, line(low))).statusCode,
    );
    expect(answer).toBe(200);
    expect(await units([low, high])).toEqual([
      { id: low, stock: 9, reserved_units: 0 },
      { id: high, stock: 10, reserved_units: 0 },
    ]);
  });

  it('saves a product without one of its variants while a shopper orders both, without a deadlock', async () => {
    const s = await informedShop(t, 10);
    const [low, high] = [s.red, s.blue].sort() as [string, string];
    // The form keeps the higher variant (its stock is checked against its reservations, locking it) and drops the lower one.
    const kept = s
      .productBody()
      .variants.map((v, i) => ({ ...v, id: [s.red, s.blue][i], stock: 10 }))
      .filter((v) => v.id === high);

    const answer = await whileAShopperOrdersBoth(
      t.db.db,
      [low, high],
      async () =>
        (await s.owner.put(`/api/catalogue/products/${s.productId}`, s.productBody({ variants: kept }))).statusCode,
    );
    expect(answer).toBe(200);
    expect(await units([low, high])).toEqual([{ id: high, stock: 10, reserved_units: 0 }]);
  });

  it('deletes a product while a shopper orders two of its variants, without a deadlock', async () => {
    const s = await informedShop(t, 10);
    // The delete removes the variants in the order they were written: a product whose first variant has the higher id.
    type Created = { id: string; variants: { id: string }[] };
    let product: Created | undefined;
    for (let n = 0; !product; n++) {
      const body = s.productBody({ variants: s.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-${n}` })) });
      const created = (await s.owner.post('/api/catalogue/products', body)).json().product as Created;
      if (created.variants[0]!.id > created.variants[1]!.id) product = created;
    }
    const ids = product.variants.map((v) => v.id).sort();

    const answer = await whileAShopperOrdersBoth(
      t.db.db,
      ids,
      async () => (await s.owner.delete(`/api/catalogue/products/${product.id}`)).statusCode,
    );
    expect(answer).toBe(204);
    expect(await units(ids)).toEqual([]);
  });

  it('imports a file that leaves one of a product’s variants out while a shopper orders both, without a deadlock', async () => {
    const s = await informedShop(t, 10);
    const [low, high] = [s.red, s.blue].sort() as [string, string];
    // The file names the higher variant by its SKU (its stock is checked against reservations, locking it); the lower one goes.
    const sku = s.productBody().variants[high === s.red ? 0 : 1]!.sku;
    const plan = await planCatalogueImport(
      t.db.db,
      s.storeId,
      `Producto;Precio base;SKU;Stock\nRemera Lisa;10000;${sku};10`,
      { imagePrefix: `/uploads/${s.storeId}/`, publicUrl: TEST_ORIGIN },
    );
    expect(plan.errors).toEqual([]);

    const answer = await whileAShopperOrdersBoth(t.db.db, [low, high], () =>
      writeCatalogueImport(t.db.db, s.storeId, plan),
    );
    expect(answer).toMatchObject({ created: 0, updated: 1 });
    expect(await units([low, high])).toEqual([{ id: high, stock: 10, reserved_units: 0 }]);
  });
});
