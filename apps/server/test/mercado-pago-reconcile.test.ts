import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mercadoPagoShops } from './helpers/mercado-pago-shop';
import { MercadoPagoStandIn } from './helpers/mercado-pago-stand-in';
import { createTestApp, runSchedulesNow, type TestApp } from './helpers/test-app';

/* Mercado Pago (docs/product/orders.md, "Paying with Mercado Pago"): nothing missed, and reservation and payment agree. */

let t: TestApp;
const standIn = new MercadoPagoStandIn();
const { openShop } = mercadoPagoShops(
  () => t,
  () => standIn,
);

beforeAll(async () => {
  await standIn.start();
  t = await createTestApp({ RATE_LIMIT: 'false', MERCADO_PAGO_API_URL: standIn.url });
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});

/** The order's reservation runs out (as RESERVATION_TTL passing would). */
const expireReservation = (orderId: string) =>
  sql`update stock_reservations set expires_at = now() - interval '1 minute' where order_id = ${orderId}`.execute(
    t.db.db,
  );

describe('reconciliation', () => {
  it('finds a payment whose notification never arrived, on the schedule', async () => {
    const shop = await openShop({ confirmOnPayment: true });
    const order = await shop.order();
    standIn.pay(order.id, { installments: 6 });
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('pending');
    await runSchedulesNow(t);
    expect(await shop.adminOrder(order.id)).toMatchObject({
      paymentStatus: 'received',
      status: 'processing',
      mercadoPago: { installments: 6 },
    });
  });

  it('keeps asking about an order whose first try was rejected, and finds the approved second try', async () => {
    const shop = await openShop();
    const order = await shop.order();
    await shop.notify(standIn.pay(order.id, { status: 'rejected' }).id);
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('rejected');
    standIn.pay(order.id);
    await runSchedulesNow(t);
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('received');
  });

  it('never takes back a payment the seller marked received by hand on a rejected try', async () => {
    const shop = await openShop();
    const order = await shop.order();
    expect((await shop.owner.patch(`/api/orders/${order.id}/payment`, { paymentStatus: 'received' })).statusCode).toBe(
      200,
    );
    await shop.notify(standIn.pay(order.id, { status: 'rejected' }).id);
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('received');
  });

  it('"Revisar pago" asks Mercado Pago about one order, and says so in Spanish when it cannot', async () => {
    const shop = await openShop();
    const order = await shop.order();
    const payment = standIn.pay(order.id, { status: 'rejected' });
    const res = await shop.owner.post(`/api/orders/${order.id}/mercado-pago/check`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      paymentStatus: 'rejected',
      mercadoPago: { paymentId: String(payment.id) },
    });
    standIn.down = true;
    const down = await shop.owner.post(`/api/orders/${order.id}/mercado-pago/check`);
    standIn.down = false;
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('No pudimos comunicarnos con Mercado Pago. Intenta de nuevo en unos minutos.');
  });

  it('keeps going past an order Mercado Pago cannot answer about', async () => {
    const revoked = await openShop();
    const working = await openShop();
    const stuck = await revoked.order();
    const order = await working.order();
    standIn.pay(stuck.id);
    standIn.pay(order.id);
    // The first seller revoked the token in Mercado Pago: their order waits, the other store's is found.
    standIn.accounts.delete(revoked.account.token);
    await runSchedulesNow(t);
    expect((await revoked.adminOrder(stuck.id)).paymentStatus).toBe('pending');
    expect((await working.adminOrder(order.id)).paymentStatus).toBe('received');
    const dead = await t.db.db
      .selectFrom('jobs')
      .select('state')
      .where('kind', '=', 'mercado-pago.reconcile')
      .where('state', '=', 'dead')
      .execute();
    expect(dead).toEqual([]);
  });
});

describe('reservation and payment', () => {
  it('flags "Pagado sin stock" when the payment comes after the reservation ran out and the units were sold', async () => {
    const shop = await openShop({ stock: 1, confirmOnPayment: true });
    const late = await shop.order();
    await expireReservation(late.id);
    const other = await shop.order();
    expect((await shop.owner.patch(`/api/orders/${other.id}/status`, { status: 'processing' })).statusCode).toBe(200);
    const payment = standIn.pay(late.id);
    await shop.notify(payment.id);
    const detail = await shop.adminOrder(late.id);
    expect(detail).toMatchObject({ paymentStatus: 'paid_without_stock', status: 'pending' });
    expect(detail.paymentReceivedAt).not.toBeNull();
    expect(await shop.stockOf(shop.red)).toBe(0);
    expect((await shop.shopperOrder(late)).paymentStatus).toBe('paid_without_stock');
  });

  it('also without confirming on payment; a late payment whose units are still there is simply received', async () => {
    const shop = await openShop({ stock: 1 });
    const late = await shop.order();
    await expireReservation(late.id);
    await shop.order();
    await shop.notify(standIn.pay(late.id).id);
    expect((await shop.adminOrder(late.id)).paymentStatus).toBe('paid_without_stock');

    const roomy = await openShop({ stock: 5 });
    const order = await roomy.order();
    await expireReservation(order.id);
    await roomy.notify(standIn.pay(order.id).id);
    expect(await roomy.adminOrder(order.id)).toMatchObject({ paymentStatus: 'received', status: 'pending' });
  });

  it('holds the units while a payment is under way', async () => {
    const shop = await openShop();
    const order = await shop.order();
    const until = () =>
      t.db.db
        .selectFrom('stock_reservations')
        .select('expires_at')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
    const unopened = new Date((await until()).expires_at).getTime();
    await shop.notify(standIn.pay(order.id, { status: 'in_process' }).id);
    const held = new Date((await until()).expires_at).getTime();
    // From the store's unopened-order minutes (120) to RESERVATION_TTL (48 h) from the order's creation.
    expect(held - unopened).toBeGreaterThan(40 * 3600_000);
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('pending');
  });

  it('a payment for a cancelled order is never taken as a normal one', async () => {
    const shop = await openShop({ confirmOnPayment: true });
    const order = await shop.order();
    await shop.owner.patch(`/api/orders/${order.id}/status`, { status: 'cancelled' });
    await shop.notify(standIn.pay(order.id).id);
    expect(await shop.adminOrder(order.id)).toMatchObject({ paymentStatus: 'paid_without_stock', status: 'cancelled' });
  });
});

describe('the public API document', () => {
  it('describes the notification address and the shopper\'s "Pagar con Mercado Pago"', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/public/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/public/mercado-pago/notifications/{storeId}',
        '/api/public/stores/{slug}/orders/{id}/mercado-pago',
      ]),
    );
  });
});
