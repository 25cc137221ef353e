import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture, importCsv } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, TEST_ORIGIN, type TestApp } from './helpers/test-app';

/*
 * A product's gender and age group (docs/product/catalogue.md, "Feed de
 * productos", migration 033): optional, sent in the feed on each of the
 * product's items only when the merchant set them, and kept by whatever
 * saves the product without naming them.
 */
let t: TestApp;
let owner: Browser;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
const FEED = '/api/public/stores/moda-sur/feed.xml';

interface FeedItem {
  'g:item_group_id': string;
  'g:gender'?: string;
  'g:age_group'?: string;
}
const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'item' });
async function feedItems(): Promise<FeedItem[]> {
  const res = await new Browser(t.app, TEST_ORIGIN).get(FEED);
  expect(res.statusCode).toBe(200);
  return parser.parse(res.body).rss.channel.item ?? [];
}
const detail = async (id: string) => (await owner.get(`/api/catalogue/products/${id}`)).json().product;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  owner = await signUpConfirmed(t, 'moda@example.com');
  const fixture = await catalogueFixture(owner, 'Moda Sur');
  // Every product has a picture: the feed leaves out one without (feed-without-pictures.test.ts).
  const picture = `/uploads/stores/${fixture.store.id}/product/0a2c1e9e-1111-4c1e-8a1a-00000000a201`;
  shop = { ...fixture, productBody: (overrides = {}) => fixture.productBody({ images: [picture], ...overrides }) };
}, 120_000);
afterAll(() => t.close());

describe('gender and age group', () => {
  it('go on every item of a product that has them, and on none of a product without them', async () => {
    const vestido = (
      await owner.post(
        '/api/catalogue/products',
        shop.productBody({ name: 'Vestido', gender: 'female', ageGroup: 'adult' }),
      )
    ).json().product;
    const variants = shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-liso` }));
    const liso = (await owner.post('/api/catalogue/products', shop.productBody({ name: 'Pañuelo', variants }))).json()
      .product;
    expect(await detail(vestido.id)).toMatchObject({ gender: 'female', ageGroup: 'adult' });
    expect(await detail(liso.id)).toMatchObject({ gender: null, ageGroup: null });

    const items = await feedItems();
    const of = (id: string) => items.filter((i) => i['g:item_group_id'] === id);
    expect(of(vestido.id)).toHaveLength(2);
    for (const item of of(vestido.id)) expect(item).toMatchObject({ 'g:gender': 'female', 'g:age_group': 'adult' });
    expect(of(liso.id)).toHaveLength(2);
    for (const item of of(liso.id)) {
      expect(item['g:gender']).toBeUndefined();
      expect(item['g:age_group']).toBeUndefined();
    }
  });

  it('refuses values Google does not take with a Spanish 422, and saves nothing', async () => {
    const before = (await owner.get('/api/catalogue/products')).json().products.length;
    const variants = shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-malo` }));
    const badGender = await owner.post(
      '/api/catalogue/products',
      shop.productBody({ name: 'Campera', gender: 'mujer', variants }),
    );
    expect(badGender.statusCode).toBe(422);
    expect(badGender.json()).toMatchObject({ field: 'gender', message: 'Elige un género de la lista' });
    const badAge = await owner.post(
      '/api/catalogue/products',
      shop.productBody({ name: 'Campera', ageGroup: 'teen', variants }),
    );
    expect(badAge.statusCode).toBe(422);
    expect(badAge.json()).toMatchObject({ field: 'ageGroup', message: 'Elige una edad de la lista' });
    expect((await owner.get('/api/catalogue/products')).json().products).toHaveLength(before);

    const saco = (
      await owner.post('/api/catalogue/products', shop.productBody({ name: 'Saco', gender: 'male', variants }))
    ).json().product;
    const { id, createdAt: _c, ...body } = await detail(saco.id);
    const res = await owner.put(`/api/catalogue/products/${id}`, { ...body, name: 'Saco largo', ageGroup: 'grande' });
    expect(res.statusCode).toBe(422);
    expect(await detail(id)).toMatchObject({ name: 'Saco', gender: 'male', ageGroup: null });
  });

  it('stay when the form or our own file saves the product without them, and null takes them away', async () => {
    const variants = shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-kids` }));
    const buzo = (
      await owner.post(
        '/api/catalogue/products',
        shop.productBody({ name: 'Buzo chico', gender: 'unisex', ageGroup: 'kids', variants }),
      )
    ).json().product;
    const { id, createdAt: _c, gender: _g, ageGroup: _a, ...body } = await detail(buzo.id);
    expect((await owner.put(`/api/catalogue/products/${id}`, { ...body, name: 'Buzo infantil' })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ name: 'Buzo infantil', gender: 'unisex', ageGroup: 'kids' });

    const csv = `Producto;Precio base;SKU;Stock\nBuzo infantil;12000;${variants[0]?.sku};4\nBuzo infantil;;${variants[1]?.sku};1`;
    expect((await importCsv(owner, { csv })).json()).toEqual({ created: 0, updated: 1 });
    expect(await detail(id)).toMatchObject({ priceCents: 1200000, gender: 'unisex', ageGroup: 'kids' });

    expect(
      (await owner.put(`/api/catalogue/products/${id}`, { ...body, gender: null, ageGroup: 'toddler' })).statusCode,
    ).toBe(200);
    expect(await detail(id)).toMatchObject({ gender: null, ageGroup: 'toddler' });
  });
});
