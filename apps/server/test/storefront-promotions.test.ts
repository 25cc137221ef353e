import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * A promotion's price before, brand, tags and barcode in the public API
 * (docs/product/storefront.md, "Precio anterior"): what cards, product pages
 * and cart lines show as "Antes $X". A price before that is not above the
 * price (the price rose since) is no promotion and is not given.
 */
let t: TestApp;
let owner: Browser;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let productId: string;
let variantIds: string[];
const anon = () => new Browser(t.app, 'https://otro-sitio.example');
const API = '/api/public/stores/promo-sur';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  owner = await signUpConfirmed(t, 'promo@example.com');
  shop = await catalogueFixture(owner, 'Promo Sur');
  const [red, blue] = shop.productBody().variants;
  const created = await owner.post(
    '/api/catalogue/products',
    shop.productBody({
      name: 'Campera Rompeviento',
      brand: 'Topper',
      tags: ['abrigo', 'invierno'],
      variants: [
        { ...red, barcode: '7790000000027', compareAtPriceCents: 1_250_000 },
        { ...blue, compareAtPriceCents: 2_100_000 },
      ],
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  productId = created.json().product.id;
  variantIds = created.json().product.variants.map((v: { id: string }) => v.id);
}, 120_000);
afterAll(() => t.close());

describe('a promotion in the public API', () => {
  it("gives the card the price before of its cheapest variant, the product each variant's, and cart lines theirs", async () => {
    const card = (await anon().get(`${API}/products`)).json().items.find((i: { id: string }) => i.id === productId);
    expect(card).toMatchObject({ minPriceCents: 1_000_000, maxPriceCents: 1_050_000, compareAtPriceCents: 1_250_000 });

    const product = (await anon().get(`${API}/products/${productId}`)).json();
    expect(product).toMatchObject({ brand: 'Topper', tags: ['abrigo', 'invierno'] });
    expect(
      product.variants.map(
        (v: { finalPriceCents: number; compareAtPriceCents: number | null; barcode: string | null }) => [
          v.finalPriceCents,
          v.compareAtPriceCents,
          v.barcode,
        ],
      ),
    ).toEqual([
      [1_000_000, 1_250_000, '7790000000027'],
      [1_050_000, 2_100_000, null],
    ]);

    const cart = (await anon().get(`${API}/variants?ids=${variantIds.join(',')}`)).json();
    expect(
      cart.variants.map((v: { id: string; compareAtPriceCents: number | null }) => [v.id, v.compareAtPriceCents]),
    ).toEqual([
      [variantIds[0], 1_250_000],
      [variantIds[1], 2_100_000],
    ]);
  });

  it('gives no price before once the price has risen to it or above', async () => {
    await t.db.db.updateTable('products').set({ price_cents: 1_250_000 }).where('id', '=', productId).execute();
    const card = (await anon().get(`${API}/products`)).json().items.find((i: { id: string }) => i.id === productId);
    expect(card).toMatchObject({ minPriceCents: 1_250_000, compareAtPriceCents: null });
    const product = (await anon().get(`${API}/products/${productId}`)).json();
    expect(product.variants.map((v: { compareAtPriceCents: number | null }) => v.compareAtPriceCents)).toEqual([
      null,
      2_100_000,
    ]);
    const cart = (await anon().get(`${API}/variants?ids=${variantIds[0]}`)).json();
    expect(cart.variants[0].compareAtPriceCents).toBeNull();
  });
});
