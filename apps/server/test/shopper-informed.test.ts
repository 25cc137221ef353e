import { EXPIRED_ORDER_NOTE, shortOrderId } from '@vidriera/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEKEEPING_SCHEDULES } from '../src/modules/housekeeping/housekeeping';
import { enqueueJob } from '../src/modules/jobs/job-queue';
import { applyPayment } from '../src/modules/mercado-pago/apply-payment';
import { createMailer, senderOf } from '../src/modules/mail/mailer';
import { shopperOrderEmail } from '../src/modules/mail/shopper-templates';
import { expireUnconfirmedOrders } from '../src/modules/orders/expire-orders';
import { deleteExpiredReservations } from '../src/modules/stock/reservations';
import { catalogueFixture } from './helpers/catalogue';
import { startSmtpInbox } from './helpers/smtp-inbox';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * The shopper kept informed and the lists kept clean (docs/product/orders.md,
 * "The shopper's e-mails" and "Orders nobody confirmed"): e-mails in the
 * store's name at each step, queued with the change; unconfirmed orders
 * closed as "Vencido" after the store's grace period.
 */

let t: TestApp;
let counter = 0;
const TTL = 48 * 3600;
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

async function shop(stock = 5) {
  const owner = await signUpConfirmed(t, `informa${++counter}@example.com`);
  const name = `Informa ${counter}`;
  const fixture = await catalogueFixture(owner, name);
  expect((await owner.put('/api/stores/mine', { name, whatsappNumber: '1155550000', maxPendingOrdersPerPhone: 100 })).statusCode).toBe(200);
  const product = (await owner.post('/api/catalogue/products', fixture.productBody({ variants: fixture.productBody().variants.map((v) => ({ ...v, stock })) }))).json().product;
  const red = product.variants[0].id as string;
  const order = async (body: Record<string, unknown> = {}) => {
    const res = await new Browser(t.app).request(
      'POST',
      `/api/public/stores/${fixture.store.slug}/orders`,
      { items: [{ variantId: red, quantity: 2 }], customerName: 'Rocío Gómez', customerPhone: '11 6666-7777', ...body },
      { 'idempotency-key': `k-${Math.random()}` },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { orderId: string; orderUrl: string; totalCents: number };
  };
  return { owner, name, storeId: fixture.store.id, slug: fixture.store.slug, red, order };
}

const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);
const shopperJobs = (orderId: string) =>
  t.db.db.selectFrom('jobs').selectAll().where('kind', '=', 'shopper.order-mail').where(sql<string>`payload->>'orderId'`, '=', orderId).orderBy('created_at').execute();

