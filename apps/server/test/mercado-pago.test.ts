import { MP_TOKEN_REFUSED } from '@vidriera/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mercadoPagoAppForFile } from './helpers/mercado-pago-app';

/* Mercado Pago per order (docs/product/orders.md, "Paying with Mercado Pago"): connecting an account, paying an order. */
const { t, standIn, openShop } = mercadoPagoAppForFile();

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
