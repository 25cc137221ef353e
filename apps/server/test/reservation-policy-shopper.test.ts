import { describe, expect, it } from 'vitest';
import { solveOrderChallenge } from './helpers/order-challenge';
import { policyShops } from './helpers/policy-shops';
import { appForFile } from './helpers/file-app';

/**
 * The store's reservation policy (docs/product/orders.md): one storefront
 * order and one shopper can only take so much of a store off sale.
 */
const t = appForFile({ ORDER_RATE_LIMIT: '4' });
const { openShop, placeOrder, reservedUnits, ordersOf } = policyShops(() => t, 'Politica');

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