describe('the shopper’s e-mails', () => {
  it('sends the summary with the order page’s link, in the store’s name, HTML and plain text, with the footer and the job’s Message-ID', async () => {
    const s = await shop();
    const created = await s.order({ customerEmail: 'rocio@example.com', paymentMethod: undefined });
    const [mail] = mailsTo('rocio@example.com');
    const [job] = await shopperJobs(created.orderId);
    const number = shortOrderId(created.orderId);
    expect(mail).toMatchObject({ fromName: s.name, subject: `Tu pedido #${number} en ${s.name}`, link: created.orderUrl, messageId: `${job?.id}@localhost` });
    expect(mail?.text).toContain(`Ver tu pedido: ${created.orderUrl}`);
    expect(mail?.text).toContain('2 x Remera Lisa (Color: Rojo, Talle: S): $20.000,00');
    expect(mail?.text).toContain('Total: $20.000,00');
    expect(mail?.text).toContain(`Recibiste este correo porque hiciste un pedido en ${s.name}.`);
    expect(mail?.html).toContain(`href="${created.orderUrl.replaceAll('&', '&#38;')}"`);
    expect(mail?.html).toContain(`Recibiste este correo porque hiciste un pedido en ${s.name}.`);
    expect(senderOf('Vidriera <no-responder@vidriera.local>', s.name)).toEqual({ name: s.name, address: 'no-responder@vidriera.local' });
  });

  it('is written by the order’s own INSERT, with the owner’s e-mail: no extra round trip', async () => {
    const s = await shop();
    t.setJobs('manual');
    try {
      const before = t.queries.length;
      const created = await s.order({ customerEmail: 'ines@example.com' });
      const touchingJobs = t.queries.slice(before).filter((q) => /\bjobs\b/.test(q));
      expect(touchingJobs).toHaveLength(1);
      expect(touchingJobs[0]).toMatch(/insert into orders[\s\S]*owner_mail[\s\S]*shopper_mail/);
      expect(await shopperJobs(created.orderId)).toMatchObject([{ state: 'pending', payload: { orderId: created.orderId, event: 'placed' } }]);
    } finally {
      t.setJobs('after-request');
      await t.ctx.jobs.drain();
    }
  });

  it('writes to the shopper when the seller confirms, marks paid (once) and cancels', async () => {
    const s = await shop();
    const created = await s.order({ customerEmail: 'marta@example.com' });
    const number = shortOrderId(created.orderId);
    expect((await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'processing' })).statusCode).toBe(200);
    expect((await s.owner.patch(`/api/orders/${created.orderId}/payment`, { paymentStatus: 'received' })).statusCode).toBe(200);
    expect((await s.owner.patch(`/api/orders/${created.orderId}/payment`, { paymentStatus: 'received' })).statusCode).toBe(200);
    expect((await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'completed' })).statusCode).toBe(200);
    expect((await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const mails = mailsTo('marta@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      `Tu pedido #${number} en ${s.name}`,
      `${s.name} confirmó tu pedido #${number}`,
      `${s.name} recibió el pago de tu pedido #${number}`,
      `Tu pedido #${number} en ${s.name} fue cancelado`,
    ]);
    for (const mail of mails) {
      expect(mail.fromName).toBe(s.name);
      expect(mail.text).toContain(created.orderUrl);
      expect(mail.html).toContain('<!doctype html>');
      expect(mail.text).toContain(`Recibiste este correo porque hiciste un pedido en ${s.name}.`);
    }
    // Each e-mail is its own job: one Message-ID each.
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(4);
  });

  it('writes when a Mercado Pago payment confirms and pays the order', async () => {
    const s = await shop();
    const created = await s.order({ customerEmail: 'pago@example.com' });
    const applied = await applyPayment(
      t.db.db,
      s.storeId,
      { id: '901', status: 'approved', transaction_amount: created.totalCents / 100, currency_id: 'ARS', external_reference: created.orderId } as never,
      { confirmOnPayment: true, reservationSeconds: TTL },
    );
    expect(applied).toMatchObject({ paymentStatus: 'received', confirmed: true });
    await t.ctx.jobs.drain();
    const number = shortOrderId(created.orderId);
    expect(mailsTo('pago@example.com').map((m) => m.subject)).toEqual([
      `Tu pedido #${number} en ${s.name}`,
      `${s.name} confirmó tu pedido #${number}`,
      `${s.name} recibió el pago de tu pedido #${number}`,
    ]);
  });

  it('writes nothing, and queues nothing, when the shopper left no e-mail', async () => {
    const s = await shop();
    const sentBefore = t.mails.length;
    const created = await s.order();
    await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'processing' });
    await s.owner.patch(`/api/orders/${created.orderId}/payment`, { paymentStatus: 'received' });
    await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'cancelled' });
    expect(await shopperJobs(created.orderId)).toEqual([]);
    // Only the owner heard of it.
    expect(t.mails.slice(sentBefore).every((m) => m.to.startsWith('informa'))).toBe(true);
  });

  it('carries only its own order: nothing of another shopper of the same store', async () => {
    const s = await shop();
    const a = await s.order({ customerName: 'Ana Pérez', customerPhone: '11 4444-5555', customerEmail: 'ana@example.com' });
    const b = await s.order({ customerName: 'Bruno Díaz', customerPhone: '11 3333-2222', customerEmail: 'bruno@example.com', items: [{ variantId: s.red, quantity: 1 }] });
    await s.owner.patch(`/api/orders/${a.orderId}/status`, { status: 'processing' });
    await s.owner.patch(`/api/orders/${b.orderId}/status`, { status: 'processing' });
    for (const [mine, theirs, mail] of [
      [a, b, 'ana@example.com'],
      [b, a, 'bruno@example.com'],
    ] as const) {
      const mails = mailsTo(mail);
      expect(mails).toHaveLength(2);
      for (const m of mails) {
        expect(m.text).toContain(shortOrderId(mine.orderId));
        for (const other of [shortOrderId(theirs.orderId), theirs.orderUrl, theirs === a ? 'Ana' : 'Bruno', theirs === a ? 'ana@example.com' : 'bruno@example.com', '4444', '3333']) {
          expect(m.text).not.toContain(other);
          expect(m.html).not.toContain(other);
        }
      }
    }
  });

  it('sent again after a crash between the send and the job’s end, it is the same message (same Message-ID)', async () => {
    const s = await shop();
    const created = await s.order({ customerEmail: 'doble@example.com' });
    const [job] = await shopperJobs(created.orderId);
    await t.db.db.updateTable('jobs').set({ state: 'running', finished_at: null, locked_until: new Date(Date.now() - 1000) }).where('id', '=', job?.id ?? '').execute();
    await t.ctx.jobs.drain();
    const copies = mailsTo('doble@example.com');
    expect(copies).toHaveLength(2);
    expect(copies.map((m) => m.messageId)).toEqual([`${job?.id}@localhost`, `${job?.id}@localhost`]);
    expect(copies[1]?.subject).toBe(copies[0]?.subject);
  });
});

