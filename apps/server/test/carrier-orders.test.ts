import { describe, expect, it } from 'vitest';
import { UNIT } from './helpers/delivery-orders';
import { carrierShopForFile, cordoba } from './helpers/carrier-shop';

/**
 * Orders with a carrier (docs/product/orders.md, "Envíos por transportista"): the server quotes again and keeps the
 * quote it used; the browser's price is never read; a carrier that errs or is slow never fails an order, which takes
 * the flat zone (Córdoba Capital, $3.000). One unit: 1,5 kg, $10.000.
 */
const { t, correo, oca, carrierShop, order, shopperPage, quote } = carrierShopForFile();

const branchChoice = { carrier: 'correo_argentino', service: 'branch', branchCode: 'X0001' };

describe('an order with a carrier', () => {
  it('pays the quote the server makes again, keeps it, and ignores a tampered price', async () => {
    const shop = await carrierShop({ adjustment: { kind: 'fee_fixed', value: 50_000 } });
    const res = await order(shop, {
      customerEmail: 'rocio@example.com',
      totalCents: 1,
      shippingFeeCents: 0,
      delivery: { method: 'shipping', address: cordoba(), carrier: { ...branchChoice, feeCents: 1 }, feeCents: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(UNIT + 510_000 + 50_000);
    const page = await shopperPage(shop, res.json().orderUrl);
    expect(page.delivery).toMatchObject({ zone: 'Correo Argentino a sucursal', feeCents: 560_000, free: false });
    const { orders } = (await shop.owner.get('/api/orders')).json();
    const detail = (await shop.owner.get(`/api/orders/${orders[0].id}`)).json().order;
    expect(detail.delivery.zone).toBe('Correo Argentino a sucursal');
    const kept = await t.db.db
      .selectFrom('orders')
      .select('delivery')
      .where('id', '=', orders[0].id)
      .executeTakeFirst();
    expect(kept?.delivery).toMatchObject({
      carrier: { carrier: 'correo_argentino', service: 'branch', quotedCents: 510_000, branch: { code: 'X0001' } },
    });
  });

  it('uses the day cache the cart filled: no second call to the carrier', async () => {
    const shop = await carrierShop();
    const variantId = shop.variants[0]?.id;
    await quote(shop, { postalCode: 'X5000JJC', province: 'X', items: [{ variantId, quantity: 1 }] });
    const asked = correo.count('/rates');
    const res = await order(shop, { delivery: { method: 'shipping', address: cordoba(), carrier: branchChoice } });
    expect(res.statusCode, res.body).toBe(201);
    expect(correo.count('/rates')).toBe(asked);
  });

  it('free shipping covers a carrier too', async () => {
    const shop = await carrierShop();
    const res = await order(
      shop,
      { delivery: { method: 'shipping', address: cordoba(), carrier: { carrier: 'oca', service: 'door' } } },
      5,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(5 * UNIT);
    expect((await shopperPage(shop, res.json().orderUrl)).delivery).toMatchObject({
      zone: 'OCA a domicilio',
      free: true,
    });
  });

  it('takes the order with the flat zone when the carrier times out during checkout', async () => {
    const shop = await carrierShop();
    oca.quoteDelayMs = 1500;
    try {
      const res = await order(shop, {
        delivery: {
          method: 'shipping',
          address: cordoba({ postalCode: '5000' }),
          carrier: { carrier: 'oca', service: 'door' },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().totalCents).toBe(UNIT + 300_000);
      expect((await shopperPage(shop, res.json().orderUrl)).delivery).toMatchObject({ zone: 'Córdoba Capital' });
    } finally {
      oca.quoteDelayMs = 0;
    }
  });

  it('refuses a branch the carrier does not list, and a branch choice without one, saving nothing', async () => {
    const shop = await carrierShop();
    const gone = await order(shop, {
      delivery: { method: 'shipping', address: cordoba(), carrier: { ...branchChoice, branchCode: 'Z9999' } },
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toMatchObject({
      field: 'delivery.carrier.branchCode',
      message: 'Esa sucursal ya no está disponible. Elige otra.',
    });
    const none = await order(shop, {
      delivery: { method: 'shipping', address: cordoba(), carrier: { carrier: 'oca', service: 'branch' } },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Elige la sucursal donde retirar tu pedido.');
    expect((await shop.owner.get('/api/orders')).json().orders).toHaveLength(0);
  });
});
