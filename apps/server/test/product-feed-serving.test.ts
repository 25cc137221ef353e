import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_REQUESTS_PER_ADDRESS } from '../src/modules/storefront/feed-route';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { FEED, feriaDelSurForFile, parser, type FeedItem } from './helpers/feria-del-sur';

/*
 * The product feed Meta Commerce Manager and Google Merchant Center read
 * (docs/product/catalogue.md, "Feed de productos"): who gets it, how it is
 * built and kept, and how often one address may ask.
 */
const { t, owner, shop, anon, readFeed } = feriaDelSurForFile();

describe('product feed', () => {
  it('is 404 for a store that does not exist or is not active', async () => {
    expect((await anon().get('/api/public/stores/no-existe/feed.xml')).statusCode).toBe(404);
  });

  it('is built once per store version, however many ask at once, sent again from memory, and built again once a product changes', async () => {
    const medias = await owner.post(
      '/api/catalogue/products',
      shop.productBody({
        name: 'Medias',
        attributeIds: [],
        variants: [{ sku: 'MED-1', stock: 4, priceAdjustmentCents: 0, values: [] }],
      }),
    );
    await t.db.db
      .insertInto('product_images')
      .values({
        store_id: shop.store.id,
        product_id: medias.json().product.id,
        position: 0,
        url: '/uploads/products/medias',
      })
      .execute();
    const builds = (from: number) => t.queries.slice(from).filter((q) => q.includes('as created_at_text')).length;
    let from = t.queries.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => anon().get(FEED)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(builds(from)).toBe(1);

    from = t.queries.length;
    const again = await readFeed();
    expect(builds(from), 'sent from memory').toBe(0);
    expect(t.queries.length - from, 'the store version is all it reads').toBe(1);
    expect(again.items.find((i) => i['g:id'] === 'MED-1')?.['g:price']).toBe('10000.00 ARS');

    const product = (await owner.get('/api/catalogue/products'))
      .json()
      .products.find((p: { name: string }) => p.name === 'Medias');
    const detail = (await owner.get(`/api/catalogue/products/${product.id}`)).json().product;
    expect(
      (
        await owner.put(`/api/catalogue/products/${product.id}`, {
          ...shop.productBody(),
          ...detail,
          priceCents: 1234500,
          categoryId: detail.categoryId ?? null,
        })
      ).statusCode,
    ).toBe(200);
    from = t.queries.length;
    expect((await readFeed()).items.find((i) => i['g:id'] === 'MED-1')?.['g:price']).toBe('12345.00 ARS');
    expect(builds(from)).toBe(1);
  });

  it('lists every product of a store of more than one page of them, each once, newest first', async () => {
    const many = await signUpConfirmed(t, 'muchos@example.com');
    const store = (await many.post('/api/stores', { name: 'Muchos Productos' })).json().store as {
      id: string;
      slug: string;
    };
    const at = Date.now();
    const products = await t.db.db
      .insertInto('products')
      .values(
        Array.from({ length: 600 }, (_, i) => ({
          store_id: store.id,
          name: `Producto ${i}`,
          price_cents: 1000,
          is_active: i % 100 !== 7,
          created_at: new Date(at - Math.floor(i / 3) * 1000),
        })),
      )
      .returning(['id', 'name'])
      .execute();
    // Every tenth product has no active variant: it has no item, and pages still count it.
    await t.db.db
      .insertInto('product_variants')
      .values(
        products.map((p, i) => ({
          store_id: store.id,
          product_id: p.id,
          sku: `M-${p.name.slice(9)}`,
          stock: 1,
          is_active: i % 10 !== 3,
          images: '["/uploads/products/m"]',
        })),
      )
      .execute();
    const res = await anon().get(`/api/public/stores/${store.slug}/feed.xml`);
    const items = (parser.parse(res.body).rss.channel.item ?? []) as FeedItem[];
    const expected = products
      .map((p, i) => ({ sku: `M-${p.name.slice(9)}`, i, created: Math.floor(i / 3), id: p.id }))
      .filter(({ i }) => i % 100 !== 7 && i % 10 !== 3)
      .sort((a, b) => a.created - b.created || (a.id < b.id ? -1 : 1))
      .map((p) => p.sku);
    expect(items.map((i) => i['g:id'])).toEqual(expected);
  });
});

describe('product feed limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
    const seller = await signUpConfirmed(limited, 'limite@example.com', 'tucan-verde-19', '10.0.0.9');
    await seller.post('/api/stores', { name: 'Feed Limitado' });
  }, 60_000);
  afterAll(() => limited.close());

  it(`answers 429 in Spanish once one address has asked ${FEED_REQUESTS_PER_ADDRESS.max} times in ${FEED_REQUESTS_PER_ADDRESS.windowSeconds / 60} minutes, and still answers another address`, async () => {
    const from = (address: string) =>
      limited.app.inject({ method: 'GET', url: '/api/public/stores/feed-limitado/feed.xml', remoteAddress: address });
    for (let i = 0; i < FEED_REQUESTS_PER_ADDRESS.max; i++) expect((await from('203.0.113.5')).statusCode).toBe(200);
    const refused = await from('203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Pediste el feed de esta tienda muchas veces. Espera unos minutos y vuelve a intentar.',
    });
    expect((await from('203.0.113.6')).statusCode).toBe(200);
  });
});