describe('the shopper’s e-mail on the wire (SMTP)', () => {
  it('comes from the platform’s address in the store’s name, with a plain-text and an HTML part and its Message-ID', async () => {
    const inbox = await startSmtpInbox();
    try {
      const mailer = createMailer({ smtpUrl: inbox.url, from: 'Vidriera <no-responder@vidriera.test>', dataDir: t.dataDir, logger: { info: () => {}, error: () => {} } as never, logLinks: false });
      const url = 'http://localhost:3000/store/tienda-sol/order/e0000000-0000-4000-8000-0000c06d5c2c?token=abc';
      await mailer.send({
        ...shopperOrderEmail({ event: 'confirmed', to: 'sol@example.com', storeName: 'Tienda Sol', number: 'c06d5c2c', customerName: 'Sol', lines: [{ text: '1 x Vela: $5.000,00' }], totalText: '$5.000,00', paymentText: null, orderUrl: url }),
        messageId: 'job-1@localhost',
      });
      const [mail] = inbox.mails;
      expect(mail?.envelope).toEqual({ from: 'no-responder@vidriera.test', to: ['sol@example.com'] });
      expect(mail?.parsed.from?.value).toEqual([{ address: 'no-responder@vidriera.test', name: 'Tienda Sol' }]);
      expect(mail?.parsed.messageId).toBe('<job-1@localhost>');
      expect(mail?.parsed.subject).toBe('Tienda Sol confirmó tu pedido #c06d5c2c');
      expect(mail?.parsed.text).toContain(`Ver tu pedido: ${url}`);
      expect(mail?.parsed.html).toContain('lang="es"');
    } finally {
      await inbox.close();
    }
  });
});

