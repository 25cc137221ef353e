import { expect } from 'vitest';
import { catalogueFixture } from './catalogue';
import { Browser, signUpConfirmed, type TestApp } from './test-app';

let counter = 0;

/** A store with one product (red S and blue M, `stock` units each) and its shoppers' orders (two units of red unless told otherwise). */
export async function informedShop(t: TestApp, stock = 5) {
  const owner = await signUpConfirmed(t, `informa${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  const name = `Informa ${counter}`;
  const fixture = await catalogueFixture(owner, name);
  expect(
    (await owner.put('/api/stores/mine', { name, whatsappNumber: '1155550000', maxPendingOrdersPerPhone: 100 }))
      .statusCode,
  ).toBe(200);
  const product = (
    await owner.post(
      '/api/catalogue/products',
      fixture.productBody({ variants: fixture.productBody().variants.map((v) => ({ ...v, stock })) }),
    )
  ).json().product;
  const red = product.variants[0].id as string;
  const blue = product.variants[1].id as string;
  const order = async (body: Record<string, unknown> = {}) => {
    const res = await new Browser(t.app).request(
      'POST',
      `/api/public/stores/${fixture.store.slug}/orders`,
      { items: [{ variantId: red, quantity: 2 }], customerName: 'Rocío Gómez', customerPhone: '11 6666-7777', ...body },
      { 'idempotency-key': `k-${Math.random()}` },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { orderId: string; orderUrl: string; totalCents: number };
  };
  return {
    owner,
    name,
    storeId: fixture.store.id,
    slug: fixture.store.slug,
    productId: product.id as string,
    productBody: fixture.productBody,
    red,
    blue,
    order,
  };
}
