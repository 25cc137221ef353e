import { appForFile } from './file-app';
import { catalogueFixture, productWithStock } from './catalogue';
import { Browser, signUpConfirmed, type TestApp } from './test-app';

/* The store of the orders tests (orders-*.test.ts): one product of two variants, `stock` units each. */

export function ordersShops(t: TestApp) {
  let counter = 0;
  async function shop(stock = 5) {
    const owner = await signUpConfirmed(t, `pedidos${++counter}@example.com`);
    const fixture = await catalogueFixture(owner, `Pedidos ${counter}`);
    await owner.put('/api/stores/mine', {
      name: `Pedidos ${counter}`,
      whatsappNumber: '1155550000',
      maxPendingOrdersPerPhone: 100,
    });
    const { red, blue } = await productWithStock(owner, fixture, stock);
    const stockOf = async (id: string) =>
      (await t.db.db.selectFrom('product_variants').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
        .stock;
    const reserved = async (orderId: string) =>
      (
        await t.db.db.selectFrom('stock_reservations').select('quantity').where('order_id', '=', orderId).execute()
      ).reduce((s, r) => s + r.quantity, 0);
    const shopperOrder = async (quantity: number) =>
      (
        await new Browser(t.app).request(
          'POST',
          `/api/public/stores/${fixture.store.slug}/orders`,
          { items: [{ variantId: red, quantity }], customerName: 'Cliente Tienda', customerPhone: '1166667777' },
          { 'idempotency-key': `k-${Math.random()}` },
        )
      ).json().orderId as string;
    return { owner, fixture, red, blue, stockOf, reserved, shopperOrder };
  }
  return { shop };
}

/** An admin order's body: one line of `quantity` units at $9.999,00, paid in cash. */
export const adminBody = (variantId: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  customerName: 'Juana Pérez',
  customerEmail: '',
  customerPhone: '11 2222 3333',
  paymentMethod: 'cash',
  items: [{ variantId, quantity, unitPriceCents: 999900 }],
  ...extra,
});

/** The test file's app (no rate limits), and its stores. */
export function ordersFile() {
  const t = appForFile({ RATE_LIMIT: 'false' });
  return { t, ...ordersShops(t) };
}
