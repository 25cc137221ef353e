import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopWithProduct } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The rows every order writes get time-ordered ids (migration 061): their indexes grow at one edge, so an order on a
 * database of millions of orders touches the pages the previous order touched.
 */
let t: TestApp;
let slug: string;
let variantId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  const shop = await shopWithProduct(t, 'ids@example.com', 'Tienda Ordenada');
  slug = shop.store.slug;
  variantId = shop.variantIds[0] ?? '';
}, 120_000);
afterAll(() => t.close());

const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const order = async (n: number) => {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/public/stores/${slug}/orders`,
    headers: { origin: 'http://localhost:3000', 'idempotency-key': `ordenada-${n}` },
    payload: { items: [{ variantId, quantity: 1 }], customerName: 'Ana Díaz', customerPhone: `11666677${n}0` },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().orderId as string;
};

describe('the ids of what an order writes', () => {
  it('are time-ordered: the order, its lines, its history, its reservation, its customer and its jobs', async () => {
    const first = await order(1);
    const second = await order(2);
    expect(first).toMatch(VERSION_7);
    expect(second > first).toBe(true);
    const db = t.db.db;
    const ids = [
      ...(await db.selectFrom('order_items').select('id').where('order_id', '=', second).execute()),
      ...(await db.selectFrom('order_status_history').select('id').where('order_id', '=', second).execute()),
      ...(await db.selectFrom('stock_reservations').select('id').where('order_id', '=', second).execute()),
      ...(await db
        .selectFrom('customers')
        .select('customers.id')
        .innerJoin('orders', 'orders.customer_id', 'customers.id')
        .where('orders.id', '=', second)
        .execute()),
      ...(await db.selectFrom('jobs').select('id').execute()),
    ].map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    for (const id of ids) expect(id).toMatch(VERSION_7);
  });

  it('made by the database are unique and in the order they were made, a millisecond apart or not', async () => {
    const { rows } = await sql<{ id: string }>`select time_ordered_uuid() as id from generate_series(1, 2000)`.execute(
      t.db.db,
    );
    const ids = rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(2000);
    for (const id of ids) expect(id).toMatch(VERSION_7);
    const millis = ids.map((id) => id.replaceAll('-', '').slice(0, 12));
    expect(millis).toEqual([...millis].sort());
    const now = Date.now();
    expect(Math.abs(parseInt(millis[0] ?? '', 16) - now)).toBeLessThan(60_000);
  });
});
