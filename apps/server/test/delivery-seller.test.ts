import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, deliveryOrders, SETTINGS, UNIT } from './helpers/delivery-orders';
import { policyShops, type Shop } from './helpers/policy-shops';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The seller's part of delivery (docs/product/orders.md, "Delivery"): the fee of an order "a convenir" and the dispatch the shopper sees. */
let t: TestApp;
const { openShop } = policyShops(() => t, 'Despachos');
const { order, shopperPage } = deliveryOrders(() => t, 'despacho');
let shop: Shop;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  shop = await openShop(50);
  const saved = await shop.owner.put('/api/stores/mine/delivery', SETTINGS);
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('the seller: fee "a convenir" and dispatch', () => {
  it('sets the fee of an order "a convenir", which moves the total', async () => {
    const res = await order(shop, {
      delivery: { method: 'shipping', address: address({ postalCode: '5800', city: 'Río Cuarto', province: 'X' }) },
    });
    const { orderId, orderUrl } = res.json();
    const set = await shop.owner.patch(`/api/orders/${orderId}/shipping-fee`, { feeCents: 420_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().order).toMatchObject({
      totalCents: UNIT + 420_000,
      delivery: { feeCents: 420_000, feeText: '$4.200,00' },
    });
    expect(await shopperPage(shop, orderUrl)).toMatchObject({ subtotalCents: UNIT, totalCents: UNIT + 420_000 });
    const again = await shop.owner.patch(`/api/orders/${orderId}/shipping-fee`, { feeCents: 300_000 });
    expect(again.json().order.totalCents).toBe(UNIT + 300_000);
    expect((await shop.owner.patch(`/api/orders/${orderId}/shipping-fee`, { feeCents: -1 })).statusCode).toBe(422);
  });

  it('a Mercado Pago order gets a new checkout for its new total', async () => {
    const mp = await openShop(5, { paymentMethods: ['mercadopago', 'cash'] });
    const res = await order(mp, { paymentMethod: 'mercadopago', delivery: { method: 'shipping', address: address() } });
    expect(res.statusCode, res.body).toBe(201);
    const { orderId } = res.json();
    await t.db.db
      .updateTable('orders')
      .set({ mp_preference_id: 'preferencia-vieja', mp_checkout_url: 'https://example.com/vieja' })
      .where('id', '=', orderId)
      .execute();
    t.setJobs('manual');
    expect((await mp.owner.patch(`/api/orders/${orderId}/shipping-fee`, { feeCents: 200_000 })).statusCode).toBe(200);
    t.setJobs('after-request');
    const row = await t.db.db
      .selectFrom('orders')
      .select(['mp_preference_id', 'total_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mp_preference_id: null });
    const jobs = await t.db.db
      .selectFrom('jobs')
      .select('kind')
      .where('singleton_key', '=', `mercado-pago.checkout:${orderId}`)
      .execute();
    expect(jobs.length).toBeGreaterThan(0);
  });

  it('refuses a fee for a pickup order', async () => {
    const { orderId } = (await order(shop, { delivery: { method: 'pickup', pointIndex: 0 } })).json();
    const res = await shop.owner.patch(`/api/orders/${orderId}/shipping-fee`, { feeCents: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este pedido no tiene envío a domicilio: no lleva costo de envío.');
  });

  it('records "Enviado" with Andreani and its tracking link, shown on the shopper\'s page', async () => {
    const { orderId, orderUrl } = (await order(shop, { delivery: { method: 'shipping', address: address() } })).json();
    const res = await shop.owner.patch(`/api/orders/${orderId}/dispatch`, {
      state: 'shipped',
      carrier: 'andreani',
      trackingCode: '360000012345678',
    });
    expect(res.statusCode, res.body).toBe(200);
    const dispatch = {
      state: 'shipped',
      label: 'Enviado',
      carrierLabel: 'Andreani',
      trackingCode: '360000012345678',
      trackingUrl: 'https://www.andreani.com/envio/360000012345678',
    };
    expect(res.json().order.dispatch).toMatchObject(dispatch);
    expect((await shopperPage(shop, orderUrl)).dispatch).toMatchObject(dispatch);
  });

  it('tells a shopper who left an e-mail that the order was sent, with the carrier, the code and the tracking link', async () => {
    const { orderId } = (
      await order(shop, {
        customerEmail: 'rocio.envios@example.com',
        delivery: { method: 'shipping', address: address() },
      })
    ).json();
    expect(
      (
        await shop.owner.patch(`/api/orders/${orderId}/dispatch`, {
          state: 'shipped',
          carrier: 'andreani',
          trackingCode: '360000099999999',
        })
      ).statusCode,
    ).toBe(200);
    const mail = t.mails.filter((m) => m.to === 'rocio.envios@example.com').at(-1);
    expect(mail?.subject).toMatch(/envió tu pedido #/);
    expect(mail?.text).toContain('Transporte: Andreani · código de seguimiento 360000099999999');
    expect(mail?.text).toContain('Sigue el envío: https://www.andreani.com/envio/360000099999999');
    expect(mail?.html).toContain('https://www.andreani.com/envio/360000099999999');
  });

  it('a carrier without a tracking page shows the code alone; a missing code is refused', async () => {
    const { orderId } = (await order(shop, { delivery: { method: 'shipping', address: address() } })).json();
    const oca = await shop.owner.patch(`/api/orders/${orderId}/dispatch`, {
      state: 'shipped',
      carrier: 'oca',
      trackingCode: 'OCA-123',
    });
    expect(oca.json().order.dispatch).toMatchObject({
      carrierLabel: 'OCA',
      trackingCode: 'OCA-123',
      trackingUrl: null,
    });
    const missing = await shop.owner.patch(`/api/orders/${orderId}/dispatch`, {
      state: 'shipped',
      carrier: 'correo_argentino',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Escribe el código de seguimiento');
  });

  it('"Listo para retirar" for a pickup order; a pickup order is never "Enviado"', async () => {
    const { orderId, orderUrl } = (await order(shop, { delivery: { method: 'pickup', pointIndex: 0 } })).json();
    const shipped = await shop.owner.patch(`/api/orders/${orderId}/dispatch`, {
      state: 'shipped',
      carrier: 'andreani',
      trackingCode: '123456',
    });
    expect(shipped.statusCode).toBe(409);
    const ready = await shop.owner.patch(`/api/orders/${orderId}/dispatch`, { state: 'ready_for_pickup' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect((await shopperPage(shop, orderUrl)).dispatch).toMatchObject({
      state: 'ready_for_pickup',
      label: 'Listo para retirar',
      trackingCode: null,
    });
  });
});
