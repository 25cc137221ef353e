import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, messageOf, SETTINGS } from './helpers/delivery-orders';
import { createTestApp, type TestApp } from './helpers/test-app';
import { discountCodeOrders, openCodeShop, UNIT } from './helpers/discount-codes';
import type { Shop } from './helpers/policy-shops';

/**
 * Discount codes (docs/product/orders.md, "Discount codes" and "How the total is made"): the split over lines, the
 * combination with free shipping and the transfer discount, the last use under 50 concurrent orders, the cart's check.
 */
let t: TestApp;
const { openShop, order, createCode, codeOf, orderCount } = discountCodeOrders(() => t);
let shop: Shop;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  shop = await openCodeShop(openShop);
});
afterAll(() => t.close());

describe('how the code applies and combines', () => {
  it('a fixed amount is split over the eligible lines exactly, recorded on the order and its lines', async () => {
    const products = (await shop.owner.get('/api/catalogue/products')).json().products as {
      id: string;
      name: string;
    }[];
    const buzo = products.find((p) => p.name === 'Buzo Frisa')?.id;
    const code = await createCode(shop, { code: 'BUZOS', kind: 'fixed', value: 100_001, productIds: [buzo] });
    const items = [
      { variantId: shop.variants[0]?.id, quantity: 1 },
      { variantId: shop.variants[2]?.id, quantity: 1 },
      { variantId: shop.variants[3]?.id, quantity: 2 },
    ];
    const res = await order(shop, { discountCode: 'buzos' }, items);
    expect(res.statusCode, res.body).toBe(201);
    const subtotal = UNIT + UNIT + 2 * (UNIT + 50_000);
    expect(res.json().totalCents).toBe(subtotal - 100_001);
    const lines = await t.db.db
      .selectFrom('order_items')
      .select(['position', 'discount_cents', 'total_cents'])
      .where('order_id', '=', res.json().orderId)
      .orderBy('position')
      .execute();
    expect(lines.map((l) => Number(l.discount_cents))).toEqual([0, 32_258, 67_743]);
    const saved = await t.db.db
      .selectFrom('orders')
      .select(['discount_code', 'code_discount_cents'])
      .where('id', '=', res.json().orderId)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ discount_code: 'BUZOS' });
    expect(Number(saved.code_discount_cents)).toBe(100_001);
    expect(messageOf(res.json().whatsappUrl)).toContain('Código BUZOS: -$1.000,01');
    expect((await codeOf(shop, code.id))?.usesCount).toBe(1);
    const uses = (await shop.owner.get(`/api/discount-codes/${code.id}/uses`)).json().uses;
    expect(uses).toMatchObject([{ orderId: res.json().orderId, discountCents: 100_001 }]);
  });

  it('code, then free shipping judged after it, then the transfer discount, then the fee', async () => {
    const shop2 = await openShop(50);
    await shop2.owner.put('/api/stores/mine/delivery', SETTINGS);
    await shop2.owner.put('/api/stores/mine/payment', {
      paymentMethods: ['transfer', 'cash'],
      transferHolder: 'Paula',
      transferDiscountPercent: 10,
    });
    await shop2.owner.put('/api/stores/mine', {
      name: 'Tienda Cupones 2',
      whatsappNumber: '+54 9 11 5555-0000',
      cbu: 'alias.paula',
    });
    await createCode(shop2, { code: 'DIEZ', value: 10 });
    const items = [{ variantId: shop2.variants[0]?.id, quantity: 5 }];
    // 5 units: $50.000 reaches free shipping ($50.000) alone, but not after the 10 % code ($45.000): the CABA fee applies.
    const res = await order(
      shop2,
      { discountCode: 'diez', paymentMethod: 'transfer', delivery: { method: 'shipping', address: address() } },
      items,
    );
    expect(res.statusCode, res.body).toBe(201);
    const goods = 5 * UNIT - 500_000;
    const transfer = goods / 10;
    expect(res.json().totalCents).toBe(goods - transfer + 150_000);
    const text = messageOf(res.json().whatsappUrl);
    expect(text).toContain('Subtotal: $50.000,00\nCódigo DIEZ: -$5.000,00\nDescuento por transferencia: -$4.500,00');
    expect(text).toContain('Envío: $1.500,00');
  });
});

