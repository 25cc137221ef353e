import { appForFile } from './file-app';
import { expect } from 'vitest';
import { catalogueFixture, productWithStock } from './catalogue';
import { Browser, signUpConfirmed, type TestApp } from './test-app';

/* The stores of the order-to-cash tests (order-to-cash-*.test.ts): one product of two variants, transfer and cash. */

export interface ShopOptions {
  stock?: number;
  settings?: Record<string, unknown>;
}

/** How many stores were opened: the last one is "Cobros {counter}", its owner cobros{counter}@example.com. */
export let counter = 0;

export function cashShops(t: TestApp) {
  async function shop({ stock = 5, settings = {} }: ShopOptions = {}) {
    const email = `cobros${++counter}@example.com`;
    const owner = await signUpConfirmed(t, email);
    const fixture = await catalogueFixture(owner, `Cobros ${counter}`);
    const saved = await owner.put('/api/stores/mine', {
      name: `Cobros ${counter}`,
      whatsappNumber: '1155550000',
      cbu: 'mi.tienda.mp',
      maxPendingOrdersPerPhone: 100,
      ...(settings.cbu !== undefined ? { cbu: settings.cbu } : {}),
    });
    expect(saved.statusCode).toBe(200);
    const { cbu: _, ...payment } = settings;
    const paid = await owner.put('/api/stores/mine/payment', { paymentMethods: ['transfer', 'cash'], ...payment });
    expect(paid.statusCode, paid.body).toBe(200);
    const { productId, red, blue } = await productWithStock(owner, fixture, stock);
    const order = async (body: Record<string, unknown> = {}) =>
      new Browser(t.app).request(
        'POST',
        `/api/public/stores/${fixture.store.slug}/orders`,
        {
          items: [{ variantId: red, quantity: 1 }],
          customerName: 'Rocío Gómez',
          customerPhone: '11 6666-7777',
          ...body,
        },
        { 'idempotency-key': `k-${Math.random()}` },
      );
    return { owner, email, fixture, slug: fixture.store.slug, productId, red, blue, order };
  }
  return { shop };
}

export const tokenOf = (orderUrl: string) => new URL(orderUrl).searchParams.get('token') ?? '';
export const messageOf = (whatsappUrl: string) => new URL(whatsappUrl).searchParams.get('text') ?? '';

/** The test file's app (no rate limits), and its stores. */
export function cashShopsFile() {
  const t = appForFile({ RATE_LIMIT: 'false' });
  return { t, ...cashShops(t) };
}
