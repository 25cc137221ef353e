import { formatPrice, savedOrderTotal, shortOrderId, totalStepLines } from '@vidriera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, messageOf, SETTINGS } from './helpers/delivery-orders';
import { policyShops } from './helpers/policy-shops';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * One total everywhere (docs/product/orders.md, "How the total is made"): an
 * order with a discount code, a transfer discount and a shipping fee shows
 * the same steps in the WhatsApp message, the owner's and the shopper's
 * e-mails, the shopper's order page and the admin's detail.
 */
let t: TestApp;
const { openShop } = policyShops(() => t, 'Total');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
}, 120_000);
afterAll(() => t.close());

// 3 units of $10.000: $30.000, the code −10 % ($3.000), transfer 10 % of $27.000 ($2.700), CABA $1.500: $25.800.
const STEPS = [
  'Subtotal: $30.000,00',
  'Código DIEZ: -$3.000,00',
  'Descuento por transferencia: -$2.700,00',
  'Envío: $1.500,00',
  'Total: $25.800,00',
];

describe('an order with a code, a transfer discount and a shipping fee', () => {
  it('shows the same steps of its total in every text and page', async () => {
    const shop = await openShop(50);
    expect((await shop.owner.put('/api/stores/mine/delivery', SETTINGS)).statusCode).toBe(200);
    await shop.owner.put('/api/stores/mine/payment', {
      paymentMethods: ['transfer', 'cash'],
      transferHolder: 'Paula',
      transferDiscountPercent: 10,
    });
    await shop.owner.put('/api/stores/mine', {
      name: 'Tienda Total 1',
      whatsappNumber: '+54 9 11 5555-0000',
      cbu: 'alias.paula',
    });
    expect(
      (await shop.owner.post('/api/discount-codes', { code: 'DIEZ', kind: 'percent', value: 10 })).statusCode,
    ).toBe(201);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/stores/${shop.slug}/orders`,
      remoteAddress: '198.51.100.7',
      headers: { 'idempotency-key': 'un-total-clave-1' },
      payload: {
        items: [{ variantId: shop.variants[0]?.id, quantity: 3 }],
        customerName: 'Rocío Total',
        customerPhone: '11 5000-1234',
        customerEmail: 'rocio.total@example.com',
        discountCode: 'diez',
        paymentMethod: 'transfer',
        delivery: { method: 'shipping', address: address() },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, orderUrl, whatsappUrl } = res.json() as { orderId: string; orderUrl: string; whatsappUrl: string };

    // The WhatsApp message: the steps one after another, the total in bold.
    expect(messageOf(whatsappUrl)).toContain([...STEPS.slice(0, -1), `*${STEPS.at(-1)}*`].join('\n'));

    // The owner's and the shopper's e-mails, as text and as HTML paragraphs.
    const number = shortOrderId(orderId);
    const owner = t.mails.find((m) => m.subject === `Nuevo pedido #${number} en Tienda Total 1`);
    const shopper = t.mails.find((m) => m.to === 'rocio.total@example.com');
    for (const mail of [owner, shopper]) {
      expect(mail?.text).toContain(STEPS.join('\n'));
      expect(mail?.html).toContain(STEPS.map((step) => `<p>${step}</p>`).join(''));
    }

    // The shopper's page and the admin's detail draw the steps of the one function from the amounts they receive.
    const token = new URL(orderUrl).searchParams.get('token');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/public/stores/${shop.slug}/orders/${orderId}?token=${token}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(totalStepLines(savedOrderTotal(page.json().order ?? page.json()), formatPrice)).toEqual(STEPS);
    const detail = (await shop.owner.get(`/api/orders/${orderId}`)).json().order;
    expect(totalStepLines(savedOrderTotal(detail), formatPrice)).toEqual(STEPS);
  });
});
