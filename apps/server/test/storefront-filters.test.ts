import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * The catalogue's filters through the public API (docs/product/storefront.md, "Filtros"): colour and size in one
 * variant in stock, brand, price, "Solo con stock", each value with its count, combined; and the address's mistakes
 * answered in Spanish.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
const anon = () => new Browser(t.app, 'https://otro-sitio.example');
interface Page {
  items: { name: string; variantId: string | null }[];
  total: number;
  facets: {
    attributes: { key: string; name: string; values: { key: string; name: string; count: number }[] }[];
    brands: { key: string; name: string; count: number }[];
    categories: { name: string; count: number }[];
    price: { minCents: number; maxCents: number } | null;
    inStock: number;
  };
}
const list = async (query: string) => {
  const res = await anon().get(`/api/public/stores/${shop.store.slug}/products?${query}`);
  expect(res.statusCode, query).toBe(200);
  return res.json() as Page;
};
const names = async (query: string) => (await list(query)).items.map((i) => i.name).sort();
const counts = (page: Page, key: string) =>
  Object.fromEntries(page.facets.attributes.find((a) => a.key === key)?.values.map((v) => [v.key, v.count]) ?? []);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  const owner = await signUpConfirmed(t, 'filtros@example.com');
  shop = await catalogueFixture(owner, 'Tienda de Filtros');
  await owner.put('/api/stores/mine', { name: 'Tienda de Filtros', whatsappNumber: '1155550000' });
  const { color, size, value } = shop;
  let n = 0;
  const variant = (colour: string, talle: string, stock: number) => ({
    sku: `F-${n++}`,
    stock,
    priceAdjustmentCents: 0,
    values: [
      { attributeId: color.id, attributeValueId: value(color, colour) },
      { attributeId: size.id, attributeValueId: value(size, talle) },
    ],
  });
  const add = (name: string, brand: string, priceCents: number, variants: ReturnType<typeof variant>[]) =>
    owner.post(
      '/api/catalogue/products',
      shop.productBody({
        name,
        brand,
        priceCents,
        variants,
        categoryId: name.startsWith('Remera') ? shop.category.id : null,
      }),
    );
  // Red S and blue M in stock; blue S sold out: "azul" and "S" are both there, never in one variant for sale.
  await add('Remera Roja', 'Nike', 1_000_000, [variant('rojo', 'S', 3), variant('azul', 'S', 0)]);
  await add('Remera Azul', 'Adidas', 2_000_000, [variant('azul', 'M', 2)]);
  await add('Buzo Azul', 'Nike', 3_000_000, [variant('azul', 'S', 1), variant('rojo', 'M', 1)]);
  await add('Buzo Agotado', 'Topper', 4_000_000, [variant('rojo', 'S', 0)]);
}, 120_000);
afterAll(() => t.close());

describe('catalogue filters', () => {
  it('offers each colour, size and brand with how many products have it in stock, and the price span', async () => {
    const all = await list('');
    expect(all.total).toBe(4);
    expect(counts(all, 'color')).toEqual({ rojo: 2, azul: 2 });
    expect(counts(all, 'talle')).toEqual({ s: 2, m: 2 });
    expect(Object.fromEntries(all.facets.brands.map((b) => [b.key, b.count]))).toEqual({
      nike: 2,
      adidas: 1,
      topper: 1,
    });
    expect(all.facets.price).toEqual({ minCents: 1_000_000, maxCents: 4_000_000 });
    expect(all.facets.inStock).toBe(3);
  });

  it('finds products with a variant in stock of the chosen colour and size, and links to that variant', async () => {
    expect(await names('color=azul&talle=s')).toEqual(['Buzo Azul']);
    const page = await list('color=azul&talle=s');
    const chosen = await t.db.db
      .selectFrom('product_variants')
      .select('id')
      .where('sku', '=', 'F-3')
      .executeTakeFirstOrThrow();
    expect(page.items[0]?.variantId).toBe(chosen.id);
    // Several values of one attribute widen the list; a second attribute narrows it.
    expect(await names('color=azul&color=rojo&talle=m')).toEqual(['Buzo Azul', 'Remera Azul']);
  });

  it("counts a filter's values as if it were not chosen, so a shopper can add another", async () => {
    const page = await list('talle=m');
    expect(counts(page, 'talle')).toEqual({ s: 2, m: 2 });
    expect(counts(page, 'color')).toEqual({ azul: 1, rojo: 1 });
  });

  it('combines brand, price in pesos and "Solo con stock" with the words searched', async () => {
    expect(await names('marca=nike')).toEqual(['Buzo Azul', 'Remera Roja']);
    expect(await names('precio=15000-35000')).toEqual(['Buzo Azul', 'Remera Azul']);
    expect(await names('precio=-10000')).toEqual(['Remera Roja']);
    expect(await names('stock=1&marca=topper&marca=nike')).toEqual(['Buzo Azul', 'Remera Roja']);
    expect(await names('q=buzo&marca=nike')).toEqual(['Buzo Azul']);
    expect((await list('q=remera')).facets.brands.map((b) => b.key).sort()).toEqual(['adidas', 'nike']);
  });

  it('finds a colour and size typed in the words in one variant in stock: "remera azul s" finds none', async () => {
    expect(await names('q=remera%20azul%20s')).toEqual([]);
    expect(await names('q=remera%20azul%20m')).toEqual(['Remera Azul']);
    expect(await names('q=azul%20talle%20s')).toEqual(['Buzo Azul']);
  });

  it('finds a colour typed alone in the products with it in stock, those whose name says it first', async () => {
    // Buzo Azul is newer, and has red in stock; Buzo Agotado's red is sold out.
    expect((await list('q=rojo')).items.map((i) => i.name)).toEqual(['Remera Roja', 'Buzo Azul']);
    expect((await list('q=azul')).items.map((i) => i.name)).toEqual(['Buzo Azul', 'Remera Azul']);
  });

  it('ignores names no value has, and refuses a malformed price, stock or a flood of values in Spanish', async () => {
    expect((await list('color=verde')).total).toBe(4);
    expect((await list('sabor=frutilla')).total).toBe(4);
    for (const [query, message] of [
      ['precio=barato', 'El precio va como mínimo-máximo, en pesos (por ejemplo 1000-5000)'],
      ['stock=2', 'Para ver solo productos con stock usa stock=1'],
      [Array.from({ length: 21 }, (_, i) => `talle=${i}`).join('&'), 'Demasiados valores en un filtro'],
      [`color=${'a'.repeat(61)}`, 'Valor de filtro demasiado largo'],
    ]) {
      const res = await anon().get(`/api/public/stores/${shop.store.slug}/products?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
  });

  it("follows a variant's colour however it changes, at once", async () => {
    const { color, value } = shop;
    const recolour = (from: string, to: string) =>
      t.db.db
        .updateTable('variant_values')
        .set({ attribute_value_id: value(color, to) })
        .where('attribute_value_id', '=', value(color, from))
        .where('variant_id', 'in', (q) => q.selectFrom('product_variants').select('id').where('sku', '=', 'F-3'))
        .execute();
    expect(await names('color=azul&talle=s')).toEqual(['Buzo Azul']);
    await recolour('azul', 'rojo');
    expect(await names('color=azul&talle=s')).toEqual([]);
    expect(await names('color=rojo&talle=s')).toEqual(['Buzo Azul', 'Remera Roja']);
    expect(counts(await list('talle=s'), 'color')).toEqual({ rojo: 2 });
    await recolour('rojo', 'azul');
    expect(await names('color=azul&talle=s')).toEqual(['Buzo Azul']);
  });
});
