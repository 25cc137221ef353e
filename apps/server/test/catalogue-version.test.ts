import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopWithProduct } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The store's catalogue version (migration 060): what its searches and filters are made of is kept across orders,
 * which move only the stock; any change of the catalogue itself shows on the very next request.
 */
let t: TestApp;
let slug: string;
let storeId: string;
let productId: string;
let variantIds: string[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  const shop = await shopWithProduct(t, 'version@example.com', 'Tienda Versionada');
  slug = shop.store.slug;
  storeId = shop.store.id;
  productId = shop.productId;
  variantIds = shop.variantIds;
}, 120_000);
afterAll(() => t.close());

interface Listed {
  items: { name: string; availableStock: number }[];
  total: number;
  facets: { price: { minCents: number; maxCents: number } | null };
}

const list = async (query: string) => {
  const before = t.queries.length;
  const res = await t.app.inject({ method: 'GET', url: `/api/public/stores/${slug}/products${query}` });
  expect(res.statusCode).toBe(200);
  return { body: res.json() as Listed, queries: t.queries.length - before };
};

const versions = async () =>
  t.db.db
    .selectFrom('stores')
    .select(['pages_version', 'catalogue_version'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();

const order = async (key: string, quantity: number) => {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/public/stores/${slug}/orders`,
    headers: { origin: 'http://localhost:3000', 'idempotency-key': key },
    payload: {
      items: [{ variantId: variantIds[1], quantity }],
      customerName: 'Rocío Gómez',
      customerPhone: '1166667777',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
};

describe("the store's catalogue version", () => {
  it('stays where it was when an order reserves units and when the owner sets a stock, while the pages version moves', async () => {
    const before = await versions();
    await order('version-orden-1', 1);
    await t.db.db
      .updateTable('product_variants')
      .set({ stock: 9 })
      .where('id', '=', variantIds[1] ?? '')
      .execute();
    const after = await versions();
    expect(Number(after.pages_version)).toBeGreaterThan(Number(before.pages_version));
    expect(after.catalogue_version).toBe(before.catalogue_version);
  });

  it('moves with a product, a variant price and the synonyms', async () => {
    const start = Number((await versions()).catalogue_version);
    await t.db.db.updateTable('products').set({ brand: 'Nike' }).where('id', '=', productId).execute();
    expect(Number((await versions()).catalogue_version)).toBe(start + 1);
    await t.db.db
      .updateTable('product_variants')
      .set({ price_adjustment_cents: 90000 })
      .where('id', '=', variantIds[1] ?? '')
      .execute();
    expect(Number((await versions()).catalogue_version)).toBe(start + 2);
    await t.db.db
      .updateTable('stores')
      .set({ search_synonyms: 'camiseta, remera' })
      .where('id', '=', storeId)
      .execute();
    expect(Number((await versions()).catalogue_version)).toBe(start + 3);
  });
});

describe('a search after an order', () => {
  it('reads the stock and the cards again, not the words, the vocabulary nor the catalogue, and shows the new stock', async () => {
    const first = await list('?q=remera&talle=m');
    expect(first.body.items).toMatchObject([{ name: 'Remera Lisa' }]);
    const stock = first.body.items[0]?.availableStock ?? 0;
    await order('version-orden-2', 1);
    // Another address of the same words: nothing of this page was kept before.
    const after = await list('?q=remera&talle=m&color=azul');
    expect(after.body.items).toMatchObject([{ name: 'Remera Lisa', availableStock: stock - 1 }]);
    // The store's versions, the variants out of stock, the first reservation to expire, the page's cards.
    expect(after.queries).toBe(4);
  });

  it('shows a variant sold out of the size asked on the next request', async () => {
    await t.db.db
      .updateTable('product_variants')
      .set({ stock: 0 })
      .where('id', '=', variantIds[1] ?? '')
      .execute();
    expect((await list('?q=remera&talle=m&stock=1')).body.total).toBe(0);
    expect((await list('?q=remera&talle=s&stock=1')).body.total).toBe(1);
  });

  it("shows a variant's new price in the price filter on the next request", async () => {
    const before = (await list('?q=remera')).body.facets.price;
    await t.db.db
      .updateTable('product_variants')
      .set({ price_adjustment_cents: 200000 })
      .where('id', '=', variantIds[0] ?? '')
      .execute();
    const after = (await list('?q=remera')).body.facets.price;
    expect(after?.minCents).toBeGreaterThan(before?.minCents ?? Infinity);
  });
});
