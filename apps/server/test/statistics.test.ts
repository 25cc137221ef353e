import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createVisitRecorder } from '../src/modules/statistics/visit-recorder';
import { renderingAppForFile } from './helpers/moda-lina';
import { policyShops } from './helpers/policy-shops';

/*
 * "Estadísticas" (docs/product/statistics.md): visits counted on the server without cookies, in batches; every figure
 * of orders and money agrees with the orders list.
 */
const { t } = renderingAppForFile();
const { openShop } = policyShops(() => t, 'Numeros');
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36';
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date()).slice(0, 10);

const visit = (url: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: { host: 'localhost:3000', 'user-agent': PHONE_UA, ...headers },
  });

describe('statistics', () => {
  it('counts visits without a write on the page, and every figure agrees with the orders list', async () => {
    const s = await openShop(50);
    const store = `/store/${s.slug}`;
    const variant = s.variants[0]?.id ?? '';
    const product = await t.db.db
      .selectFrom('product_variants')
      .select('product_id')
      .where('id', '=', variant)
      .executeTakeFirstOrThrow();

    const before = t.queries.length;
    await visit(`${store}/?utm_source=instagram&utm_medium=social`, '203.0.113.1');
    expect(t.queries.slice(before).some((q) => /store_visitors|visit_salts/.test(q))).toBe(false);
    await visit(`${store}/product/remera-${product.product_id.slice(0, 8)}`, '203.0.113.1');
    await visit(`${store}/`, '203.0.113.2', { referer: 'https://www.google.com/' });
    await visit(`${store}/`, '203.0.113.2', { referer: 'https://www.google.com/' });
    await visit(`${store}/`, '203.0.113.3', { 'user-agent': 'WhatsApp/2.23.20.0' });
    // The cart's first check of its lines, from the public API: a cart started.
    await t.app.inject({
      method: 'GET',
      url: `/api/public/stores/${s.slug}/variants?ids=${variant}`,
      remoteAddress: '203.0.113.1',
      headers: { 'user-agent': PHONE_UA },
    });
    await t.ctx.visits.flush();

    // The Instagram visitor orders (her source goes with the order); two more orders, one made in the admin.
    const send = (ip: string, phone: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/stores/${s.slug}/orders`,
        remoteAddress: ip,
        headers: { 'idempotency-key': `numeros-${ip}-${phone}`, 'user-agent': PHONE_UA },
        payload: { items: [{ variantId: variant, quantity: 2 }], customerName: 'Lucía Números', customerPhone: phone },
      });
    const fromInstagram = (await send('203.0.113.1', '11 7777 1111')).json().orderId as string;
    const fromGoogle = (await send('203.0.113.2', '11 7777 2222')).json().orderId as string;
    await send('203.0.113.9', '11 7777 3333');
    expect((await s.owner.patch(`/api/orders/${fromInstagram}/status`, { status: 'processing' })).statusCode).toBe(200);
    expect(
      (await s.owner.patch(`/api/orders/${fromInstagram}/payment`, { paymentStatus: 'received' })).statusCode,
    ).toBe(200);
    expect((await s.owner.patch(`/api/orders/${fromGoogle}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const admin = await s.owner.post('/api/orders', {
      customerName: 'Mostrador',
      paymentMethod: 'cash',
      status: 'completed',
      items: [{ variantId: s.variants[1]?.id, quantity: 1, unitPriceCents: 123_456 }],
    });
    expect(admin.statusCode).toBe(201);

    const res = await s.owner.get(`/api/statistics?from=${today()}&to=${today()}&by=day`);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    const orders = (await s.owner.get('/api/orders')).json().orders as {
      status: string;
      totalCents: number;
      id: string;
    }[];
    const confirmed = orders.filter((o) => o.status === 'processing' || o.status === 'completed');
    const details = await Promise.all(orders.map(async (o) => (await s.owner.get(`/api/orders/${o.id}`)).json().order));
    expect(stats.totals).toEqual({
      visits: 2,
      productViews: 1,
      cartsStarted: 1,
      ordersSent: orders.length,
      ordersConfirmed: confirmed.length,
      ordersPaid: details.filter((o) => o.paymentStatus === 'received' && o.status !== 'cancelled').length,
      revenueCents: confirmed.reduce((sum, o) => sum + o.totalCents, 0),
    });
    expect(stats.previous).toMatchObject({ visits: 0, ordersSent: 0, revenueCents: 0 });
    expect(stats.series).toEqual([
      expect.objectContaining({ start: today(), revenueCents: stats.totals.revenueCents, orders: confirmed.length }),
    ]);
    expect(stats.bySource).toEqual([
      expect.objectContaining({ key: 'instagram', label: 'Instagram', orders: 1 }),
      expect.objectContaining({ key: 'admin', orders: 1, revenueCents: 123_456 }),
    ]);
    expect(stats.visitsBySource.map((v: { source: string }) => v.source).sort()).toEqual(['google', 'instagram']);
    expect(stats.bestSellers).toEqual([expect.objectContaining({ name: 'Remera Lisa', units: 3 })]);
    const units = stats.bestSellers.reduce((sum: number, b: { units: number }) => sum + b.units, 0);
    expect(units).toBe(3);
    expect(stats.byPaymentMethod.reduce((sum: number, b: { revenueCents: number }) => sum + b.revenueCents, 0)).toBe(
      stats.totals.revenueCents,
    );
  });

  it('compares with the period before and refuses a period that makes no sense', async () => {
    const s = await openShop(5);
    const week = await s.owner.get('/api/statistics?from=2026-01-05&to=2026-01-25&by=week');
    expect(week.json()).toMatchObject({ previousFrom: '2025-12-15', previousTo: '2026-01-04' });
    expect(week.json().series.map((p: { start: string }) => p.start)).toEqual([
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
    ]);
    const months = await s.owner.get('/api/statistics?from=2026-01-15&to=2026-03-31&by=month');
    expect(months.json().series.map((p: { start: string }) => p.start)).toEqual([
      '2026-01-15',
      '2026-02-01',
      '2026-03-01',
    ]);
    const backwards = await s.owner.get('/api/statistics?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toContain('La fecha hasta debe ser igual o posterior');
  });

  it('tells the same visitor apart alike on two instances, and forgets the salts of days gone', async () => {
    const s = await openShop(5);
    const storeId = (await s.owner.get('/api/stores/mine')).json().store.id as string;
    await sql`insert into visit_salts (day, salt) values ('2020-01-01', ${Buffer.alloc(32, 1)})`.execute(t.db.db);
    const one = createVisitRecorder({ db: t.db.db, log: t.app.log });
    const two = createVisitRecorder({ db: t.db.db, log: t.app.log });
    const visitor = { ip: '198.51.100.7', userAgent: PHONE_UA };
    one.page(storeId, visitor, 'page', 'google');
    two.page(storeId, visitor, 'product', 'instagram');
    two.cartStarted(storeId, { ip: '198.51.100.8', userAgent: PHONE_UA });
    await one.flush();
    await two.flush();
    const rows = await t.db.db
      .selectFrom('store_visitors')
      .select(['source', 'page_views', 'product_views', 'cart_started'])
      .where('store_id', '=', storeId)
      .orderBy('cart_started')
      .execute();
    expect(rows).toEqual([
      { source: 'google', page_views: 1, product_views: 1, cart_started: false },
      { source: 'direct', page_views: 0, product_views: 0, cart_started: true },
    ]);
    // What the order's INSERT gets: the hash under which the visit was written, even by the other instance.
    const traffic = two.trafficOf(storeId, visitor);
    expect(traffic.visitor).toMatch(/^[0-9a-f]{32}$/);
    const salts = await sql<{ day: string }>`select day::text as day from visit_salts`.execute(t.db.db);
    expect(salts.rows.map((r) => r.day)).not.toContain('2020-01-01');
  });
});
