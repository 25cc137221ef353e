import { describe, expect, it } from 'vitest';
import { address, messageOf, SETTINGS, UNIT } from './helpers/delivery-orders';
import { deliveryShopForFile } from './helpers/delivery-shop';

/**
 * Delivery (docs/product/orders.md, "Delivery"): the zone and the fee the server decides from the address, free
 * shipping and the transfer discount beside the fee.
 */
const { openShop, shop, order, shopperPage, ordersOf } = deliveryShopForFile();

describe('the zone and fee the server decides', () => {
  it.each([
    ['a province', address(), 'CABA', 150_000],
    ['a postal code range', address({ postalCode: 'B1640ABC', city: 'Martínez', province: 'B' }), 'GBA', 250_000],
    ['a single postal code', address({ postalCode: '1702', city: 'Ciudadela', province: 'B' }), 'GBA', 250_000],
    [
      'a postal code before its province',
      address({ postalCode: 'X5000ABC', city: 'Córdoba', province: 'X' }),
      'Córdoba Capital',
      300_000,
    ],
    ['the fallback zone', address({ postalCode: '5500', city: 'Mendoza', province: 'M' }), 'Resto del país', 500_000],
  ])('%s picks its zone and adds its fee to the total', async (_rule, to, zone, fee) => {
    const res = await order(shop, { delivery: { method: 'shipping', address: to } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(UNIT + fee);
    const text = messageOf(res.json().whatsappUrl);
    expect(text).toContain(`Entrega: Envío a domicilio (${zone})`);
    expect(text).toContain(`Envío: $${(fee / 100).toLocaleString('es-AR')},00`);
    const page = await shopperPage(shop, res.json().orderUrl);
    expect(page).toMatchObject({
      subtotalCents: UNIT,
      totalCents: UNIT + fee,
      delivery: { zone, feeCents: fee, free: false },
    });
  });

  it('a zone "a convenir" adds nothing until the seller sets the fee', async () => {
    const res = await order(shop, {
      delivery: { method: 'shipping', address: address({ postalCode: '5800', city: 'Río Cuarto', province: 'X' }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(UNIT);
    expect(messageOf(res.json().whatsappUrl)).toContain('Envío: a convenir');
  });

  it('refuses an address no zone covers, naming the province, and saves nothing', async () => {
    const cabaOnly = await openShop(5);
    await cabaOnly.owner.put('/api/stores/mine/delivery', {
      ...SETTINGS,
      shipping: { enabled: true, freeAboveCents: null, zones: [SETTINGS.shipping.zones[0]] },
    });
    const res = await order(cabaOnly, {
      delivery: { method: 'shipping', address: address({ postalCode: '5500', city: 'Mendoza', province: 'M' }) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      field: 'delivery.address.province',
      message: expect.stringContaining('no hace envíos a Mendoza'),
    });
    expect(await ordersOf(cabaOnly)).toBe(0);
  });

  it.each([
    ['exactly at the threshold', 5, 0, true],
    ['above it', 6, 0, true],
    ['below it', 4, 150_000, false],
  ])('free shipping %s: the lines alone decide', async (_case, quantity, fee, free) => {
    const res = await order(shop, { delivery: { method: 'shipping', address: address() } }, quantity);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(quantity * UNIT + fee);
    if (free) expect(messageOf(res.json().whatsappUrl)).toContain('Envío: Envío gratis');
    expect((await shopperPage(shop, res.json().orderUrl)).delivery).toMatchObject({ free, feeCents: fee });
  });

  it('free shipping covers a zone "a convenir" too', async () => {
    const res = await order(
      shop,
      { delivery: { method: 'shipping', address: address({ postalCode: '2000', city: 'Rosario', province: 'S' }) } },
      5,
    );
    expect(res.json().totalCents).toBe(5 * UNIT);
    expect((await shopperPage(shop, res.json().orderUrl)).delivery).toMatchObject({
      zone: 'Interior',
      free: true,
      feeCents: 0,
    });
  });

  it('takes no fee or total from the browser', async () => {
    const res = await order(shop, {
      totalCents: 1,
      shippingFeeCents: 0,
      delivery: { method: 'shipping', address: address(), feeCents: 0, zone: 'Gratis', free: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(UNIT + 150_000);
    expect((await shopperPage(shop, res.json().orderUrl)).delivery).toMatchObject({ zone: 'CABA', feeCents: 150_000 });
  });

  it('the transfer discount comes off the lines, the fee is added whole', async () => {
    const withTransfer = await openShop(5, {
      cbu: 'tienda.envios.mp',
      transferDiscountPercent: 10,
      paymentMethods: ['transfer', 'cash'],
    });
    await withTransfer.owner.put('/api/stores/mine/delivery', SETTINGS);
    const res = await order(withTransfer, {
      paymentMethod: 'transfer',
      delivery: { method: 'shipping', address: address() },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(UNIT - UNIT / 10 + 150_000);
    const page = await shopperPage(withTransfer, res.json().orderUrl);
    expect(page).toMatchObject({ subtotalCents: UNIT, transferDiscountCents: UNIT / 10 });
  });
});
