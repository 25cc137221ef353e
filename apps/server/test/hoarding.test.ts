import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveOrderChallenge } from './helpers/order-challenge';
import { policyShops } from './helpers/policy-shops';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Hoarding made uneconomic (docs/SECURITY.md, "Stock hoarding, round two"):
 * the reserved share per address and phone, the proof of work from the
 * second pending order, the short reservation of unopened orders and the
 * seller's undo by address. The server runs with its default limits.
 */

let t: TestApp;
const { openShop, placeOrder, reservedUnits } = policyShops(() => t, 'Acopio');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a script on one address', () => {
  it('placing order after order with a fresh phone each reserves at most the store’s share (30 %) of each variant, and a real shopper still orders', async () => {
    const shop = await openShop(20);
    const everything = shop.variants.map((v) => ({ variantId: v.id, quantity: 2 }));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await placeOrder(shop, everything, { ip: '203.0.113.99' })).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(Object.values(await reservedUnits(shop))).toEqual([6, 6, 6, 6]);

    const refused = await placeOrder(shop, [{ variantId: shop.variants[0]?.id ?? '', quantity: 1 }], {
      ip: '203.0.113.99',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RESERVED_SHARE_EXCEEDED',
      message:
        'Desde tu conexión ya se apartaron las unidades de Remera Lisa que permite esta tienda por hora (6). Espera a que el vendedor confirme tus pedidos o intenta más tarde.',
      field: 'items.0.quantity',
    });

    const shopper = await placeOrder(shop, [{ variantId: shop.variants[0]?.id ?? '', quantity: 3 }], {
      ip: '198.51.100.31',
      solve: false,
    });
    expect(shopper.statusCode).toBe(201);
  });

  it('counts one phone’s units from any address, and lets at least 1 unit of a small stock be ordered', async () => {
    const shop = await openShop(2);
    const [variant] = shop.variants;
    const line = [{ variantId: variant?.id ?? '', quantity: 1 }];
    expect((await placeOrder(shop, line, { phone: '11 2222-3333', ip: '198.51.100.41' })).statusCode).toBe(201);
    const again = await placeOrder(shop, line, { phone: '11 2222-3333', ip: '198.51.100.42' });
    expect(again.json()).toMatchObject({ code: 'RESERVED_SHARE_EXCEEDED', field: 'items.0.quantity' });
    expect((await placeOrder(shop, line, { phone: '11 2222-4444', ip: '198.51.100.43' })).statusCode).toBe(201);
  });

  it('takes the share from the store’s settings, and refuses a share out of range naming the field', async () => {
    const shop = await openShop(10, { reservedSharePercent: 50 });
    expect((await shop.owner.get('/api/stores/mine')).json().store).toMatchObject({
      reservedSharePercent: 50,
      unopenedReservationMinutes: 120,
    });
    const line = (quantity: number) => [{ variantId: shop.variants[0]?.id ?? '', quantity }];
    expect((await placeOrder(shop, line(6), { ip: '198.51.100.51' })).statusCode).toBe(429);
    expect((await placeOrder(shop, line(5), { ip: '198.51.100.51' })).statusCode).toBe(201);
    const bad = await shop.owner.put('/api/stores/mine', { name: 'Tienda Acopio X', reservedSharePercent: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      field: 'reservedSharePercent',
      message: 'Porcentaje del stock por hora: el mínimo es 1',
    });
  });
});

