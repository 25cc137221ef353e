import { shortOrderId } from '@vidriera/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPayment } from '../src/modules/mercado-pago/apply-payment';
import { createMailer, senderOf } from '../src/modules/mail/mailer';
import { shopperOrderEmail } from '../src/modules/mail/shopper-templates';
import { informedShop } from './helpers/informed-shop';
import { startSmtpInbox } from './helpers/smtp-inbox';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The shopper kept informed (docs/product/orders.md, "The shopper's
 * e-mails"): the summary and each step in the store's name, queued with the
 * change, only to the shopper who left an e-mail and only about their order.
 * Orders closed as "Vencido": expired-orders.test.ts.
 */

let t: TestApp;
const TTL = 48 * 3600;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const shop = (stock?: number) => informedShop(t, stock);

const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);
const shopperJobs = (orderId: string) =>
  t.db.db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', 'shopper.order-mail')
    .where(sql<string>`payload->>'orderId'`, '=', orderId)
    .orderBy('created_at')
    .execute();

describe('the shopper’s e-mails', () => {
  it('sends the summary with the order page’s link, in the store’s name, HTML and plain text, with the footer and the job’s Message-ID', async () => {
    const s = await shop();
    const created = await s.order({ customerEmail: 'rocio@example.com', paymentMethod: undefined });
    const [mail] = mailsTo('rocio@example.com');
    const [job] = await shopperJobs(created.orderId);
    const number = shortOrderId(created.orderId);
    expect(mail).toMatchObject({
      fromName: s.name,
      subject: `Tu pedido #${number} en ${s.name}`,
      link: created.orderUrl,
      messageId: `${job?.id}@localhost`,
    });
    expect(mail?.text).toContain(`Ver tu pedido: ${created.orderUrl}`);
    expect(mail?.text).toContain('2 x Remera Lisa (Color: Rojo, Talle: S): $20.000,00');
    expect(mail?.text).toContain('Total: $20.000,00');
    expect(mail?.text).toContain(`Recibiste este correo porque hiciste un pedido en ${s.name}.`);
    expect(mail?.html).toContain(`href="${created.orderUrl.replaceAll('&', '&#38;')}"`);
    expect(mail?.html).toContain(`Recibiste este correo porque hiciste un pedido en ${s.name}.`);
    expect(senderOf('Vidriera <no-responder@vidriera.local>', s.name)).toEqual({
      name: s.name,
      address: 'no-responder@vidriera.local',
    });
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
      expect(await shopperJobs(created.orderId)).toMatchObject([
        { state: 'pending', payload: { orderId: created.orderId, event: 'placed' } },
      ]);
    } finally {
      t.setJobs('after-request');
      await t.ctx.jobs.drain();
    }
  });

  it('writes to the shopper when the seller confirms, marks paid (once) and cancels', async () => {
    const s = await shop();
    const created = await s.order({ customerEmail: 'marta@example.com' });
    const number = shortOrderId(created.orderId);
    expect((await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'processing' })).statusCode).toBe(
      200,
    );
    expect(
      (await s.owner.patch(`/api/orders/${created.orderId}/payment`, { paymentStatus: 'received' })).statusCode,
    ).toBe(200);
    expect(
      (await s.owner.patch(`/api/orders/${created.orderId}/payment`, { paymentStatus: 'received' })).statusCode,
    ).toBe(200);
    expect((await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'completed' })).statusCode).toBe(
      200,
    );
    expect((await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
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
      {
        id: '901',
        status: 'approved',
        transaction_amount: created.totalCents / 100,
        currency_id: 'ARS',
        external_reference: created.orderId,
      } as never,
      { confirmOnPayment: true, reservationSeconds: TTL },
    );
    expect(applied).toMatchObject({ paymentStatus: 'received', confirmed: true });
    await t.ctx.jobs.drain();
    const number = shortOrderId(created.orderId);
    const mails = mailsTo('pago@example.com');
    // One e-mail for the payment that confirmed the order, not "confirmed" and "paid" a moment apart.
    expect(mails.map((m) => m.subject)).toEqual([
      `Tu pedido #${number} en ${s.name}`,
      `${s.name} recibió el pago de tu pedido #${number}`,
    ]);
    expect(mails[1]?.text).toContain(
      `${s.name} registró el pago de tu pedido #${number} y lo confirmó. Ya está en preparación.`,
    );
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
    const a = await s.order({
      customerName: 'Ana Pérez',
      customerPhone: '11 4444-5555',
      customerEmail: 'ana@example.com',
    });
    const b = await s.order({
      customerName: 'Bruno Díaz',
      customerPhone: '11 3333-2222',
      customerEmail: 'bruno@example.com',
      items: [{ variantId: s.red, quantity: 1 }],
    });
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
        for (const other of [
          shortOrderId(theirs.orderId),
          theirs.orderUrl,
          theirs === a ? 'Ana' : 'Bruno',
          theirs === a ? 'ana@example.com' : 'bruno@example.com',
          '4444',
          '3333',
        ]) {
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
    await t.db.db
      .updateTable('jobs')
      .set({ state: 'running', finished_at: null, locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', job?.id ?? '')
      .execute();
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
      const mailer = createMailer({
        smtpUrl: inbox.url,
        from: 'Vidriera <no-responder@vidriera.test>',
        dataDir: t.dataDir,
        logger: { info: () => {}, error: () => {} } as never,
        logLinks: false,
      });
      const url = 'http://localhost:3000/store/tienda-sol/order/e0000000-0000-4000-8000-0000c06d5c2c?token=abc';
      await mailer.send({
        ...shopperOrderEmail({
          event: 'confirmed',
          to: 'sol@example.com',
          storeName: 'Tienda Sol',
          number: 'c06d5c2c',
          customerName: 'Sol',
          lines: [{ text: '1 x Vela: $5.000,00' }],
          totalLines: ['Total: $5.000,00'],
          paymentText: null,
          orderUrl: url,
        }),
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
