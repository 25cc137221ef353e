import { MP_TOKEN_REFUSED } from '@vidriera/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryLog } from './helpers/memory-log';
import { mercadoPagoShops } from './helpers/mercado-pago-shop';
import { MercadoPagoStandIn } from './helpers/mercado-pago-stand-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/* Mercado Pago per order (docs/product/orders.md, "Paying with Mercado Pago"): connect, pay, signed notifications. */

let t: TestApp;
const standIn = new MercadoPagoStandIn();
const log = new MemoryLog();
const { openShop, answers } = mercadoPagoShops(
  () => t,
  () => standIn,
);

beforeAll(async () => {
  await standIn.start();
  t = await createTestApp({ RATE_LIMIT: 'false', MERCADO_PAGO_API_URL: standIn.url }, { logger: log.options() });
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});

const jobsOf = (kind: string) =>
  t.db.db.selectFrom('jobs').select(['state', 'payload', 'last_error']).where('kind', '=', kind).execute();

describe('connecting a Mercado Pago account', () => {
  it('refuses a token Mercado Pago does not accept, in Spanish, and saves nothing', async () => {
    const shop = await openShop({ connect: false });
    const res = shop.keep(
      await shop.owner.put('/api/stores/mine/mercado-pago', {
        accessToken: 'APP_USR-inventado',
        webhookSecret: 'algo',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: MP_TOKEN_REFUSED, field: 'accessToken' });
    expect((await shop.owner.get('/api/stores/mine/mercado-pago')).json()).toMatchObject({
      connected: false,
      account: null,
    });
    const empty = await shop.owner.put('/api/stores/mine/mercado-pago', { accessToken: '  ', webhookSecret: 'algo' });
    expect(empty.statusCode).toBe(422);
  });

  it('shows the connected account, never its credentials, keeps them sealed, offers Mercado Pago, and disconnects', async () => {
    const shop = await openShop();
    const settings = shop.keep(await shop.owner.get('/api/stores/mine/mercado-pago'));
    expect(settings.json()).toMatchObject({
      connected: true,
      account: { nickname: shop.account.nickname, email: shop.account.email, userId: String(shop.account.id) },
      confirmOnPayment: false,
      notificationUrl: `http://localhost:3000/api/public/mercado-pago/notifications/${shop.storeId}`,
    });
    const row = await t.db.db
      .selectFrom('mercado_pago_accounts')
      .selectAll()
      .where('store_id', '=', shop.storeId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(shop.account.token);
    expect(JSON.stringify(row)).not.toContain(shop.webhookSecret);
    const profile = (await t.app.inject({ method: 'GET', url: `/api/public/stores/${shop.slug}` })).json();
    expect(profile.paymentMethods).toContain('mercadopago');
    const off = shop.keep(await shop.owner.delete('/api/stores/mine/mercado-pago'));
    expect(off.json()).toMatchObject({ connected: false, account: null });
    expect(
      await t.db.db
        .selectFrom('mercado_pago_accounts')
        .select('store_id')
        .where('store_id', '=', shop.storeId)
        .execute(),
    ).toEqual([]);
  });
});

describe('paying an order with Mercado Pago', () => {
  it("creates the preference from the order's own lines and total, and the shopper's page offers it", async () => {
    const shop = await openShop();
    const order = await shop.order([
      { variantId: shop.red, quantity: 2 },
      { variantId: shop.blue, quantity: 1 },
    ]);
    const preference = standIn.preferenceFor(order.id);
    expect(preference?.body).toMatchObject({
      external_reference: order.id,
      back_urls: { success: order.orderUrl, pending: order.orderUrl, failure: order.orderUrl },
      notification_url: `http://localhost:3000/api/public/mercado-pago/notifications/${shop.storeId}?source_news=webhooks`,
    });
    expect(preference?.body.items.map((i) => [i.quantity, i.unit_price, i.currency_id])).toEqual([
      [2, 10000, 'ARS'],
      [1, 10500, 'ARS'],
    ]);
    expect(order.totalCents).toBe(3_050_000);
    expect(order.message).toContain(`Pago: Mercado Pago\n\nPagar con Mercado Pago y ver mi pedido: ${order.orderUrl}`);
    const page = await shop.shopperOrder(order);
    expect(page.mercadoPago).toMatchObject({ checkoutUrl: preference?.init_point, paymentId: null });
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/public/stores/${shop.slug}/orders/${order.id}/mercado-pago?token=${order.token}`,
    });
    expect(pay.json()).toEqual({ checkoutUrl: preference?.init_point });
  });

  it('keeps the order when Mercado Pago is down and makes the preference on a later try', async () => {
    const shop = await openShop();
    standIn.down = true;
    const order = await shop.order();
    standIn.down = false;
    expect(standIn.preferenceFor(order.id)).toBeUndefined();
    expect((await shop.shopperOrder(order)).mercadoPago).toMatchObject({ checkoutUrl: null });
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/public/stores/${shop.slug}/orders/${order.id}/mercado-pago?token=${order.token}`,
    });
    expect(pay.json().checkoutUrl).toBeNull();
    await sql`update jobs set run_at = now() where kind = 'mercado-pago.checkout' and state = 'pending'`.execute(
      t.db.db,
    );
    await t.ctx.jobs.drain();
    expect((await shop.shopperOrder(order)).mercadoPago.checkoutUrl).toBe(standIn.preferenceFor(order.id)?.init_point);
  });
});

