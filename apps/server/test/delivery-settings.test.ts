import { DEFAULT_DELIVERY_SETTINGS } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { address, messageOf, SETTINGS, UNIT } from './helpers/delivery-orders';
import { deliveryShopForFile } from './helpers/delivery-shop';

/**
 * Delivery (docs/product/orders.md, "Delivery"): the store's pickup points and zones, pickup, bad addresses and the
 * order's statements (the seller's part: delivery-seller.test.ts).
 */
const { t, openShop, shop, order, shopperPage, ordersOf } = deliveryShopForFile();

describe('delivery settings', () => {
  it('a new store offers no pickup and one zone for the whole country with the fee to agree', async () => {
    const fresh = await openShop(5);
    expect((await fresh.owner.get('/api/stores/mine')).json().store.delivery).toEqual(DEFAULT_DELIVERY_SETTINGS);
    const created = await order(fresh, {
      delivery: { method: 'shipping', address: address({ postalCode: '5500', city: 'Mendoza', province: 'M' }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().totalCents).toBe(UNIT);
    expect(messageOf(created.json().whatsappUrl)).toContain('Envío: a convenir');
    const page = await shopperPage(fresh, created.json().orderUrl);
    expect(page.delivery).toMatchObject({
      method: 'shipping',
      zone: 'Todo el país',
      feeCents: null,
      feeText: 'a convenir',
    });
  });

  it('saves and shows the settings, and the store page offers them to shoppers', async () => {
    expect((await shop.owner.get('/api/stores/mine')).json().store.delivery.shipping.zones).toHaveLength(5);
    const store = (await t.app.inject({ method: 'GET', url: `/api/public/stores/${shop.slug}` })).json();
    expect((store.store ?? store).delivery.pickup.points[0].address).toBe('Av. Corrientes 1234, CABA');
  });

  it.each([
    [
      { ...SETTINGS, pickup: { enabled: false, points: [] }, shipping: { ...SETTINGS.shipping, enabled: false } },
      'Ofrece al menos una forma de entrega',
    ],
    [{ ...SETTINGS, pickup: { enabled: true, points: [] } }, 'Agrega al menos un punto de retiro'],
    [
      {
        ...SETTINGS,
        shipping: { ...SETTINGS.shipping, zones: [{ name: 'GBA', postalCodes: ['16000'], feeCents: 100 }] },
      },
      'Escribe códigos postales de 4 dígitos o rangos como 1000-1499',
    ],
    [
      {
        ...SETTINGS,
        shipping: { ...SETTINGS.shipping, zones: [{ name: 'CABA', provinces: ['CABA'], feeCents: 100 }] },
      },
      'Provincia inválida',
    ],
    [
      { ...SETTINGS, shipping: { ...SETTINGS.shipping, zones: [{ name: 'CABA', feeCents: 10.5 }] } },
      'El costo de envío debe ser un monto en pesos de 0 o más',
    ],
  ])('refuses settings that cannot work, in Spanish, and keeps the saved ones (%#)', async (body, message) => {
    const res = await shop.owner.put('/api/stores/mine/delivery', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect((await shop.owner.get('/api/stores/mine')).json().store.delivery.shipping.zones).toHaveLength(5);
  });
});

describe('pickup', () => {
  it('is free of fee and names the point in the message, the e-mail and the page', async () => {
    // A store of its own: the owner's e-mails of the busy one above come in a digest.
    const quiet = await openShop(5);
    await quiet.owner.put('/api/stores/mine/delivery', SETTINGS);
    const res = await order(quiet, { delivery: { method: 'pickup', pointIndex: 0 } }, 2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(2 * UNIT);
    const text = messageOf(res.json().whatsappUrl);
    expect(text).toContain('Entrega: Retiro en el local');
    expect(text).toContain('Retiro en: Av. Corrientes 1234, CABA (Lunes a viernes de 10 a 18)');
    expect((await shopperPage(quiet, res.json().orderUrl)).delivery).toMatchObject({
      method: 'pickup',
      feeCents: 0,
      pickupPoint: { address: 'Av. Corrientes 1234, CABA' },
    });
    const mail = t.mails.find((m) => m.subject.includes(res.json().orderId.slice(-8)));
    expect(mail?.text).toContain('Entrega: Retiro en el local');
    expect(mail?.text).toContain('Retiro en: Av. Corrientes 1234, CABA');
  });

  it('refuses a point that does not exist and a store without pickup', async () => {
    const missing = await order(shop, { delivery: { method: 'pickup', pointIndex: 3 } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      field: 'delivery.pointIndex',
      message: 'Ese punto de retiro ya no está disponible. Elige otro.',
    });
    const noPickup = await openShop(5);
    const refused = await order(noPickup, { delivery: { method: 'pickup', pointIndex: 0 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Esta tienda no ofrece retiro en el local. Elige envío a domicilio.');
    expect(await ordersOf(noPickup)).toBe(0);
  });
});

describe('bad addresses', () => {
  it.each([
    [
      { postalCode: '14250' },
      'delivery.address.postalCode',
      'El código postal debe tener 4 dígitos (ej: 1425) o ser un CPA (ej: C1425ABC)',
    ],
    [
      { postalCode: 'B1425ABC' },
      'delivery.address.postalCode',
      'El código postal no corresponde a la provincia elegida',
    ],
    // Córdoba's four digits with the province left at CABA.
    [{ postalCode: '5000' }, 'delivery.address.postalCode', 'El código postal no corresponde a la provincia elegida'],
    [{ province: 'Capital' }, 'delivery.address.province', 'Elige la provincia'],
    [{ number: 'cerca de la plaza' }, 'delivery.address.number', 'Escribe el número de la calle (o "S/N" si no tiene)'],
    [{ street: '' }, 'delivery.address.street', 'Escribe la calle'],
    [{ city: undefined }, 'delivery.address.city', 'Escribe la localidad'],
  ])('%o is refused naming the field, and nothing is saved', async (over, field, message) => {
    const before = await ordersOf(shop);
    const res = await order(shop, { delivery: { method: 'shipping', address: address(over) } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field, message });
    expect(await ordersOf(shop)).toBe(before);
  });

  it('takes "S/N", a plain four-digit code and no piso/depto', async () => {
    const res = await order(shop, {
      delivery: { method: 'shipping', address: address({ number: 's/n', postalCode: '1425', unit: '' }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await shopperPage(shop, res.json().orderUrl)).delivery.addressText).toBe(
      'Av. Siempreviva S/N, 1425 Palermo, Ciudad Autónoma de Buenos Aires',
    );
  });
});

describe('query budget', () => {
  it('an order with delivery sends the same three statements besides BEGIN and COMMIT (docs: query-budget.test.ts)', async () => {
    t.setJobs('manual');
    const before = t.queries.length;
    const res = await order(shop, {
      delivery: { method: 'shipping', address: address({ postalCode: 'B1640ABC', city: 'Martínez', province: 'B' }) },
    });
    const sent = t.queries.length - before;
    t.setJobs('after-request');
    expect(res.statusCode, res.body).toBe(201);
    expect(sent).toBe(3);
  });
});
