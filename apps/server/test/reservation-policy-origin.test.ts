import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { policyShops } from './helpers/policy-shops';
import { appForFile } from './helpers/file-app';

/**
 * The store's reservation policy (docs/product/orders.md): one client address
 * and other sites' pages can only take so much of a store off sale.
 */
const t = appForFile({ ORDER_RATE_LIMIT: '4' });
const { openShop, placeOrder, ordersOf } = policyShops(() => t, 'Politica');

describe('one client address (ORDER_RATE_LIMIT=4 an hour per store)', () => {
  it('counts only created orders: refused and failed attempts do not use up the quota', async () => {
    const shop = await openShop(3, { reservedSharePercent: 100 });
    const [variant] = shop.variants;
    const ip = '203.0.113.50';
    const overCap = await placeOrder(shop, [{ variantId: variant?.id ?? '', quantity: 11 }], { ip });
    expect(overCap.statusCode).toBe(422);
    for (let i = 0; i < 6; i++)
      expect((await placeOrder(shop, [{ variantId: variant?.id ?? '', quantity: 4 }], { ip })).statusCode).toBe(409);
    expect(
      (await placeOrder(shop, [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], { ip })).statusCode,
    ).toBe(422);

    const line = [{ variantId: variant?.id ?? '', quantity: 1 }];
    expect((await placeOrder(shop, line, { ip })).statusCode).toBe(201);
    const retryKey = 'reintento-misma-clave';
    const placed = await placeOrder(shop, line, { ip, key: retryKey, phone: '11 3333-0000' });
    expect(placed.statusCode).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await placeOrder(shop, line, { ip, key: retryKey, phone: '11 3333-0000' })).json()).toEqual(
        placed.json(),
      );
    const more = shop.variants.slice(1).map((v) => [{ variantId: v.id, quantity: 1 }]);
    expect((await placeOrder(shop, more[0] ?? [], { ip })).statusCode).toBe(201);
    expect((await placeOrder(shop, more[1] ?? [], { ip })).statusCode).toBe(201);

    const fifth = await placeOrder(shop, more[2] ?? [], { ip });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Hiciste demasiados pedidos seguidos. Espera unos minutos y vuelve a intentar.',
    });
    expect(await ordersOf(shop)).toBe(4);
  });

  it('is kept per store: the same address still orders at another store', async () => {
    const [a, b] = [await openShop(10), await openShop(10)];
    const ip = '203.0.113.60';
    for (let i = 0; i < 4; i++)
      expect((await placeOrder(a, [{ variantId: a.variants[i]?.id ?? '', quantity: 1 }], { ip })).statusCode).toBe(201);
    expect((await placeOrder(a, [{ variantId: a.variants[0]?.id ?? '', quantity: 1 }], { ip })).statusCode).toBe(429);
    expect((await placeOrder(b, [{ variantId: b.variants[0]?.id ?? '', quantity: 1 }], { ip })).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64, and opens again once the hour has passed', async () => {
    const shop = await openShop(10);
    const line = (i: number) => [{ variantId: shop.variants[i % 4]?.id ?? '', quantity: 1 }];
    for (let i = 0; i < 4; i++)
      expect((await placeOrder(shop, line(i), { ip: `2001:db8:aa:bb::${i + 1}` })).statusCode).toBe(201);
    expect((await placeOrder(shop, line(0), { ip: '2001:db8:aa:bb:ffff:1:2:3' })).statusCode).toBe(429);
    expect((await placeOrder(shop, line(0), { ip: '2001:db8:aa:cc::1' })).statusCode).toBe(201);

    await sql`update orders set created_at = now() - interval '61 minutes' where placed_from = '2001:db8:aa:bb::/64'`.execute(
      t.db.db,
    );
    expect((await placeOrder(shop, line(1), { ip: '2001:db8:aa:bb::99' })).statusCode).toBe(201);
  });
});

describe('orders from other sites', () => {
  it('refuses a browser on a foreign site (403), saving nothing, while the catalogue stays open to every site', async () => {
    const shop = await openShop(10);
    const line = [{ variantId: shop.variants[0]?.id ?? '', quantity: 1 }];
    for (const origin of ['https://acaparador.example', 'http://otra-tienda.tiendas.localhost:3000', 'null']) {
      const res = await placeOrder(shop, line, { origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({
        code: 'ORIGIN_NOT_ALLOWED',
        message: 'Esta tienda no recibe pedidos desde este sitio.',
      });
    }
    expect(await ordersOf(shop)).toBe(0);

    const catalogue = await t.app.inject({
      method: 'GET',
      url: `/api/public/stores/${shop.slug}/products`,
      headers: { origin: 'https://acaparador.example' },
    });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['access-control-allow-origin']).toBe('*');
  });

  it('takes orders from the app, from the store’s own address and from the sites the store listed', async () => {
    const shop = await openShop(10);
    const line = (i: number) => [{ variantId: shop.variants[i]?.id ?? '', quantity: 1 }];
    expect((await placeOrder(shop, line(0), { origin: 'http://localhost:3000' })).statusCode).toBe(201);
    expect((await placeOrder(shop, line(1), { origin: `http://${shop.slug}.tiendas.localhost:3000` })).statusCode).toBe(
      201,
    );
    expect((await placeOrder(shop, line(2), { origin: 'https://mitienda.com.ar' })).statusCode).toBe(403);

    const saved = await shop.owner.put('/api/stores/mine', {
      name: 'Tienda Con Sitio',
      whatsappNumber: '1155550000',
      orderOrigins: ['https://MiTienda.com.ar/', 'https://mitienda.com.ar'],
    });
    expect(saved.json().store.orderOrigins).toEqual(['https://mitienda.com.ar']);
    expect((await placeOrder(shop, line(2), { origin: 'https://mitienda.com.ar' })).statusCode).toBe(201);
    expect((await placeOrder(shop, line(3), { origin: 'https://www.mitienda.com.ar' })).statusCode).toBe(403);
  });
});
