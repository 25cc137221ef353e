import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsv, shopWithProduct } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The catalogue's triggers that work a statement or a transaction at a time (migration 062): a product's main category
 * joins its categories for every row of an import's statement, and changing many variants in one transaction moves
 * the store's catalogue version once, while every change still shows on the next request.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof shopWithProduct>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  shop = await shopWithProduct(t, 'en-bloque@example.com', 'Tienda En Bloque');
}, 120_000);
afterAll(() => t.close());

const listed = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/stores/${shop.store.slug}/products${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { name: string; minPriceCents: number }[]; total: number };
};

const categoryId = async (name: string) =>
  (
    await t.db.db
      .selectFrom('categories')
      .select('id')
      .where('store_id', '=', shop.store.id)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

const catalogueVersion = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('stores')
        .select('catalogue_version')
        .where('id', '=', shop.store.id)
        .executeTakeFirstOrThrow()
    ).catalogue_version,
  );

describe('an import of many products', () => {
  it('lists each product under its category, and under its new one after the next import', async () => {
    const file = (category: (i: number) => string) =>
      `Producto;Categoría;Precio base;SKU;Stock\n${Array.from({ length: 30 }, (_, i) => `Buzo ${i};${category(i)};${1000 + i};B-${i};3`).join('\n')}`;
    expect((await importCsv(shop.owner, { csv: file((i) => (i % 2 ? 'Buzos' : 'Camperas')) })).json()).toEqual({
      created: 30,
      updated: 0,
    });
    expect((await listed(`?category=${await categoryId('Buzos')}&limit=48`)).total).toBe(15);
    expect((await listed(`?category=${await categoryId('Camperas')}&limit=48`)).total).toBe(15);

    expect((await importCsv(shop.owner, { csv: file(() => 'Abrigos') })).json()).toEqual({ created: 0, updated: 30 });
    expect((await listed(`?category=${await categoryId('Abrigos')}&limit=48`)).total).toBe(30);
  });
});

describe('many variants changed in one transaction', () => {
  it("moves the store's catalogue version once, and the next list shows every new price", async () => {
    const start = await catalogueVersion();
    await t.db.db.transaction().execute(async (trx) => {
      for (const [i, id] of shop.variantIds.entries()) {
        await trx
          .updateTable('product_variants')
          .set({ price_adjustment_cents: 10000 * (i + 1) })
          .where('id', '=', id)
          .execute();
      }
    });
    expect(shop.variantIds.length).toBeGreaterThan(1);
    expect(await catalogueVersion()).toBe(start + 1);
    const { price_cents: base } = await t.db.db
      .selectFrom('products')
      .select('price_cents')
      .where('id', '=', shop.productId)
      .executeTakeFirstOrThrow();
    // The list shows a product's lowest price: its base plus the smallest new adjustment.
    const remera = (await listed('?q=remera')).items.find((item) => item.name === 'Remera Lisa');
    expect(remera?.minPriceCents).toBe(Number(base) + 10000);
  });
});
