import { shortOrderId } from '@vidriera/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyPayment } from '../src/modules/mercado-pago/apply-payment';
import { informedShop } from './helpers/informed-shop';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * What the texts about an order say (docs/product/orders.md, "Dates", "The
 * shopper's e-mails" and "Statuses and what they do to stock"): the owner's
 * e-mail reads midnight as 00, whatever the server's zone; the payment
 * e-mail says in how many cuotas; cancelling an order whose reservation had
 * run out does not claim to free it.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

describe('the owner’s new-order e-mail', () => {
  it('reads a reservation ending at 00:42 in Buenos Aires as 00:42, on a server in another zone', async () => {
    const s = await informedShop(t);
    t.setJobs('manual');
    vi.stubEnv('TZ', 'Asia/Tokyo');
    try {
      const created = await s.order();
      await t.db.db
        .updateTable('jobs')
        .set({ payload: sql`jsonb_set(payload, '{reservedUntil}', '"2026-12-02T03:42:00.000Z"')` })
        .where('kind', '=', 'owner.new-order')
        .where(sql<string>`payload->>'orderId'`, '=', created.orderId)
        .execute();
      await t.ctx.jobs.drain();
      const mail = t.mails.find((m) => m.subject === `Nuevo pedido #${shortOrderId(created.orderId)} en ${s.name}`);
      expect(mail?.text).toContain('Las unidades quedan reservadas hasta el 02/12/2026, 00:42.');
    } finally {
      vi.unstubAllEnvs();
      t.setJobs('after-request');
    }
  });
});

describe('the payment e-mail', () => {
  it('says in how many cuotas Mercado Pago took the payment', async () => {
    const s = await informedShop(t);
    const created = await s.order({ customerEmail: 'cuotas@example.com' });
    const payment = {
      id: '7001',
      status: 'approved',
      transaction_amount: created.totalCents / 100,
      currency_id: 'ARS',
      external_reference: created.orderId,
      installments: 3,
    };
    await applyPayment(t.db.db, s.storeId, payment as never, {
      confirmOnPayment: false,
      reservationSeconds: 48 * 3600,
    });
    await t.ctx.jobs.drain();
    const paid = t.mails.find((m) => m.to === 'cuotas@example.com' && m.subject.includes('recibió el pago'));
    expect(paid?.text).toContain('Pagaste con Mercado Pago en 3 cuotas.');
  });
});

describe('cancelling a pending storefront order', () => {
  it('frees its reservation while it holds units, and frees nothing once it ran out', async () => {
    const s = await informedShop(t);
    const holding = await s.order();
    const cancelled = await s.owner.patch(`/api/orders/${holding.orderId}/status`, { status: 'cancelled' });
    expect(cancelled.json().stockEffect).toBe('released');

    const ranOut = await s.order();
    await t.db.db
      .updateTable('stock_reservations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', ranOut.orderId)
      .execute();
    const late = await s.owner.patch(`/api/orders/${ranOut.orderId}/status`, { status: 'cancelled' });
    expect(late.statusCode).toBe(200);
    expect(late.json().stockEffect).toBe('none');
  });
});