describe('the proof of work', () => {
  it('is not asked of a first order (old clients keep working), and is asked (428) from the second pending order of an address', async () => {
    const shop = await openShop(20);
    const line = [{ variantId: shop.variants[1]?.id ?? '', quantity: 1 }];
    const ip = '198.51.100.61';
    expect((await placeOrder(shop, line, { ip, solve: false })).statusCode).toBe(201);
    const second = await placeOrder(shop, line, { ip, solve: false, key: 'segundo-pedido' });
    expect(second.statusCode).toBe(428);
    expect(second.json().code).toBe('CHALLENGE_REQUIRED');
    expect(await reservedUnits(shop)).toMatchObject({ [shop.variants[1]?.id ?? '']: 1 });
    const solution = solveOrderChallenge(second.json().challenge);
    expect((await placeOrder(shop, line, { ip, solution, key: 'segundo-pedido' })).statusCode).toBe(201);

    const reused = await placeOrder(shop, line, { ip, solution, solve: false });
    expect(reused.statusCode).toBe(428);
    expect(reused.json()).toMatchObject({
      code: 'CHALLENGE_REQUIRED',
      message: 'La verificación no es válida o ya se usó. Intenta de nuevo.',
    });
  });

  it('refuses a solution of another store’s challenge or a wrong number', async () => {
    const [a, b] = [await openShop(20), await openShop(20)];
    const ip = '198.51.100.71';
    expect((await placeOrder(a, [{ variantId: a.variants[0]?.id ?? '', quantity: 1 }], { ip })).statusCode).toBe(201);
    expect((await placeOrder(b, [{ variantId: b.variants[0]?.id ?? '', quantity: 1 }], { ip })).statusCode).toBe(201);
    const askedByA = (
      await placeOrder(a, [{ variantId: a.variants[1]?.id ?? '', quantity: 1 }], { ip, solve: false })
    ).json().challenge;
    const forA = solveOrderChallenge(askedByA);
    expect(
      (await placeOrder(b, [{ variantId: b.variants[1]?.id ?? '', quantity: 1 }], { ip, solution: forA, solve: false }))
        .statusCode,
    ).toBe(428);
    const wrong = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(forA, 'base64').toString()), number: -1 }),
    ).toString('base64');
    expect(
      (
        await placeOrder(a, [{ variantId: a.variants[1]?.id ?? '', quantity: 1 }], {
          ip,
          solution: wrong,
          solve: false,
        })
      ).statusCode,
    ).toBe(428);
    expect(
      (
        await placeOrder(a, [{ variantId: a.variants[1]?.id ?? '', quantity: 1 }], {
          ip,
          solution: 'no-es-base64',
          solve: false,
        })
      ).statusCode,
    ).toBe(428);
    expect(
      (await placeOrder(a, [{ variantId: a.variants[1]?.id ?? '', quantity: 1 }], { ip, solution: forA, solve: false }))
        .statusCode,
    ).toBe(201);
  });
});

describe('the seller', () => {
  it('sees the address each storefront order came from and cancels every pending order of it at once', async () => {
    const shop = await openShop(20);
    const other = await openShop(20);
    const ip = '2001:db8:77:1::5';
    const hoard = [];
    for (let i = 0; i < 3; i++)
      hoard.push(
        (await placeOrder(shop, [{ variantId: shop.variants[i]?.id ?? '', quantity: 2 }], { ip })).json()
          .orderId as string,
      );
    const neighbour = (
      await placeOrder(shop, [{ variantId: shop.variants[0]?.id ?? '', quantity: 1 }], { ip: '198.51.100.81' })
    ).json().orderId as string;
    const elsewhere = (
      await placeOrder(other, [{ variantId: other.variants[0]?.id ?? '', quantity: 1 }], { ip })
    ).json().orderId as string;

    const detail = (await shop.owner.get(`/api/orders/${hoard[0]}`)).json().order;
    expect(detail.placedFrom).toBe('2001:db8:77:1::/64');
    const res = await shop.owner.post('/api/orders/cancel-pending-by-address', { placedFrom: detail.placedFrom });
    expect(res.json()).toEqual({ cancelled: 3 });
    const status = async (id: string) =>
      (await t.db.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    for (const id of hoard) expect(await status(id)).toBe('cancelled');
    expect(await status(neighbour)).toBe('pending');
    expect(await status(elsewhere)).toBe('pending');
    expect(Object.values(await reservedUnits(shop))).toEqual([1, 0, 0, 0]);
    expect((await shop.owner.post('/api/orders/cancel-pending-by-address', { placedFrom: '' })).json()).toMatchObject({
      field: 'placedFrom',
    });
  });

  it('lets the reservation of an order nobody opened lapse after the store’s time, and opening it once lengthens it to RESERVATION_TTL', async () => {
    const shop = await openShop(20, { unopenedReservationMinutes: 30 });
    const id = (await placeOrder(shop, [{ variantId: shop.variants[0]?.id ?? '', quantity: 2 }])).json()
      .orderId as string;
    const minutesLeft = async () => {
      const rows = await t.db.db
        .selectFrom('stock_reservations')
        .select('expires_at')
        .where('order_id', '=', id)
        .execute();
      return (new Date(rows[0]?.expires_at ?? 0).getTime() - Date.now()) / 60_000;
    };
    expect(await minutesLeft()).toBeLessThanOrEqual(30);
    expect(await minutesLeft()).toBeGreaterThan(29);
    await shop.owner.get(`/api/orders/${id}`);
    expect(await minutesLeft()).toBeGreaterThan(47.9 * 60);
    const bad = await shop.owner.put('/api/stores/mine', { name: 'Tienda Acopio Y', unopenedReservationMinutes: 5 });
    expect(bad.json()).toMatchObject({
      field: 'unopenedReservationMinutes',
      message: 'Minutos de reserva: el mínimo es 15',
    });
  });
});
