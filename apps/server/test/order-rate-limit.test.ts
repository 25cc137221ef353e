import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

const TOO_MANY_ORDERS = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Hiciste demasiados pedidos seguidos. Espera unos minutos y vuelve a intentar.',
};

interface Shop {
  slug: string;
  variantId: string;
}

/** A store with WhatsApp and one product whose first variant has plenty of stock. */
async function openShop(t: TestApp, name: string): Promise<Shop> {
  const owner = await signUpConfirmed(t, `${name.toLowerCase().replace(/\s+/g, '-')}@example.com`);
  const fixture = await catalogueFixture(owner, name);
  await owner.put('/api/stores/mine', { name, whatsappNumber: '+54 9 11 5555-0000' });
  const product = (
    await owner.post('/api/catalogue/products', fixture.productBody({ variants: fixture.productBody().variants.map((v) => ({ ...v, stock: 100 })) }))
  ).json().product as { variants: { id: string }[] };
  return { slug: fixture.store.slug, variantId: product.variants[0]?.id ?? '' };
}

function placeOrder(t: TestApp, shop: Shop, ip: string, key: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/stores/${shop.slug}/orders`,
    remoteAddress: ip,
    headers: { 'idempotency-key': key },
    payload: { items: [{ variantId: shop.variantId, quantity: 1 }], customerName: 'Rocío', customerPhone: '11 4444-5555' },
  });
}

async function statuses(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await send(i)).statusCode);
  return out;
}

async function reservedUnits(t: TestApp, variantId: string): Promise<number> {
  const rows = await t.db.db.selectFrom('stock_reservations').select('quantity').where('variant_id', '=', variantId).execute();
  return rows.reduce((sum, r) => sum + Number(r.quantity), 0);
}

describe('storefront orders per client address (ORDER_RATE_LIMIT=3)', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT: '3' });
    shop = await openShop(t, 'Tienda Limitada');
  });
  afterAll(() => t.close());

  it('refuses the 4th order in ten minutes from one address in Spanish, reserving nothing', async () => {
    expect(await statuses(3, (i) => placeOrder(t, shop, '203.0.113.50', `limite-${i}-abcd`))).toEqual([201, 201, 201]);
    expect(await reservedUnits(t, shop.variantId)).toBe(3);

    const blocked = await placeOrder(t, shop, '203.0.113.50', 'limite-3-abcd');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY_ORDERS);
    expect(await reservedUnits(t, shop.variantId)).toBe(3);
    const saved = await t.db.db.selectFrom('orders').select('id').where('idempotency_key', '=', 'limite-3-abcd').execute();
    expect(saved).toHaveLength(0);
  });

  it('still answers a retry of an order already placed, without counting it again', async () => {
    const retry = await placeOrder(t, shop, '203.0.113.50', 'limite-0-abcd');
    expect(retry.statusCode).toBe(201);
    expect(await reservedUnits(t, shop.variantId)).toBe(3);
  });

  it('lets another address order', async () => {
    const other = await placeOrder(t, shop, '203.0.113.51', 'otra-ip-abcd');
    expect(other.statusCode).toBe(201);
    expect(await reservedUnits(t, shop.variantId)).toBe(4);
  });

  it('keeps the counter in the database, shared by every server process', async () => {
    const row = await t.db.db.selectFrom('rate_limits').select('count').where('key', '=', 'orders:203.0.113.50').executeTakeFirstOrThrow();
    expect(row.count).toBe(4);
  });

  it('opens a new window once ten minutes have passed', async () => {
    const elevenMinutesAgo = Date.now() - 11 * 60 * 1000;
    await t.db.db.updateTable('rate_limits').set({ last_request: elevenMinutesAgo }).where('key', '=', 'orders:203.0.113.50').execute();
    expect((await placeOrder(t, shop, '203.0.113.50', 'ventana-nueva-abcd')).statusCode).toBe(201);
  });
});

describe('storefront orders with RATE_LIMIT=false', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT: '3', RATE_LIMIT: 'false' });
    shop = await openShop(t, 'Tienda Libre');
  });
  afterAll(() => t.close());

  it('takes every order from one address', async () => {
    expect(await statuses(5, (i) => placeOrder(t, shop, '203.0.113.60', `libre-${i}-abcd`))).toEqual(Array(5).fill(201));
    expect(await reservedUnits(t, shop.variantId)).toBe(5);
  });
});
