import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveOrderChallenge } from './helpers/order-challenge';
import { policyShops, type Shop } from './helpers/policy-shops';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The store's reservation policy (docs/product/orders.md): one storefront
 * order, one shopper, one client address and other sites' pages can only
 * take so much of a store off sale.
 */

let t: TestApp;
const { openShop, placeOrder, reservedUnits } = policyShops(() => t, 'Politica');

const ordersOf = async (shop: Shop) =>
  (
    await t.db.db
      .selectFrom('orders')
      .innerJoin('stores', 'stores.id', 'orders.store_id')
      .select('orders.id')
      .where('stores.slug', '=', shop.slug)
      .execute()
  ).length;

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '4' });
});
afterAll(() => t.close());

describe('one order', () => {
  it('cannot take more than the per-order cap of any variant off sale, however much is in stock', async () => {
    const shop = await openShop(50);
    const everything = shop.variants.map((v) => ({ variantId: v.id, quantity: 50 }));
    const greedy = await placeOrder(shop, everything);
    expect(greedy.statusCode).toBe(422);
    expect(greedy.json()).toEqual({
      code: 'QUANTITY_OVER_LIMIT',
      message: 'Puedes pedir hasta 10 unidades de Remera Lisa por pedido.',
      field: 'items.0.quantity',
    });
    expect(Object.values(await reservedUnits(shop))).toEqual([0, 0, 0, 0]);

    const atTheCap = await placeOrder(
      shop,
      shop.variants.map((v) => ({ variantId: v.id, quantity: 10 })),
    );
    expect(atTheCap.statusCode).toBe(201);
    expect(Object.values(await reservedUnits(shop))).toEqual([10, 10, 10, 10]);
  });

  it('refuses a variant repeated on two lines (no way around the cap), reserving nothing', async () => {
    const shop = await openShop(50);
    const [first] = shop.variants;
    const res = await placeOrder(shop, [
      { variantId: first?.id ?? '', quantity: 10 },
      { variantId: first?.id ?? '', quantity: 10 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      field: 'items.1.variantId',
      message: 'Este producto aparece más de una vez en el pedido. Junta las cantidades en una sola línea.',
    });
    expect(await ordersOf(shop)).toBe(0);
  });

  it('takes the cap from the store’s settings ("Máximo de unidades por producto en un pedido")', async () => {
    const shop = await openShop(50, { maxUnitsPerProduct: 2 });
    expect((await shop.owner.get('/api/stores/mine')).json().store).toMatchObject({
      maxUnitsPerProduct: 2,
      maxPendingOrdersPerPhone: 3,
      orderOrigins: [],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/stores/${shop.slug}` })).json().maxUnitsPerProduct,
    ).toBe(2);
    const [, second] = shop.variants;
    const over = await placeOrder(shop, [{ variantId: second?.id ?? '', quantity: 3 }]);
    expect(over.json()).toMatchObject({
      code: 'QUANTITY_OVER_LIMIT',
      message: 'Puedes pedir hasta 2 unidades de Remera Lisa por pedido.',
    });
    expect((await placeOrder(shop, [{ variantId: second?.id ?? '', quantity: 2 }])).statusCode).toBe(201);
  });

  it.each([
    [{ maxUnitsPerProduct: 0 }, 'maxUnitsPerProduct', 'Unidades por producto: el mínimo es 1'],
    [{ maxUnitsPerProduct: 2.5 }, 'maxUnitsPerProduct', 'Unidades por producto: ingresa un número entero'],
    [
      { maxPendingOrdersPerPhone: 101 },
      'maxPendingOrdersPerPhone',
      'Pedidos pendientes por teléfono: el máximo es 100',
    ],
    [
      { orderOrigins: ['https://mitienda.com.ar/catalogo'] },
      'orderOrigins',
      '«https://mitienda.com.ar/catalogo» no es la dirección de un sitio. Usa algo como https://mitienda.com.ar (sin rutas).',
    ],
    [
      { orderOrigins: 'https://bien.com.ar\njavascript:alert(1)' },
      'orderOrigins',
      '«javascript:alert(1)» no es la dirección de un sitio. Usa algo como https://mitienda.com.ar (sin rutas).',
    ],
  ])('refuses the setting %o naming the field, saving nothing', async (settings, field, message) => {
    const shop = await openShop(1);
    const res = await shop.owner.put('/api/stores/mine', { name: 'Otro Nombre', ...settings });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field, message });
    expect((await shop.owner.get('/api/stores/mine')).json().store).toMatchObject({
      name: expect.stringMatching(/^Tienda Politica/),
      maxUnitsPerProduct: 10,
    });
  });
});

describe('one shopper', () => {
  it('holds at most 3 pending orders per phone from one address; the 4th is refused in Spanish, whatever way the number is written', async () => {
    const shop = await openShop(50);
    const line = [{ variantId: shop.variants[0]?.id ?? '', quantity: 1 }];
    const ip = '198.51.100.7';
    const phones = ['11 4444-5555', '+54 9 11 4444 5555', '011 15 4444-5555'];
    for (const phone of phones) expect((await placeOrder(shop, line, { phone, ip })).statusCode).toBe(201);

    const fourth = await placeOrder(shop, line, { phone: '1144445555', ip });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      code: 'TOO_MANY_PENDING_ORDERS',
      message:
        'Ya tienes 3 pedidos pendientes en esta tienda. Espera a que el vendedor los confirme antes de hacer otro.',
      field: 'customerPhone',
    });
    expect(await ordersOf(shop)).toBe(3);
    expect((await placeOrder(shop, line, { phone: '11 4444-6666', ip })).statusCode).toBe(201);
  });

  it('cannot be used to lock a stranger out: their phone, used from another address, is asked for a verification, not refused', async () => {
    const shop = await openShop(50);
    const line = [{ variantId: shop.variants[0]?.id ?? '', quantity: 1 }];
    const victim = '11 4567-8901';
    for (let i = 0; i < 3; i++)
      expect((await placeOrder(shop, line, { phone: victim, ip: '203.0.113.66' })).statusCode).toBe(201);
    expect((await placeOrder(shop, line, { phone: victim, ip: '203.0.113.66' })).statusCode).toBe(429);

    const asked = await placeOrder(shop, line, {
      phone: victim,
      ip: '198.51.100.200',
      solve: false,
      key: 'la-duena-del-telefono',
    });
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject({
      code: 'CHALLENGE_REQUIRED',
      message: 'Antes de enviar otro pedido, tu navegador tiene que hacer una verificación rápida. Intenta de nuevo.',
      challenge: { algorithm: 'SHA-256', maxnumber: 50_000 },
    });
    const solved = await placeOrder(shop, line, {
      phone: victim,
      ip: '198.51.100.200',
      solution: solveOrderChallenge(asked.json().challenge),
      key: 'la-duena-del-telefono',
    });
    expect(solved.statusCode).toBe(201);
  });

  it('frees a place when the seller confirms or cancels an order, or its reservation runs out', async () => {
    const shop = await openShop(50, { maxPendingOrdersPerPhone: 2 });
    const line = [{ variantId: shop.variants[0]?.id ?? '', quantity: 1 }];
    const phone = '11 5555-1212';
    const ip = '198.51.100.8';
    const first = (await placeOrder(shop, line, { phone, ip })).json().orderId as string;
    const second = (await placeOrder(shop, line, { phone, ip })).json().orderId as string;
    expect((await placeOrder(shop, line, { phone, ip })).statusCode).toBe(429);

    expect((await shop.owner.patch(`/api/orders/${first}/status`, { status: 'processing' })).statusCode).toBe(200);
    expect((await placeOrder(shop, line, { phone, ip })).statusCode).toBe(201);
    expect((await placeOrder(shop, line, { phone, ip })).statusCode).toBe(429);

    await t.db.db
      .updateTable('stock_reservations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', second)
      .execute();
    expect((await placeOrder(shop, line, { phone, ip })).statusCode).toBe(201);
  });
});

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

describe('the seller sees and undoes hoarding', () => {
  it('shows how long each pending storefront order keeps its units: 2 h until the seller opens it, then RESERVATION_TTL (48 h)', async () => {
    const shop = await openShop(10);
    const placed = await placeOrder(shop, [{ variantId: shop.variants[0]?.id ?? '', quantity: 2 }]);
    await shop.owner.post('/api/orders', {
      customerName: 'Mostrador',
      paymentMethod: 'cash',
      status: 'pending',
      items: [{ variantId: shop.variants[1]?.id ?? '', quantity: 1, unitPriceCents: 100 }],
    });
    const { orders } = (await shop.owner.get('/api/orders')).json() as {
      orders: { id: string; source: string; reservedUntil: string | null }[];
    };
    const storefront = orders.find((o) => o.id === placed.json().orderId);
    const hoursLeft = (until: string | null | undefined) => (new Date(until ?? 0).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft(storefront?.reservedUntil)).toBeGreaterThan(1.9);
    expect(hoursLeft(storefront?.reservedUntil)).toBeLessThanOrEqual(2);
    expect(orders.find((o) => o.source === 'admin')?.reservedUntil).toBeNull();

    const opened = (await shop.owner.get(`/api/orders/${storefront?.id}`)).json().order.reservedUntil as string;
    expect(hoursLeft(opened)).toBeGreaterThan(47.9);
    expect(hoursLeft(opened)).toBeLessThanOrEqual(48);
    expect(
      (await shop.owner.get('/api/orders')).json().orders.find((o: { id: string }) => o.id === storefront?.id)
        .reservedUntil,
    ).toBe(opened);
    expect((await shop.owner.get(`/api/orders/${storefront?.id}`)).json().order.reservedUntil).toBe(opened);
  });

  it('cancels every pending storefront order of one phone in one action, returning their units to sale', async () => {
    const shop = await openShop(50, { maxPendingOrdersPerPhone: 10 });
    const other = await openShop(10);
    const [a, b, c] = shop.variants;
    const hoard = [
      await placeOrder(shop, [{ variantId: a?.id ?? '', quantity: 10 }], { phone: '11 4444-5555' }),
      await placeOrder(shop, [{ variantId: b?.id ?? '', quantity: 10 }], { phone: '+54 9 11 4444 5555' }),
      await placeOrder(shop, [{ variantId: c?.id ?? '', quantity: 5 }], { phone: '011 15 4444-5555' }),
    ].map((r) => r.json().orderId as string);
    const confirmed = (
      await placeOrder(shop, [{ variantId: c?.id ?? '', quantity: 1 }], { phone: '1144445555' })
    ).json().orderId as string;
    await shop.owner.patch(`/api/orders/${confirmed}/status`, { status: 'processing' });
    const neighbour = (
      await placeOrder(shop, [{ variantId: c?.id ?? '', quantity: 1 }], { phone: '11 4444-6666' })
    ).json().orderId as string;
    const elsewhere = (
      await placeOrder(other, [{ variantId: other.variants[0]?.id ?? '', quantity: 1 }], { phone: '11 4444-5555' })
    ).json().orderId as string;

    const res = await shop.owner.post('/api/orders/cancel-pending-by-phone', { phone: '(011) 4444-5555' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cancelled: 3 });

    const status = async (id: string) =>
      (await t.db.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    for (const id of hoard) expect(await status(id)).toBe('cancelled');
    expect(await status(confirmed)).toBe('processing');
    expect(await status(neighbour)).toBe('pending');
    expect(await status(elsewhere)).toBe('pending');
    expect(await reservedUnits(shop)).toEqual({
      [a?.id ?? '']: 0,
      [b?.id ?? '']: 0,
      [c?.id ?? '']: 1,
      [shop.variants[3]?.id ?? '']: 0,
    });
    const history = (await shop.owner.get(`/api/orders/${hoard[0]}`)).json().order.history as {
      toStatus: string;
      changedBy: string | null;
    }[];
    expect(history.at(-1)).toMatchObject({ toStatus: 'cancelled', changedBy: 'Ana Pérez' });

    expect((await shop.owner.post('/api/orders/cancel-pending-by-phone', { phone: '11 4444-5555' })).json()).toEqual({
      cancelled: 0,
    });
    const bad = await shop.owner.post('/api/orders/cancel-pending-by-phone', { phone: 'nadie' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ field: 'phone', message: 'Indica el teléfono' });
  });
});
