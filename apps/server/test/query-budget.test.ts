import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { policyShops } from './helpers/policy-shops';
import { type Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/**
 * Lists are answered by a fixed number of queries however much they show:
 * the count for a store with 2 products equals the count for one with 25.
 */
let t: TestApp;
let small: Browser;
let large: Browser;
let admin: Browser;

async function countQueries(run: () => Promise<unknown>) {
  const before = t.queries.length;
  await run();
  return t.queries.length - before;
}

async function storeWith(email: string, name: string, products: number) {
  const owner = await signUpConfirmed(t, email);
  const fixture = await catalogueFixture(owner, name);
  await owner.put('/api/stores/mine', { name, whatsappNumber: '1155550000' });
  for (let i = 0; i < products; i++) {
    const product = (
      await owner.post(
        '/api/catalogue/products',
        fixture.productBody({
          name: `Producto ${i}`,
          variants: fixture.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-${i}` })),
        }),
      )
    ).json().product;
    await owner.post('/api/orders', {
      customerName: `Cliente ${i}`,
      paymentMethod: 'cash',
      items: [{ variantId: product.variants[0].id, quantity: 1, unitPriceCents: 100 }],
    });
  }
  return owner;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', SUPER_ADMIN_EMAILS: 'jefa@vidriera.test' });
  small = await storeWith('chica@example.com', 'Tienda Chica', 2);
  large = await storeWith('grande@example.com', 'Tienda Grande', 25);
  admin = await signUpConfirmed(t, 'jefa@vidriera.test');
}, 120_000);
afterAll(() => t.close());

describe('query budget of lists', () => {
  it.each([
    ['/api/catalogue/products', 6],
    ['/api/catalogue/attributes', 7],
    ['/api/catalogue/categories', 6],
    ['/api/orders', 6],
    ['/api/orders/product-options?q=producto', 6],
  ])('%s uses at most %i queries, the same for 2 or 25 products', async (url, budget) => {
    const forSmall = await countQueries(() => small.get(url));
    const forLarge = await countQueries(() => large.get(url));
    expect(forLarge).toBe(forSmall);
    expect(forLarge).toBeLessThanOrEqual(budget);
  });

  it('the super-admin overview does not grow with the number of stores', async () => {
    const before = await countQueries(() => admin.get('/api/super-admin/overview'));
    await storeWith('otra@example.com', 'Otra Tienda Más', 1);
    expect(await countQueries(() => admin.get('/api/super-admin/overview'))).toBe(before);
    expect(before).toBeLessThanOrEqual(6);
  });
});

describe('query budget of a storefront order', () => {
  const { openShop, placeOrder } = policyShops(() => t, 'Presupuesto');

  it('sends three statements besides BEGIN and COMMIT (the store, the checks, the writes), for one line or four', async () => {
    const shop = await openShop(50);
    // The owner's e-mail job waits, so only the order's own statements are counted.
    t.setJobs('manual');
    const one = await countQueries(async () =>
      expect((await placeOrder(shop, [{ variantId: shop.variants[0]?.id ?? '', quantity: 1 }])).statusCode).toBe(201),
    );
    const four = await countQueries(async () =>
      expect(
        (
          await placeOrder(
            shop,
            shop.variants.map((v) => ({ variantId: v.id, quantity: 2 })),
          )
        ).statusCode,
      ).toBe(201),
    );
    t.setJobs('after-request');
    expect(one).toBe(3);
    expect(four).toBe(3);
  });

  it('an order with a discount code takes no more: the code is read and locked by the checks, its use counted by the writes', async () => {
    const shop = await openShop(50);
    expect(
      (await shop.owner.post('/api/discount-codes', { code: 'PRESUPUESTO', kind: 'percent', value: 10, maxUses: 5 }))
        .statusCode,
    ).toBe(201);
    t.setJobs('manual');
    const withCode = await countQueries(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/stores/${shop.slug}/orders`,
        remoteAddress: '198.19.7.7',
        headers: { 'idempotency-key': 'presupuesto-codigo-1' },
        payload: {
          items: [{ variantId: shop.variants[0]?.id, quantity: 1 }],
          customerName: 'Rocío',
          customerPhone: '11 4444 7777',
          discountCode: 'presupuesto',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    t.setJobs('after-request');
    expect(withCode).toBe(3);
  });

  it('refuses a sold-out product with the store look-up alone, without waiting in line for its units', async () => {
    const shop = await openShop(50);
    const variantId = shop.variants[0]?.id ?? '';
    await t.db.db.updateTable('product_variants').set({ stock: 0 }).where('id', '=', variantId).execute();
    const statements = await countQueries(async () => {
      const res = await placeOrder(shop, [{ variantId, quantity: 1 }]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'INSUFFICIENT_STOCK',
        message: expect.stringMatching(/ya no tiene stock disponible\.$/),
      });
    });
    expect(statements).toBe(1);
  });

  it("running promotions and wholesale tiers take no more: the checks read them, the writes keep each line's part (ADR 042)", async () => {
    const shop = await openShop(50);
    const promo = { name: '2×1', kind: 'bundle', buyQuantity: 2, payQuantity: 1 };
    expect((await shop.owner.post('/api/promotions', promo)).statusCode).toBe(201);
    expect((await shop.owner.post('/api/promotions', { name: '10 %', kind: 'percent', value: 10 })).statusCode).toBe(
      201,
    );
    t.setJobs('manual');
    let total = 0;
    const withPromotions = await countQueries(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/stores/${shop.slug}/orders`,
        remoteAddress: '198.19.7.8',
        headers: { 'idempotency-key': 'presupuesto-promos-1' },
        payload: {
          items: [{ variantId: shop.variants[0]?.id, quantity: 2 }],
          customerName: 'Rocío',
          customerPhone: '11 4444 7778',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      total = res.json().totalCents;
    });
    t.setJobs('after-request');
    expect(withPromotions).toBe(3);
    expect(total).toBe(1_000_000);
  });
});
