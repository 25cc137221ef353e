import { describe, expect, it } from 'vitest';
import { mercadoPagoAppForFile } from './helpers/mercado-pago-app';

/* Mercado Pago per order (docs/product/orders.md, "Paying with Mercado Pago"): signed notifications, and credentials never shown. */
const { t, standIn, log, openShop, answers, jobsOf } = mercadoPagoAppForFile();

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