describe('orders nobody confirmed, closed as "Vencido"', () => {
  const variantUnits = (id: string) => t.db.db.selectFrom('product_variants').select(['stock', 'reserved_units']).where('id', '=', id).executeTakeFirstOrThrow();
  const runOut = (orderId: string, hoursAgo: number) =>
    t.db.db.updateTable('stock_reservations').set({ expires_at: new Date(Date.now() - hoursAgo * HOUR) }).where('order_id', '=', orderId).execute();
  const orderRow = (id: string) => t.db.db.selectFrom('orders').select(['status', 'expired_at', 'stock_deducted']).where('id', '=', id).executeTakeFirstOrThrow();

  it('is a scheduled housekeeping job', () => {
    expect(HOUSEKEEPING_SCHEDULES.map((s) => s.kind)).toContain('housekeeping.expired-orders');
  });

  it('closes an unconfirmed order the grace period after its reservation ran out, not before, with its units back once', async () => {
    const s = await shop();
    const created = await s.order({ customerEmail: 'vence@example.com' });
    const confirmed = await s.order();
    await s.owner.patch(`/api/orders/${confirmed.orderId}/status`, { status: 'processing' });
    expect(await variantUnits(s.red)).toMatchObject({ stock: 3, reserved_units: 2 });

    await runOut(created.orderId, 23);
    await expireUnconfirmedOrders(t.db.db, TTL);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'pending', expired_at: null });

    await runOut(created.orderId, 25);
    await enqueueJob(t.db.db, { kind: 'housekeeping.expired-orders', payload: {} });
    await t.ctx.jobs.drain();
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'cancelled', expired_at: expect.any(Date), stock_deducted: false });
    expect(await orderRow(confirmed.orderId)).toMatchObject({ status: 'processing', expired_at: null });
    // The expired reservation is gone and nothing came back twice: 5 − 2 confirmed, none reserved.
    expect(await t.db.db.selectFrom('stock_reservations').select('id').where('order_id', '=', created.orderId).execute()).toEqual([]);
    expect(await variantUnits(s.red)).toMatchObject({ stock: 3, reserved_units: 0 });
    expect(await expireUnconfirmedOrders(t.db.db, TTL)).toBe(0);
    expect(await variantUnits(s.red)).toMatchObject({ stock: 3, reserved_units: 0 });

    const history = (await s.owner.get(`/api/orders/${created.orderId}`)).json().order.history;
    expect(history.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'cancelled', changedBy: null });
    expect(mailsTo('vence@example.com').at(-1)?.subject).toBe(`Tu pedido #${shortOrderId(created.orderId)} en ${s.name} venció`);

    const token = new URL(created.orderUrl).searchParams.get('token');
    const view = (await new Browser(t.app).get(`/api/public/stores/${s.slug}/orders/${created.orderId}?token=${token}`)).json();
    expect(view).toMatchObject({ status: 'cancelled', expiredAt: expect.any(String) });
    expect(EXPIRED_ORDER_NOTE).toMatch(/^Este pedido venció/);
  });

  it('counts the grace from when the reservation ran out, also once housekeeping deleted the expired rows, in the store’s hours', async () => {
    const s = await shop();
    expect((await s.owner.put('/api/stores/mine', { name: s.name, whatsappNumber: '1155550000', expiredOrderGraceHours: 2 })).json().store.expiredOrderGraceHours).toBe(2);
    const created = await s.order();
    await runOut(created.orderId, 1);
    await deleteExpiredReservations(t.db.db);
    await expireUnconfirmedOrders(t.db.db, TTL);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'pending' });
    await t.db.db.updateTable('orders').set({ reservation_ended_at: new Date(Date.now() - 3 * HOUR) }).where('id', '=', created.orderId).execute();
    await expireUnconfirmedOrders(t.db.db, TTL);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'cancelled', expired_at: expect.any(Date) });
    expect(await variantUnits(s.red)).toMatchObject({ stock: 5, reserved_units: 0 });
  });

  it('leaves alone an order the seller moved back to pending', async () => {
    const s = await shop();
    const created = await s.order();
    await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'processing' });
    await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'pending' });
    await sql`update orders set created_at = now() - interval '30 days' where id = ${created.orderId}`.execute(t.db.db);
    await expireUnconfirmedOrders(t.db.db, TTL);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'pending', expired_at: null });
  });

  it('refuses a grace period out of range in Spanish, saving nothing', async () => {
    const s = await shop();
    for (const [value, message] of [
      [0, 'Horas para cerrar un pedido vencido: el mínimo es 1'],
      [721, 'Horas para cerrar un pedido vencido: el máximo es 720'],
      [1.5, 'Horas para cerrar un pedido vencido: ingresa un número entero'],
    ] as const) {
      const res = await s.owner.put('/api/stores/mine', { name: s.name, whatsappNumber: '1155550000', expiredOrderGraceHours: value });
      expect([res.statusCode, res.json().message]).toEqual([422, message]);
    }
    expect((await s.owner.get('/api/stores/mine')).json().store.expiredOrderGraceHours).toBe(24);
  });

  it('hides them from the admin’s list unless the "Vencidos" view is chosen or they are searched for; changing the status reopens one', async () => {
    const s = await shop(10);
    const expired = await s.order({ customerName: 'Vera Vencida' });
    const open = await s.order({ customerName: 'Olga Abierta' });
    const cancelled = await s.order({ customerName: 'Carla Cancelada' });
    await s.owner.patch(`/api/orders/${cancelled.orderId}/status`, { status: 'cancelled' });
    await runOut(expired.orderId, 25);
    await expireUnconfirmedOrders(t.db.db, TTL);
    const list = async (query: string) => ((await s.owner.get(`/api/orders?${query}`)).json().orders as { id: string; expiredAt: string | null }[]);
    const ids = async (query: string) => (await list(query)).map((o) => o.id).sort();
    expect(await ids('')).toEqual([open.orderId, cancelled.orderId].sort());
    expect(await ids('status=cancelled')).toEqual([cancelled.orderId]);
    expect(await list('view=expired')).toEqual([expect.objectContaining({ id: expired.orderId, expiredAt: expect.any(String) })]);
    expect(await ids(`q=${shortOrderId(expired.orderId)}`)).toEqual([expired.orderId]);
    expect(await ids('q=vera')).toEqual([expired.orderId]);

    const reopened = await s.owner.patch(`/api/orders/${expired.orderId}/status`, { status: 'processing' });
    expect(reopened.json()).toMatchObject({ stockEffect: 'deducted', order: { status: 'processing', expiredAt: null } });
    expect(await ids('view=expired')).toEqual([]);
    expect(await ids('')).toContain(expired.orderId);
  });
});
