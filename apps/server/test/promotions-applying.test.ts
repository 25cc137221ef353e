import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from './helpers/delivery-orders';
import { createTestApp, type TestApp } from './helpers/test-app';
import { discountCodeOrders, openCodeShop, UNIT } from './helpers/discount-codes';
import type { Shop } from './helpers/policy-shops';

/**
 * Automatic promotions and wholesale prices at order creation (docs/product/orders.md, "Promociones", "Precios por
 * mayor"; ADR 042): the server prices every line, the promotions' parts are kept on the lines, and every text says it.
 */
let t: TestApp;
const { openShop, order, createCode } = discountCodeOrders(() => t);
let shop: Shop;
let remera = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  shop = await openCodeShop(openShop);
  const products = (await shop.owner.get('/api/catalogue/products')).json().products as { id: string; name: string }[];
  remera = products.find((p) => p.name === 'Remera Lisa')?.id ?? '';
});
afterAll(() => t.close());

const createPromotion = async (s: Shop, body: Record<string, unknown>) => {
  const res = await s.owner.post('/api/promotions', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().promotion as { id: string; badge: string; state: string };
};
const pause = (s: Shop, id: string) => s.owner.patch(`/api/promotions/${id}/paused`, { paused: true });
const [S, M] = [0, 1];

describe('each promotion at order creation', () => {
  it('3×2: the cheapest unit free, kept on its line, in the WhatsApp text, the admin and the owner’s figures', async () => {
    const promo = await createPromotion(shop, {
      name: '3×2 en remeras',
      kind: 'bundle',
      buyQuantity: 3,
      payQuantity: 2,
      productIds: [remera],
    });
    expect(promo).toMatchObject({ badge: '3×2', state: 'active' });
    const res = await order(shop, {}, [
      { variantId: shop.variants[S]?.id, quantity: 2 },
      { variantId: shop.variants[M]?.id, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(2 * UNIT + 50_000);
    expect(messageOf(res.json().whatsappUrl)).toContain(
      'Subtotal: $30.500,00\nPromoción 3×2 en remeras: -$10.000,00\n*Total: $20.500,00*',
    );
    const detail = (await shop.owner.get(`/api/orders/${res.json().orderId}`)).json().order;
    expect(detail.promotions).toEqual([{ name: '3×2 en remeras', discountCents: UNIT }]);
    expect(detail.items.map((i: { promotionDiscountCents: number }) => i.promotionDiscountCents)).toEqual([UNIT, 0]);
    // The owner's new-order e-mail carries the same steps.
    const mails = await t.db.db.selectFrom('jobs').select('payload').where('kind', 'like', '%order%').execute();
    expect(JSON.stringify(mails.map((m) => m.payload))).toContain('Promoción 3×2 en remeras: -$10.000,00');
    const listed = (await shop.owner.get('/api/promotions')).json().promotions;
    expect(listed).toMatchObject([{ id: promo.id, ordersCount: 1, givenCents: UNIT }]);
    const orders = (await shop.owner.get(`/api/promotions/${promo.id}/orders`)).json().orders;
    expect(orders).toMatchObject([{ orderId: res.json().orderId, discountCents: UNIT }]);
    expect((await pause(shop, promo.id)).statusCode).toBe(200);
  });

  it('with a code on what is left and the transfer discount after, to the cent', async () => {
    const s = await openShop(50);
    await s.owner.put('/api/stores/mine/payment', {
      paymentMethods: ['transfer', 'cash'],
      transferHolder: 'Paula',
      transferDiscountPercent: 10,
    });
    await s.owner.put('/api/stores/mine', {
      name: 'Tienda Promos 2',
      whatsappNumber: '+54 9 11 5555-0000',
      cbu: 'alias.p',
    });
    await createPromotion(s, { name: '2da al 50 %', kind: 'nth_unit', buyQuantity: 2, value: 50 });
    await createCode(s, { code: 'DIEZ', value: 10 });
    const res = await order(s, { discountCode: 'diez', paymentMethod: 'transfer' }, [
      { variantId: s.variants[M]?.id, quantity: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const subtotal = 2 * (UNIT + 50_000);
    const promotion = 525_000;
    const code = (subtotal - promotion) / 10;
    const transfer = Math.round((subtotal - promotion - code) / 10);
    expect(res.json().totalCents).toBe(subtotal - promotion - code - transfer);
    expect(messageOf(res.json().whatsappUrl)).toContain(
      'Subtotal: $21.000,00\nPromoción 2da al 50 %: -$5.250,00\nCódigo DIEZ: -$1.575,00\nDescuento por transferencia: -$1.417,50',
    );
  });

  it('one promotion per line, the best combination; paused, ended or not yet started ones take nothing', async () => {
    const s = await openShop(50);
    const products = (await s.owner.get('/api/catalogue/products')).json().products as { id: string; name: string }[];
    const buzo = products.find((p) => p.name === 'Buzo Frisa')?.id ?? '';
    const everything = await createPromotion(s, { name: '10 % en todo', kind: 'percent', value: 10 });
    await createPromotion(s, {
      name: '2×1 en buzos',
      kind: 'bundle',
      buyQuantity: 2,
      payQuantity: 1,
      productIds: [buzo],
    });
    await createPromotion(s, {
      name: 'Navidad',
      kind: 'percent',
      value: 90,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await createPromotion(s, {
      name: 'Vieja',
      kind: 'fixed',
      value: 500_000,
      endsAt: new Date(Date.now() - 1000).toISOString(),
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const items = [
      { variantId: s.variants[0]?.id, quantity: 1 },
      { variantId: s.variants[2]?.id, quantity: 2 },
    ];
    const res = await order(s, {}, items);
    // The remera takes the 10 % (100.000), the buzos the 2×1 (1.000.000): never both on one line.
    expect(res.json().totalCents).toBe(3 * UNIT - 100_000 - UNIT);
    await pause(s, everything.id);
    expect((await order(s, {}, items)).json().totalCents).toBe(3 * UNIT - UNIT);
    const copy = (await s.owner.post(`/api/promotions/${everything.id}/duplicate`)).json().promotion;
    expect(copy).toMatchObject({ name: '10 % en todo (copia)', paused: true, state: 'paused' });
  });

  it('refuses a promotion that cannot work, saving nothing', async () => {
    const res = await shop.owner.post('/api/promotions', {
      name: 'Mal',
      kind: 'bundle',
      buyQuantity: 2,
      payQuantity: 2,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Las unidades que paga deben ser menos que las que lleva');
    const none = await shop.owner.post('/api/promotions', { name: '', kind: 'percent', value: 120 });
    expect(none.statusCode).toBe(422);
  });
});

describe('wholesale prices', () => {
  it('a product’s tier from 6 units, counted over its variants; the store’s minimum refuses a smaller order', async () => {
    const s = await openShop(50);
    const products = (await s.owner.get('/api/catalogue/products')).json().products as { id: string; name: string }[];
    const id = products.find((p) => p.name === 'Buzo Frisa')?.id ?? '';
    await t.db.db
      .updateTable('products')
      .set({ price_tiers: JSON.stringify([{ minQuantity: 6, unitPriceCents: 800_000 }]) })
      .where('id', '=', id)
      .execute();
    const five = await order(s, {}, [{ variantId: s.variants[2]?.id, quantity: 5 }]);
    expect(five.json().totalCents).toBe(5 * UNIT);
    const six = await order(s, {}, [
      { variantId: s.variants[2]?.id, quantity: 3 },
      { variantId: s.variants[3]?.id, quantity: 3 },
    ]);
    expect(six.json().totalCents).toBe(6 * 800_000);
    expect(messageOf(six.json().whatsappUrl)).toContain('3 x $8.000,00 = $24.000,00');
    const minimum = await s.owner.put('/api/stores/mine/wholesale', { minOrderCents: null, minUnits: 12 });
    expect(minimum.statusCode, minimum.body).toBe(200);
    // The owner's settings read it back, and the store's public profile carries it for the notice before the cart.
    expect(minimum.json().store.wholesaleMinimum).toEqual({ minOrderCents: null, minUnits: 12 });
    expect((await s.owner.get('/api/stores/mine')).json().store.wholesaleMinimum).toEqual({
      minOrderCents: null,
      minUnits: 12,
    });
    const profile = await t.app.inject({ method: 'GET', url: `/api/public/stores/${s.slug}` });
    expect(profile.json().wholesaleMinimum).toEqual({ minOrderCents: null, minUnits: 12 });
    expect((await s.owner.put('/api/stores/mine/wholesale', { minOrderCents: -5, minUnits: null })).statusCode).toBe(
      422,
    );
    const refused = await order(s, {}, [{ variantId: s.variants[0]?.id, quantity: 2 }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Compra mínima por mayor: 12 unidades. Agrega 10 unidades más para hacer tu pedido.',
    );
  });
});

describe('where shoppers see them', () => {
  it('a running promotion and a tier put their badges on the card and the product page, paused ones do not', async () => {
    const s = await openShop(50);
    const products = (await s.owner.get('/api/catalogue/products')).json().products as { id: string; name: string }[];
    const remeraId = products.find((p) => p.name === 'Remera Lisa')?.id ?? '';
    const promo = await createPromotion(s, {
      name: '2da al 50 %',
      kind: 'nth_unit',
      buyQuantity: 2,
      value: 50,
      productIds: [remeraId],
    });
    await t.db.db
      .updateTable('products')
      .set({ price_tiers: JSON.stringify([{ minQuantity: 6, unitPriceCents: 800_000 }]) })
      .where('id', '=', remeraId)
      .execute();
    const cards = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/public/stores/${s.slug}/products` })).json().items as {
          name: string;
          badges: string[];
        }[]
      ).map((c) => [c.name, c.badges]);
    expect(await cards()).toEqual(
      expect.arrayContaining([
        ['Remera Lisa', ['2da al 50 %', 'Por mayor desde 6 u.']],
        ['Buzo Frisa', []],
      ]),
    );
    const page = await t.app.inject({ method: 'GET', url: `/api/public/stores/${s.slug}/products/${remeraId}` });
    expect(page.json().badges).toEqual(['2da al 50 %', 'Por mayor desde 6 u.']);
    await pause(s, promo.id);
    expect(await cards()).toEqual(expect.arrayContaining([['Remera Lisa', ['Por mayor desde 6 u.']]]));
  });
});
