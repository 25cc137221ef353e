import { EXPIRED_ORDER_NOTE, shortOrderId } from '@vidriera/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEKEEPING_KINDS } from '../src/modules/housekeeping/housekeeping';
import { enqueueJob } from '../src/modules/jobs/job-queue';
import { expireUnconfirmedOrders } from '../src/modules/orders/expire-orders';
import { deleteExpiredReservations, releaseReservations } from '../src/modules/stock/reservations';
import { informedShop } from './helpers/informed-shop';
import { Browser, createTestApp, type TestApp } from './helpers/test-app';

/*
 * Storefront orders nobody confirmed, closed as "Vencido" after the store's
 * grace period (docs/product/orders.md, "Orders nobody confirmed"): when,
 * what happens to stock, what the shopper and the admin's list show.
 */

let t: TestApp;
const TTL = 48 * 3600;
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const shop = (stock?: number) => informedShop(t, stock);
const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);

describe('orders nobody confirmed, closed as "Vencido"', () => {
  const variantUnits = (id: string) =>
    t.db.db
      .selectFrom('product_variants')
      .select(['stock', 'reserved_units'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const runOut = (orderId: string, hoursAgo: number) =>
    t.db.db
      .updateTable('stock_reservations')
      .set({ expires_at: new Date(Date.now() - hoursAgo * HOUR) })
      .where('order_id', '=', orderId)
      .execute();
  const orderRow = (id: string) =>
    t.db.db
      .selectFrom('orders')
      .select(['status', 'expired_at', 'stock_deducted'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('is a scheduled housekeeping job', () => {
    expect(HOUSEKEEPING_KINDS.map((s) => s.kind)).toContain('housekeeping.expired-orders');
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
    const expiredOrders = HOUSEKEEPING_KINDS.find((s) => s.kind === 'housekeeping.expired-orders');
    if (!expiredOrders) throw new Error('no housekeeping.expired-orders');
    await enqueueJob(t.db.db, expiredOrders, {});
    await t.ctx.jobs.drain();
    expect(await orderRow(created.orderId)).toMatchObject({
      status: 'cancelled',
      expired_at: expect.any(Date),
      stock_deducted: false,
    });
    expect(await orderRow(confirmed.orderId)).toMatchObject({ status: 'processing', expired_at: null });
    // The expired reservation is gone and nothing came back twice: 5 − 2 confirmed, none reserved.
    expect(
      await t.db.db.selectFrom('stock_reservations').select('id').where('order_id', '=', created.orderId).execute(),
    ).toEqual([]);
    expect(await variantUnits(s.red)).toMatchObject({ stock: 3, reserved_units: 0 });
    expect(await expireUnconfirmedOrders(t.db.db, TTL)).toBe(0);
    expect(await variantUnits(s.red)).toMatchObject({ stock: 3, reserved_units: 0 });

    const history = (await s.owner.get(`/api/orders/${created.orderId}`)).json().order.history;
    expect(history.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'cancelled', changedBy: null });
    expect(mailsTo('vence@example.com').at(-1)?.subject).toBe(
      `Tu pedido #${shortOrderId(created.orderId)} en ${s.name} venció`,
    );

    const token = new URL(created.orderUrl).searchParams.get('token');
    const view = (
      await new Browser(t.app).get(`/api/public/stores/${s.slug}/orders/${created.orderId}?token=${token}`)
    ).json();
    expect(view).toMatchObject({ status: 'cancelled', expiredAt: expect.any(String) });
    expect(EXPIRED_ORDER_NOTE).toMatch(/^Este pedido venció/);
  });

  it('counts the grace from when the reservation ran out, also once housekeeping deleted the expired rows, in the store’s hours', async () => {
    const s = await shop();
    expect(
      (
        await s.owner.put('/api/stores/mine', { name: s.name, whatsappNumber: '1155550000', expiredOrderGraceHours: 2 })
      ).json().store.expiredOrderGraceHours,
    ).toBe(2);
    const created = await s.order();
    await runOut(created.orderId, 1);
    await deleteExpiredReservations(t.db.db);
    await expireUnconfirmedOrders(t.db.db, TTL);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'pending' });
    await t.db.db
      .updateTable('orders')
      .set({ reservation_ended_at: new Date(Date.now() - 3 * HOUR) })
      .where('id', '=', created.orderId)
      .execute();
    await expireUnconfirmedOrders(t.db.db, TTL);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'cancelled', expired_at: expect.any(Date) });
    expect(await variantUnits(s.red)).toMatchObject({ stock: 5, reserved_units: 0 });
  });

  it('lets the expired-reservation sweep run while the same order is being closed, without either failing', async () => {
    const s = await shop();
    const created = await s.order();
    await runOut(created.orderId, 25);
    // An order change holds the order, then releases its reservation (as closing it as "Vencido" does);
    // the sweep starts between the two. Taking the rows before the order used to deadlock here on PostgreSQL.
    let sweep: Promise<unknown> | undefined;
    await t.db.db.transaction().execute(async (trx) => {
      await trx.selectFrom('orders').select('id').where('id', '=', created.orderId).forUpdate().execute();
      sweep = deleteExpiredReservations(t.db.db).catch((error: unknown) => error);
      await new Promise((r) => setTimeout(r, 300));
      await releaseReservations(trx, s.storeId, created.orderId);
    });
    expect(await sweep).toBe(0);
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
      const res = await s.owner.put('/api/stores/mine', {
        name: s.name,
        whatsappNumber: '1155550000',
        expiredOrderGraceHours: value,
      });
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
    const list = async (query: string) =>
      (await s.owner.get(`/api/orders?${query}`)).json().orders as { id: string; expiredAt: string | null }[];
    const ids = async (query: string) => (await list(query)).map((o) => o.id).sort();
    expect(await ids('')).toEqual([open.orderId, cancelled.orderId].sort());
    expect(await ids('status=cancelled')).toEqual([cancelled.orderId]);
    expect(await list('view=expired')).toEqual([
      expect.objectContaining({ id: expired.orderId, expiredAt: expect.any(String) }),
    ]);
    expect(await ids(`q=${shortOrderId(expired.orderId)}`)).toEqual([expired.orderId]);
    expect(await ids('q=vera')).toEqual([expired.orderId]);

    // Editing its customer's data keeps it "Vencido"; only a change of status reopens it.
    const edited = await s.owner.put(`/api/orders/${expired.orderId}`, {
      customerName: 'Vera V.',
      customerPhone: '11 6666-7777',
      customerEmail: '',
      status: 'cancelled',
    });
    expect(edited.json().order).toMatchObject({
      customerName: 'Vera V.',
      status: 'cancelled',
      expiredAt: expect.any(String),
    });
    const reopened = await s.owner.patch(`/api/orders/${expired.orderId}/status`, { status: 'processing' });
    expect(reopened.json()).toMatchObject({
      stockEffect: 'deducted',
      order: { status: 'processing', expiredAt: null },
    });
    expect(await ids('view=expired')).toEqual([]);
    expect(await ids('')).toContain(expired.orderId);
  });
});
