import { expect } from 'vitest';
import type { Shop } from './policy-shops';
import type { TestApp } from './test-app';

/*
 * Storefront orders with delivery for the delivery tests (docs/product/orders.md,
 * "Delivery"): the settings they use, an address in CABA, and the order, its
 * shopper's page and the owner's list. One unit of the fixture's first variant
 * costs $10.000,00.
 */

export const UNIT = 1_000_000;
export const SETTINGS = {
  pickup: { enabled: true, points: [{ address: 'Av. Corrientes 1234, CABA', hours: 'Lunes a viernes de 10 a 18' }] },
  shipping: {
    enabled: true,
    freeAboveCents: 5 * UNIT,
    zones: [
      { name: 'CABA', provinces: ['C'], postalCodes: [], feeCents: 150_000 },
      { name: 'GBA', provinces: [], postalCodes: ['1600-1899', '1702'], feeCents: 250_000 },
      { name: 'Córdoba Capital', provinces: [], postalCodes: ['5000'], feeCents: 300_000 },
      { name: 'Interior', provinces: ['X', 'S'], postalCodes: [], feeCents: null },
      { name: 'Resto del país', provinces: [], postalCodes: [], feeCents: 500_000 },
    ],
  },
};

export const address = (over: Record<string, unknown> = {}) => ({
  street: 'Av. Siempreviva',
  number: '742',
  unit: '3° B',
  postalCode: 'C1425ABC',
  city: 'Palermo',
  province: 'C',
  ...over,
});

export const messageOf = (whatsappUrl: string) => new URL(whatsappUrl).searchParams.get('text') ?? '';

/** Orders of one test app, each from its own phone and client address; the shopper's page; the owner's count. */
export function deliveryOrders(app: () => TestApp, label: string) {
  let orders = 0;
  const order = (s: Shop, body: Record<string, unknown>, quantity = 1) => {
    orders++;
    return app().app.inject({
      method: 'POST',
      url: `/api/public/stores/${s.slug}/orders`,
      remoteAddress: `198.51.100.${orders % 250}`,
      headers: { 'idempotency-key': `${label}-${orders}-clave` },
      payload: {
        items: [{ variantId: s.variants[0]?.id, quantity }],
        customerName: 'Rocío Envíos',
        customerPhone: `11 ${String(50_000_000 + orders)}`,
        ...body,
      },
    });
  };
  const shopperPage = async (s: Shop, orderUrl: string) => {
    const url = new URL(orderUrl);
    const res = await app().app.inject({
      method: 'GET',
      url: `/api/public/stores/${s.slug}/orders/${url.pathname.split('/').at(-1)}?token=${url.searchParams.get('token')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ordersOf = async (s: Shop) => (await s.owner.get('/api/orders')).json().orders.length as number;
  return { order, shopperPage, ordersOf };
}