describe('notifications', () => {
  it('marks the order paid from the payment Mercado Pago reports, with method and cuotas, and confirms it when the store says so', async () => {
    const shop = await openShop({ confirmOnPayment: true });
    const order = await shop.order([{ variantId: shop.red, quantity: 2 }]);
    const payment = standIn.pay(order.id, { installments: 3, method: 'master' });
    const res = await shop.notify(payment.id);
    expect(res.statusCode, res.body).toBe(200);
    const detail = await shop.adminOrder(order.id);
    expect(detail).toMatchObject({
      paymentStatus: 'received',
      status: 'processing',
      mercadoPago: { paymentId: String(payment.id), paymentMethod: 'master', installments: 3 },
    });
    expect(detail.paymentReceivedAt).not.toBeNull();
    expect(await shop.stockOf(shop.red)).toBe(3);
    expect((await shop.shopperOrder(order)).paymentStatus).toBe('received');
  });

  it('refuses a forged signature and an old one, and changes nothing', async () => {
    const shop = await openShop();
    const order = await shop.order();
    const payment = standIn.pay(order.id);
    const forged = await shop.notify(payment.id, { secret: 'no-es-el-secreto' });
    expect(forged.statusCode).toBe(401);
    const old = await shop.notify(payment.id, { ts: Date.now() - 11 * 60_000 });
    expect(old.statusCode).toBe(401);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: `/api/public/mercado-pago/notifications/${shop.storeId}?data.id=${payment.id}&type=payment`,
      payload: { type: 'payment', data: { id: String(payment.id) } },
    });
    expect(noHeader.statusCode).toBe(401);
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('pending');
  });

  it('does nothing twice: a replayed notification is acknowledged and queues nothing', async () => {
    const shop = await openShop({ confirmOnPayment: true });
    const order = await shop.order();
    const payment = standIn.pay(order.id);
    const requestId = 'replay-0001';
    expect((await shop.notify(payment.id, { requestId })).statusCode).toBe(200);
    const reads = (await jobsOf('mercado-pago.payment')).length;
    const again = await shop.notify(payment.id, { requestId });
    expect(again.statusCode).toBe(200);
    expect((await jobsOf('mercado-pago.payment')).length).toBe(reads);
    // A fresh notification about the same payment reads it again and changes nothing.
    expect((await shop.notify(payment.id)).statusCode).toBe(200);
    expect(await shop.stockOf(shop.red)).toBe(4);
    const history = (await shop.adminOrder(order.id)).history;
    expect(history.filter((h: { toStatus: string }) => h.toStatus === 'processing')).toHaveLength(1);
  });

  it('never counts an amount that does not match the order as paid', async () => {
    const shop = await openShop({ confirmOnPayment: true });
    const order = await shop.order();
    const payment = standIn.pay(order.id, { amount: 1 });
    await shop.notify(payment.id);
    expect(await shop.adminOrder(order.id)).toMatchObject({
      paymentStatus: 'amount_mismatch',
      status: 'pending',
      paymentReceivedAt: null,
    });
    const dollars = standIn.pay(order.id, { currency: 'USD' });
    await shop.notify(dollars.id);
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('amount_mismatch');
  });

  it('applies no payment another account collects, even one the connected account can read as its payer, and logs it', async () => {
    const shop = await openShop({ confirmOnPayment: true });
    const order = await shop.order();
    const stranger = standIn.account('OtroCobrador');
    // Approved, for the order's total, naming the order: but the money went to another seller.
    const payment = standIn.pay(order.id, { collectorId: stranger.id, payerId: shop.account.id });
    expect((await shop.notify(payment.id)).statusCode).toBe(200);
    expect(await shop.adminOrder(order.id)).toMatchObject({
      paymentStatus: 'pending',
      status: 'pending',
      paymentReceivedAt: null,
    });
    expect((await shop.owner.post(`/api/orders/${order.id}/mercado-pago/check`)).statusCode).toBe(200);
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('pending');
    expect(await shop.stockOf(shop.red)).toBe(5);
    const warnings = log.lines.filter((l) => l.msg === 'pago de Mercado Pago cobrado por otra cuenta: no se aplica');
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings[0]).toMatchObject({
      storeId: shop.storeId,
      paymentId: String(payment.id),
      collectorId: String(stranger.id),
    });
    // The store's own payment of the same order still counts.
    await shop.notify(standIn.pay(order.id).id);
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('received');
  });

  it('shows a refund after the payment, and a late rejection of another try does not undo the approval', async () => {
    const shop = await openShop();
    const order = await shop.order();
    const approved = standIn.pay(order.id);
    const rejected = standIn.pay(order.id, { status: 'rejected' });
    await shop.notify(approved.id);
    await shop.notify(rejected.id);
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('received');
    standIn.setStatus(approved.id, 'refunded');
    await shop.notify(approved.id);
    const refunded = await shop.adminOrder(order.id);
    expect(refunded).toMatchObject({ paymentStatus: 'refunded', paymentReceivedAt: null });
    expect((await shop.shopperOrder(order)).paymentStatus).toBe('refunded');
    standIn.setStatus(approved.id, 'charged_back');
    await shop.notify(approved.id);
    expect((await shop.adminOrder(order.id)).paymentStatus).toBe('charged_back');
  });
});

describe('credentials', () => {
  it('never appear in an answer, the log or a job', async () => {
    const tokens = [...standIn.accounts.keys()];
    expect(tokens.length).toBeGreaterThan(3);
    const jobs = await t.db.db.selectFrom('jobs').select(['payload', 'last_error', 'outcome']).execute();
    for (const token of tokens) {
      for (const text of [...answers, log.text, JSON.stringify(jobs)]) expect(text).not.toContain(token);
    }
    // The log is really captured: the refused notifications of the tests above are in it.
    expect(log.text).toContain('notificación de Mercado Pago rechazada');
    expect(answers.join('\n')).not.toContain('secreto-webhook');
    expect(log.text).not.toContain('secreto-webhook');
  });
});