describe('the last use under concurrent orders', () => {
  it('50 shoppers race for the last use: exactly one gets it, the rest are refused and keep nothing', async () => {
    const code = await createCode(shop, { code: 'ULTIMO', maxUses: 3 });
    for (let i = 0; i < 2; i++) expect((await order(shop, { discountCode: 'ultimo' })).statusCode).toBe(201);
    const before = await orderCount();
    const results = await Promise.all(Array.from({ length: 50 }, () => order(shop, { discountCode: 'ULTIMO' })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
    expect(results.find((r) => r.statusCode === 422)?.json().message).toBe(
      'Ese código de descuento ya se usó todas las veces que permitía.',
    );
    expect(await orderCount()).toBe(before + 1);
    expect(await codeOf(shop, code.id)).toMatchObject({ usesCount: 3, state: 'exhausted' });

    // Cancelling an order gives its use back; the next shopper gets it.
    const winner = results.find((r) => r.statusCode === 201)?.json().orderId as string;
    expect((await shop.owner.patch(`/api/orders/${winner}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await codeOf(shop, code.id)).toMatchObject({ usesCount: 2, state: 'active' });
    expect((await order(shop, { discountCode: 'ultimo' })).statusCode).toBe(201);
    expect((await codeOf(shop, code.id))?.usesCount).toBe(3);
  }, 60_000);
});

describe("the cart's check of a code", () => {
  const check = (s: Shop, code: string, ip = '203.0.113.9') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/stores/${s.slug}/discount-codes/check`,
      remoteAddress: ip,
      payload: { code, variantIds: [s.variants[0]?.id, s.variants[2]?.id] },
    });

  it("says which of the cart's variants a code covers, or why it does not apply", async () => {
    const products = (await shop.owner.get('/api/catalogue/products')).json().products as {
      id: string;
      name: string;
    }[];
    await createCode(shop, {
      code: 'SOLOREMERA',
      productIds: [products.find((p) => p.name === 'Remera Lisa')?.id],
      minPurchaseCents: 100,
    });
    const res = await check(shop, ' solo remera ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 'SOLOREMERA',
      kind: 'percent',
      value: 10,
      minPurchaseCents: 100,
      eligibleVariantIds: [shop.variants[0]?.id],
    });
    const unknown = await check(shop, 'nada');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(
      'Ese código de descuento no existe o no está activo. Revisa cómo lo escribiste.',
    );
  });

  it("covers the products of a category's children when the code names the parent", async () => {
    const s = await openShop(50);
    const categories = (await s.owner.get('/api/catalogue/categories')).json().categories as {
      id: string;
      name: string;
    }[];
    const remeras = categories.find((c) => c.name === 'Remeras')?.id;
    const ropa = (await s.owner.post('/api/catalogue/categories', { name: 'Ropa' })).json().category.id as string;
    expect(
      (await s.owner.put(`/api/catalogue/categories/${remeras}`, { name: 'Remeras', parentId: ropa })).statusCode,
    ).toBe(200);
    await createCode(s, { code: 'ROPA10', categoryIds: [ropa] });
    const res = await check(s, 'ropa10');
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.json().eligibleVariantIds].sort()).toEqual([s.variants[0]?.id, s.variants[2]?.id].sort());
    const placed = await order(s, { discountCode: 'ROPA10' });
    expect(placed.statusCode, placed.body).toBe(201);
    const saved = await t.db.db
      .selectFrom('orders')
      .select('code_discount_cents')
      .where('id', '=', placed.json().orderId)
      .executeTakeFirstOrThrow();
    expect(Number(saved.code_discount_cents)).toBe(UNIT / 10);
  });

  it('answers 429 to an address that keeps guessing codes, once RATE_LIMIT is on', async () => {
    const previous = t;
    const limited = await createTestApp({});
    t = limited;
    try {
      const guarded = await openShop(5);
      await createCode(guarded, { code: 'BIEN' });
      const answers: number[] = [];
      for (let i = 0; i < 31; i++) answers.push((await check(guarded, `MAL${i}`)).statusCode);
      expect(answers.slice(0, 30).every((s) => s === 422)).toBe(true);
      expect(answers[30]).toBe(429);
      expect((await check(guarded, 'BIEN', '203.0.113.10')).statusCode).toBe(200);
    } finally {
      t = previous;
      await limited.close();
    }
  }, 60_000);
});
