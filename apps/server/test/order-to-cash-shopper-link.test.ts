import { shortOrderId } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, TEST_ORIGIN } from './helpers/test-app';
import { cashShopsFile, tokenOf } from './helpers/cash-shop';

/* The merchant's order-to-cash loop (docs/product/orders.md): the shopper's order link, and guesses at it. */

const { t, shop } = cashShopsFile();

describe("the shopper's order link", () => {
  it('opens the order with its token, never cached, and the same 404 without it, with a wrong one or under another store', async () => {
    const s = await shop({ settings: { transferHolder: 'Rocío Vendedora' } });
    const other = await shop();
    const created = (await s.order({ paymentMethod: 'transfer' })).json();
    const token = tokenOf(created.orderUrl);
    expect(created.orderUrl).toBe(`${TEST_ORIGIN}/store/${s.slug}/order/${created.orderId}?token=${token}`);
    const shopper = new Browser(t.app);
    const ok = await shopper.get(`/api/public/stores/${s.slug}/orders/${created.orderId}?token=${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toMatchObject({
      id: created.orderId,
      number: shortOrderId(created.orderId),
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'transfer',
      totalCents: 1_000_000,
      transfer: { cbu: 'mi.tienda.mp', holder: 'Rocío Vendedora' },
      reservationExpired: false,
      lines: [
        {
          productName: 'Remera Lisa',
          quantity: 1,
          attributes: [
            { displayName: 'Color', displayValue: 'Rojo' },
            { displayName: 'Talle', displayValue: 'S' },
          ],
        },
      ],
    });
    expect(ok.json().reservedUntil).toEqual(expect.any(String));
    expect(JSON.stringify(ok.json())).not.toContain('6666');
    for (const url of [
      `/api/public/stores/${s.slug}/orders/${created.orderId}`,
      `/api/public/stores/${s.slug}/orders/${created.orderId}?token=`,
      `/api/public/stores/${s.slug}/orders/${created.orderId}?token=${token.slice(0, -1)}x`,
      `/api/public/stores/${other.slug}/orders/${created.orderId}?token=${token}`,
      `/api/public/stores/${s.slug}/orders/not-an-id?token=${token}`,
    ]) {
      const res = await shopper.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Pedido no encontrado. Revisa el enlace que recibiste.');
    }
    const otherOrder = (await other.order()).json();
    expect(
      (
        await shopper.get(
          `/api/public/stores/${s.slug}/orders/${otherOrder.orderId}?token=${tokenOf(otherOrder.orderUrl)}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('keeps only a hash of the token, and a retried order answers the same link', async () => {
    const s = await shop();
    const body = {
      items: [{ variantId: s.red, quantity: 1 }],
      customerName: 'Rocío Gómez',
      customerPhone: '1166667777',
    };
    const send = () =>
      new Browser(t.app).request('POST', `/api/public/stores/${s.slug}/orders`, body, {
        'idempotency-key': 'misma-clave-1',
      });
    const first = (await send()).json();
    const again = (await send()).json();
    expect(again).toEqual(first);
    const row = await t.db.db
      .selectFrom('orders')
      .select('shopper_token_hash')
      .where('id', '=', first.orderId)
      .executeTakeFirstOrThrow();
    expect(row.shopper_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.shopper_token_hash).not.toContain(tokenOf(first.orderUrl));
  });

  it('shows the seller’s changes: confirmed, paid, and an expired reservation', async () => {
    const s = await shop();
    const created = (await s.order()).json();
    const view = async (id = created.orderId, url = created.orderUrl) =>
      (await new Browser(t.app).get(`/api/public/stores/${s.slug}/orders/${id}?token=${tokenOf(url)}`)).json();
    await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'processing' });
    await s.owner.patch(`/api/orders/${created.orderId}/payment`, { paymentStatus: 'received' });
    expect(await view()).toMatchObject({
      status: 'processing',
      paymentStatus: 'received',
      reservedUntil: null,
      reservationExpired: false,
    });
    const late = (await s.order()).json();
    await t.db.db
      .updateTable('stock_reservations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', late.orderId)
      .execute();
    expect(await view(late.orderId, late.orderUrl)).toMatchObject({
      status: 'pending',
      reservationExpired: true,
      reservedUntil: null,
    });
  });
});

describe("guessing shoppers' links", () => {
  it('refuses wrong links past 30 in ten minutes per address and per order, on the API and the HTML page, and never refuses the right link', async () => {
    const limited = await createTestApp();
    try {
      const owner = await signUpConfirmed(limited, 'adivinos@example.com');
      const fixture = await catalogueFixture(owner, 'Adivinos');
      await owner.put('/api/stores/mine', { name: 'Adivinos', whatsappNumber: '1155550000' });
      const product = (await owner.post('/api/catalogue/products', fixture.productBody())).json().product;
      const place = async (ip: string, key: string, phone: string) =>
        (
          await new Browser(limited.app, undefined, ip).request(
            'POST',
            `/api/public/stores/${fixture.store.slug}/orders`,
            {
              items: [{ variantId: product.variants[0].id, quantity: 1 }],
              customerName: 'Rocío Gómez',
              customerPhone: phone,
            },
            { 'idempotency-key': key },
          )
        ).json();
      const created = await place('10.0.0.1', 'adivinos-1', '1166667777');
      const other = await place('10.0.0.2', 'adivinos-2', '1166668888');
      const api = (order: { orderId: string }, token: string) =>
        `/api/public/stores/${fixture.store.slug}/orders/${order.orderId}?token=${token}`;
      const page = (order: { orderId: string }, token: string) =>
        `/store/${fixture.store.slug}/order/${order.orderId}?token=${token}`;

      const guesser = new Browser(limited.app, undefined, '10.0.0.9');
      for (let i = 0; i < 30; i++) expect((await guesser.get(api(created, `x${i}`))).statusCode).toBe(404);
      const refused = await guesser.get(api(created, 'otra-mas'));
      expect([refused.statusCode, refused.json().message]).toEqual([
        429,
        'Demasiados intentos. Espera un momento y vuelve a intentar.',
      ]);
      expect((await guesser.get(page(other, 'otra-mas'))).statusCode).toBe(429);
      // A neighbour behind the guesser's address opens their own link.
      expect((await guesser.get(api(created, tokenOf(created.orderUrl)))).statusCode).toBe(200);
      expect((await guesser.get(page(created, tokenOf(created.orderUrl)))).statusCode).toBe(200);

      // Guessing one order from many addresses is stopped by the order's own count.
      // One miss on it already (above): 29 more from 29 addresses, and the next is refused.
      for (let i = 0; i < 29; i++)
        expect((await new Browser(limited.app, undefined, `10.0.1.${i}`).get(page(other, `y${i}`))).statusCode).toBe(
          404,
        );
      expect((await new Browser(limited.app, undefined, '10.0.2.1').get(page(other, 'z'))).statusCode).toBe(429);
      expect(
        (await new Browser(limited.app, undefined, '10.0.2.1').get(api(other, tokenOf(other.orderUrl)))).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
