import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredReservations } from '../src/modules/stock/reservations';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/**
 * The variant's reserved-units counter (migration 007) is what the storefront
 * and the order path read: it must equal the reservations' sum after every
 * move, and availability must stay exact while an expired reservation waits
 * for the sweep.
 */
let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

async function shop(stock: number) {
  const owner = await signUpConfirmed(t, `contador${++counter}@example.com`);
  const fixture = await catalogueFixture(owner, `Contador ${counter}`);
  await owner.put('/api/stores/mine', {
    name: `Contador ${counter}`,
    whatsappNumber: '1155550000',
    maxPendingOrdersPerPhone: 100,
  });
  const product = (
    await owner.post(
      '/api/catalogue/products',
      fixture.productBody({ variants: fixture.productBody().variants.map((v) => ({ ...v, stock })) }),
    )
  ).json().product;
  const [red, blue] = product.variants.map((v: { id: string }) => v.id) as [string, string];
  const slug = fixture.store.slug;
  const order = async (items: { variantId: string; quantity: number }[]) => {
    const res = await new Browser(t.app).request(
      'POST',
      `/api/public/stores/${slug}/orders`,
      { items, customerName: 'Cliente', customerPhone: '1166667777' },
      { 'idempotency-key': `k-${Math.random()}` },
    );
    return { status: res.statusCode, orderId: res.json().orderId as string };
  };
  const available = async (variantId: string) =>
    (await new Browser(t.app).get(`/api/public/stores/${slug}/variants?ids=${variantId}`)).json().variants[0]
      .availableStock as number;
  return { owner, red, blue, order, available };
}

/** Every variant whose counter or earliest expiry differs from its reservation rows. */
async function driftedVariants() {
  const result = await sql<{ id: string }>`
    select v.id from product_variants v
    left join (select variant_id, sum(quantity)::int as units, min(expires_at) as first_expiry from stock_reservations group by variant_id) r on r.variant_id = v.id
    where v.reserved_units <> coalesce(r.units, 0) or v.reserved_units_valid_until is distinct from r.first_expiry
  `.execute(t.db.db);
  return result.rows;
}

const expire = (orderId: string) =>
  t.db.db
    .updateTable('stock_reservations')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('order_id', '=', orderId)
    .execute();

describe('reserved units on the variant', () => {
  it('follows orders through create, confirm, cancel and delete', async () => {
    const s = await shop(10);
    const first = await s.order([
      { variantId: s.red, quantity: 2 },
      { variantId: s.blue, quantity: 1 },
    ]);
    const second = await s.order([{ variantId: s.red, quantity: 3 }]);
    expect(first.status).toBe(201);
    expect([await s.available(s.red), await s.available(s.blue)]).toEqual([5, 9]);
    expect(await driftedVariants()).toEqual([]);

    await s.owner.patch(`/api/orders/${first.orderId}/status`, { status: 'processing' });
    expect([await s.available(s.red), await s.available(s.blue)]).toEqual([5, 9]);
    await s.owner.patch(`/api/orders/${second.orderId}/status`, { status: 'cancelled' });
    expect(await s.available(s.red)).toBe(8);
    const third = await s.order([{ variantId: s.blue, quantity: 4 }]);
    expect(await s.available(s.blue)).toBe(5);
    expect((await s.owner.request('DELETE', `/api/orders/${third.orderId}`)).statusCode).toBe(204);
    expect(await s.available(s.blue)).toBe(9);
    expect(await driftedVariants()).toEqual([]);
  });

  it('stops counting an expired reservation at once, before the sweep deletes it', async () => {
    const s = await shop(4);
    const kept = await s.order([{ variantId: s.red, quantity: 1 }]);
    const lapsed = await s.order([{ variantId: s.red, quantity: 3 }]);
    expect(await s.available(s.red)).toBe(0);
    expect((await s.order([{ variantId: s.red, quantity: 1 }])).status).toBe(409);

    await expire(lapsed.orderId);
    expect(await s.available(s.red)).toBe(3);
    const after = await s.order([{ variantId: s.red, quantity: 3 }]);
    expect(after.status).toBe(201);
    expect(await s.available(s.red)).toBe(0);
    expect((await s.order([{ variantId: s.red, quantity: 1 }])).status).toBe(409);

    expect(await deleteExpiredReservations(t.db.db)).toBeGreaterThanOrEqual(1);
    expect(await s.available(s.red)).toBe(0);
    await s.owner.patch(`/api/orders/${kept.orderId}/status`, { status: 'cancelled' });
    expect(await s.available(s.red)).toBe(1);
    expect(await driftedVariants()).toEqual([]);
  });
});
