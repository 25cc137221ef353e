import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/**
 * Random sequences of create / confirm / cancel / edit / expire / delete /
 * restock over two variants, through the real API. After every step:
 * stock ≥ 0; stock + units held by deducted orders = initial + restocks −
 * units of deducted orders deleted; available = stock − active reservations.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 300);
const INITIAL = [4, 2];
const STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;

let t: TestApp;
let owner: Browser;
let slug: string;
let variants: string[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  owner = await signUpConfirmed(t, 'propiedad@example.com');
  const fixture = await catalogueFixture(owner, 'Tienda Propiedad');
  slug = fixture.store.slug;
  // Stock moves are what this test is about: one shopper may hold as many pending orders as it takes.
  await owner.put('/api/stores/mine', {
    name: 'Tienda Propiedad',
    whatsappNumber: '1155550077',
    maxPendingOrdersPerPhone: 100,
  });
  const product = (await owner.post('/api/catalogue/products', fixture.productBody())).json().product;
  variants = product.variants.map((v: { id: string }) => v.id);
});
afterAll(() => t.close());

const op = fc.oneof(
  fc.record({ type: fc.constant('shop' as const), v: fc.nat({ max: 1 }), q: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    type: fc.constant('admin' as const),
    v: fc.nat({ max: 1 }),
    q: fc.integer({ min: 1, max: 3 }),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({ type: fc.constant('status' as const), i: fc.nat(), status: fc.constantFrom(...STATUSES) }),
  fc.record({
    type: fc.constant('edit' as const),
    i: fc.nat(),
    q: fc.integer({ min: 1, max: 3 }),
    v: fc.nat({ max: 1 }),
  }),
  fc.record({ type: fc.constant('expire' as const), i: fc.nat() }),
  fc.record({ type: fc.constant('delete' as const), i: fc.nat() }),
  fc.record({ type: fc.constant('restock' as const), v: fc.nat({ max: 1 }), n: fc.integer({ min: 1, max: 3 }) }),
);

async function deductedUnits(variantId: string): Promise<number> {
  const r = await sql<{
    n: number;
  }>`select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id where i.variant_id = ${variantId} and o.stock_deducted`.execute(
    t.db.db,
  );
  return r.rows[0]?.n ?? 0;
}

async function checkInvariants(expectedBase: number[]) {
  const available = (
    await new Browser(t.app).get(`/api/public/stores/${slug}/variants?ids=${variants.join(',')}`)
  ).json().variants as { id: string; availableStock: number }[];
  for (const [index, variantId] of variants.entries()) {
    const row = await sql<{ stock: number; reserved: number; counted: number; rows_held: number }>`
      select v.stock, coalesce((select sum(r.quantity) from stock_reservations r where r.variant_id = v.id and r.expires_at > now()), 0)::int as reserved,
        v.reserved_units as counted, coalesce((select sum(r.quantity) from stock_reservations r where r.variant_id = v.id), 0)::int as rows_held
      from product_variants v where v.id = ${variantId}`.execute(t.db.db);
    const { stock = -1, reserved = 0, counted = -1, rows_held = 0 } = row.rows[0] ?? {};
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(counted).toBe(rows_held);
    expect(stock + (await deductedUnits(variantId))).toBe(expectedBase[index]);
    expect(available.find((a) => a.id === variantId)?.availableStock).toBe(Math.max(0, stock - reserved));
  }
  const mismatched = await sql<{
    n: number;
  }>`select count(*)::int as n from orders where stock_deducted <> (status in ('processing', 'completed'))`.execute(
    t.db.db,
  );
  expect(mismatched.rows[0]?.n).toBe(0);
}

describe('order stock under random sequences', () => {
  it(`holds its invariants over ${RUNS} sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        await t.db.db.deleteFrom('orders').execute();
        for (const [index, id] of variants.entries())
          await t.db.db
            .updateTable('product_variants')
            .set({ stock: INITIAL[index] ?? 0 })
            .where('id', '=', id)
            .execute();
        const base = [...INITIAL];
        const orders: { id: string; source: 'storefront' | 'admin'; status: string }[] = [];
        for (const step of ops) {
          const pick = 'i' in step && orders.length ? orders[step.i % orders.length] : undefined;
          if (step.type === 'shop') {
            const res = await new Browser(t.app).request(
              'POST',
              `/api/public/stores/${slug}/orders`,
              {
                items: [{ variantId: variants[step.v], quantity: step.q }],
                customerName: 'Azar',
                customerPhone: '1144445555',
              },
              { 'idempotency-key': `p-${Math.random()}` },
            );
            expect([201, 409]).toContain(res.statusCode);
            if (res.statusCode === 201)
              orders.push({ id: res.json().orderId, source: 'storefront', status: 'pending' });
          } else if (step.type === 'admin') {
            const res = await owner.post('/api/orders', {
              customerName: 'Azar',
              paymentMethod: 'cash',
              status: step.status,
              items: [{ variantId: variants[step.v], quantity: step.q, unitPriceCents: 100 }],
            });
            expect([201, 409]).toContain(res.statusCode);
            if (res.statusCode === 201) orders.push({ id: res.json().order.id, source: 'admin', status: step.status });
          } else if (step.type === 'status' && pick) {
            const res = await owner.patch(`/api/orders/${pick.id}/status`, { status: step.status });
            expect([200, 409]).toContain(res.statusCode);
            if (res.statusCode === 200) pick.status = step.status;
          } else if (step.type === 'edit' && pick?.source === 'admin') {
            const res = await owner.put(`/api/orders/${pick.id}`, {
              customerName: 'Azar',
              paymentMethod: 'cash',
              status: pick.status,
              items: [{ variantId: variants[step.v], quantity: step.q, unitPriceCents: 100 }],
            });
            expect([200, 409]).toContain(res.statusCode);
          } else if (step.type === 'expire' && pick) {
            await t.db.db
              .updateTable('stock_reservations')
              .set({ expires_at: new Date(Date.now() - 1000) })
              .where('order_id', '=', pick.id)
              .execute();
          } else if (step.type === 'delete' && pick) {
            const held = await sql<{
              variant_id: string;
              quantity: number;
            }>`select i.variant_id, i.quantity from order_items i join orders o on o.id = i.order_id where o.id = ${pick.id} and o.stock_deducted`.execute(
              t.db.db,
            );
            expect((await owner.delete(`/api/orders/${pick.id}`)).statusCode).toBe(204);
            for (const line of held.rows) {
              const index = variants.indexOf(line.variant_id);
              base[index] = (base[index] ?? 0) - line.quantity;
            }
            orders.splice(orders.indexOf(pick), 1);
          } else if (step.type === 'restock') {
            await t.db.db
              .updateTable('product_variants')
              .set((eb) => ({ stock: eb('stock', '+', step.n) }))
              .where('id', '=', variants[step.v] ?? '')
              .execute();
            base[step.v] = (base[step.v] ?? 0) + step.n;
          }
          await checkInvariants(base);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.PROPERTY_SEED ?? 42), endOnFailure: true },
    );
  }, 900_000);
});
