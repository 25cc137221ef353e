import { catalogueFixture } from './catalogue';
import { Browser, signUpConfirmed, type TestApp } from './test-app';
import { appForFile, madeBeforeAll } from './file-app';

/* The storefront tests' store (storefront-*.test.ts): "Vitrina Norte", 13 active products and a hidden one. */

export type VitrinaShop = Awaited<ReturnType<typeof catalogueFixture>> & { owner: Browser };

export async function openVitrinaNorte(t: TestApp): Promise<VitrinaShop> {
  const owner = await signUpConfirmed(t, 'vitrina@example.com');
  const shop = { owner, ...(await catalogueFixture(owner, 'Vitrina Norte')) };
  await owner.put('/api/stores/mine', { name: 'Vitrina Norte', whatsappNumber: '+54 9 11 5555-0000' });
  for (let i = 0; i < 13; i++) {
    await owner.post(
      '/api/catalogue/products',
      shop.productBody({
        name: `Producto número ${i + 1}`,
        variants: shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-${i}` })),
      }),
    );
  }
  await owner.post(
    '/api/catalogue/products',
    shop.productBody({ name: 'Oculto', isActive: false, categoryId: null, attributeIds: [], variants: [{ stock: 4 }] }),
  );
  return shop;
}

/** A browser on another site. */
export const anonOf = (t: TestApp) => () => new Browser(t.app, 'https://otro-sitio.example');

/** How many SQL queries `run` sends. */
export function queryCounter(t: TestApp) {
  return async function countQueries(run: () => Promise<unknown>) {
    const before = t.queries.length;
    await run();
    return t.queries.length - before;
  };
}

/** Orders at Vitrina Norte, and fresh variants to order. */
export function vitrinaOrders(t: TestApp, shop: VitrinaShop) {
  /** A shopper on the store's own address; each order key has its own phone, so the pending-orders-per-phone limit stays out of the way. */
  const shopper = () => new Browser(t.app, 'http://vitrina-norte.tiendas.localhost:3000');
  const phoneFor = (key: string) =>
    `11 ${String([...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1e8, 7)).padStart(8, '0')}`;
  const order = (items: { variantId: string; quantity: number }[], key: string, extra: Record<string, unknown> = {}) =>
    shopper().request(
      'POST',
      '/api/public/stores/vitrina-norte/orders',
      { items, customerName: 'Rocío', customerPhone: phoneFor(key), ...extra },
      { 'idempotency-key': key },
    );

  async function freshVariants(stock: number) {
    const product = (
      await shop.owner.post(
        '/api/catalogue/products',
        shop.productBody({
          name: `Para pedir ${Math.random().toString(36).slice(2, 7)}`,
          variants: shop.productBody().variants.map((v, i) => ({
            ...v,
            sku: `${v.sku}-o${Math.random().toString(36).slice(2, 8)}`,
            stock: i === 0 ? stock : 1,
          })),
        }),
      )
    ).json().product;
    return product.variants.map((v: { id: string }) => v.id) as string[];
  }
  return { shopper, phoneFor, order, freshVariants };
}

/** A test file's app with Vitrina Norte opened in it before its tests, and what its tests use on it. */
export function vitrinaNorteForFile() {
  const t = appForFile({ RATE_LIMIT: 'false' });
  const shop = madeBeforeAll(() => openVitrinaNorte(t));
  return { t, shop, anon: anonOf(t), countQueries: queryCounter(t), ...vitrinaOrders(t, shop) };
}
