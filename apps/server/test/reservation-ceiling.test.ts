import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_MAX_NUMBER } from '../src/modules/orders/order-challenge';
import { solveOrderChallenge } from './helpers/order-challenge';
import { policyShops, type Shop } from './helpers/policy-shops';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Stock hoarding, round three (docs/SECURITY.md; docs/product/orders.md,
 * "Orders without a reservation"): the store-wide ceiling on what orders the
 * seller has not opened hold, counted over every address and phone; the
 * orders taken "sin reserva" past it and their confirmation; the setting; the
 * proof of work that grows with an address's pending orders; one counter of
 * discount-code guesses for the cart's check and the order. Default limits.
 */

let t: TestApp;
const { openShop, placeOrder, reservedUnits } = policyShops(() => t, 'Techo');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lineOf = (shop: Shop, quantity: number, index = 0) => [{ variantId: shop.variants[index]?.id ?? '', quantity }];
const orderRow = (id: string) =>
  t.db.db
    .selectFrom('orders')
    .select(['status', 'without_reservation', 'stock_deducted'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const stockOf = async (variantId: string) =>
  (await t.db.db.selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow())
    .stock;

describe('the store-wide ceiling', () => {
  it('keeps what unopened orders of 20 addresses with fresh phones hold within half of each variant, and takes the next order without a reservation', async () => {
    const shop = await openShop(20);
    const everything = shop.variants.map((v) => ({ variantId: v.id, quantity: 2 }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => placeOrder(shop, everything, { ip: `203.0.113.${i + 1}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(Object.values(await reservedUnits(shop))).toEqual([10, 10, 10, 10]);
    const rows = await t.db.db
      .selectFrom('orders')
      .select(['id', 'without_reservation'])
      .where(
        'id',
        'in',
        answers.map((a) => a.json().orderId as string),
      )
      .execute();
    expect(rows.filter((r) => r.without_reservation)).toHaveLength(15);

    // A real shopper past the ceiling: taken, saved, and the seller sees it holds nothing.
    const shopper = await placeOrder(shop, lineOf(shop, 1), { ip: '198.51.100.200', solve: false });
    expect(shopper.statusCode).toBe(201);
    const id = shopper.json().orderId as string;
    expect(await orderRow(id)).toMatchObject({ status: 'pending', without_reservation: true });
    expect(
      await t.db.db.selectFrom('stock_reservations').select('id').where('order_id', '=', id).execute(),
    ).toHaveLength(0);
    const listed = (
      (await shop.owner.get('/api/orders')).json().orders as {
        id: string;
        withoutReservation: boolean;
        reservedUntil: string | null;
      }[]
    ).find((o) => o.id === id);
    expect(listed).toMatchObject({ withoutReservation: true, reservedUntil: null });
    const detail = (await shop.owner.get(`/api/orders/${id}`)).json().order;
    expect(detail).toMatchObject({ withoutReservation: true, reservationExpired: false });
  });

  it('frees room once the seller opens an order, tells the owner by e-mail, and reserves nothing at 0 %', async () => {
    const shop = await openShop(10);
    const first = (await placeOrder(shop, lineOf(shop, 3))).json().orderId as string;
    const second = (await placeOrder(shop, lineOf(shop, 3))).json().orderId as string;
    expect((await orderRow(first)).without_reservation).toBe(false);
    expect((await orderRow(second)).without_reservation).toBe(true);
    expect(t.mails.some((m) => m.text.includes('Pedido sin reserva: no aparta unidades'))).toBe(true);
    await shop.owner.get(`/api/orders/${first}`);
    const third = (await placeOrder(shop, lineOf(shop, 3))).json().orderId as string;
    expect((await orderRow(third)).without_reservation).toBe(false);

    expect(
      (
        await shop.owner.put('/api/stores/mine', {
          name: 'Tienda Techo Cero',
          whatsappNumber: '+54 9 11 5555-0000',
          unopenedSharePercent: 0,
        })
      ).statusCode,
    ).toBe(200);
    const none = (await placeOrder(shop, lineOf(shop, 1, 1))).json().orderId as string;
    expect((await orderRow(none)).without_reservation).toBe(true);
  });

  it('confirms an order without a reservation when the stock allows, taking it, and refuses it with the stock message when not', async () => {
    const shop = await openShop(10);
    const variant = shop.variants[0]?.id ?? '';
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await placeOrder(shop, lineOf(shop, 3))).json().orderId as string);
    const rows = await Promise.all(ids.map(orderRow));
    expect(rows.map((r) => r.without_reservation)).toEqual([false, true, true, true]);

    const confirm = (id: string | undefined) => shop.owner.patch(`/api/orders/${id}/status`, { status: 'processing' });
    expect((await confirm(ids[1])).statusCode).toBe(200);
    expect((await confirm(ids[2])).statusCode).toBe(200);
    expect(await stockOf(variant)).toBe(4);
    const short = await confirm(ids[3]);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Stock insuficiente de Remera Lisa: hay 1 disponible y el pedido necesita 3.',
    });
    expect(await orderRow(ids[3] ?? '')).toMatchObject({ status: 'pending', stock_deducted: false });
    expect(await stockOf(variant)).toBe(4);
    expect(Object.values(await reservedUnits(shop))[0]).toBe(3);
  });
});

describe('the ceiling setting', () => {
  it('defaults to 50 %, and refuses a value out of 0–100 in Spanish, saving nothing of the request', async () => {
    const shop = await openShop(10);
    expect((await shop.owner.get('/api/stores/mine')).json().store).toMatchObject({ unopenedSharePercent: 50 });
    for (const value of [101, -1, 12.5]) {
      const bad = await shop.owner.put('/api/stores/mine', {
        name: 'Tienda Techo Cambiada',
        unopenedSharePercent: value,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().field).toBe('unopenedSharePercent');
      expect(bad.json().message).toMatch(/^Porcentaje del stock para pedidos sin abrir: /);
    }
    const store = (await shop.owner.get('/api/stores/mine')).json().store;
    expect(store).toMatchObject({ unopenedSharePercent: 50 });
    expect(store.name).not.toBe('Tienda Techo Cambiada');
    expect(
      (await shop.owner.put('/api/stores/mine', { name: store.name, unopenedSharePercent: 100 })).json().store,
    ).toMatchObject({ unopenedSharePercent: 100 });
  });
});

describe('the proof of work', () => {
  it('grows with the address’s pending orders, up to 8 times the first, and an easier challenge’s solution is refused later', async () => {
    const shop = await openShop(100);
    const ip = '198.51.100.150';
    const ask = (i: number, key: string, solution?: string) =>
      placeOrder(shop, lineOf(shop, 1, i % 4), {
        ip,
        solve: false,
        key: `techo-${key}-clave`,
        ...(solution ? { solution } : {}),
      });
    expect((await ask(0, 'pow-0')).statusCode).toBe(201);
    // A level-1 challenge solved but kept for later.
    const easy = solveOrderChallenge((await ask(1, 'pow-guardado')).json().challenge);
    const sizes: number[] = [];
    for (let i = 1; i < 10; i++) {
      const asked = await ask(i, `pow-${i}`);
      expect(asked.statusCode).toBe(428);
      sizes.push(asked.json().challenge.maxnumber);
      if (i === 2) expect((await ask(i, `pow-${i}`, easy)).statusCode).toBe(428);
      expect((await ask(i, `pow-${i}`, solveOrderChallenge(asked.json().challenge))).statusCode).toBe(201);
    }
    expect(sizes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8].map((level) => level * CHALLENGE_MAX_NUMBER));
  }, 120_000);
});

describe('discount codes guessed through the order', () => {
  const withCode = (shop: Shop, code: string, ip: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/stores/${shop.slug}/orders`,
      remoteAddress: ip,
      headers: { 'idempotency-key': `techo-cupon-${ip}-${n}-clave` },
      payload: {
        items: lineOf(shop, 1),
        customerName: 'Rocío Techo',
        customerPhone: `11 ${String(70_000_000 + n)}`,
        discountCode: code,
      },
    });
  const check = (shop: Shop, code: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/stores/${shop.slug}/discount-codes/check`,
      remoteAddress: ip,
      payload: { code, variantIds: [shop.variants[0]?.id] },
    });

  it('answers 429 after 30 wrong codes from one address, to the right code too, and counts the cart’s check and the order together', async () => {
    const shop = await openShop(100);
    expect(
      (await shop.owner.post('/api/discount-codes', { code: 'BIEN', kind: 'percent', value: 10 })).statusCode,
    ).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await withCode(shop, `MAL${i}`, '203.0.113.77', i)).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
    expect(statuses.slice(30)).toEqual(Array(30).fill(429));
    const right = await withCode(shop, 'BIEN', '203.0.113.77', 60);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Demasiados intentos. Espera un momento y vuelve a intentar.');
    expect((await withCode(shop, 'BIEN', '203.0.113.78', 61)).statusCode).toBe(201);

    for (let i = 0; i < 20; i++) expect((await check(shop, `OTRO${i}`, '203.0.113.79')).statusCode).toBe(422);
    for (let i = 0; i < 10; i++)
      expect((await withCode(shop, `OTRO${i}`, '203.0.113.79', 100 + i)).statusCode).toBe(422);
    expect((await withCode(shop, 'BIEN', '203.0.113.79', 110)).statusCode).toBe(429);
    expect((await check(shop, 'BIEN', '203.0.113.79')).statusCode).toBe(429);
  }, 120_000);
});
