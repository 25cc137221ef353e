import { XMLParser } from 'fast-xml-parser';
import { PRODUCT_IMAGES_MAX } from '@vidriera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_REQUESTS_PER_ADDRESS } from '../src/modules/storefront/feed-route';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, TEST_ORIGIN, type TestApp } from './helpers/test-app';

/*
 * The product feed Meta Commerce Manager and Google Merchant Center read
 * (docs/product/catalogue.md, "Feed de productos"), parsed by an XML parser
 * and checked item by item against the store's data as the public API and
 * the owner's API give it.
 */
let t: TestApp;
let owner: Browser;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
const anon = () => new Browser(t.app, 'https://otro-sitio.example');
const FEED = '/api/public/stores/feria-del-sur/feed.xml';

interface FeedItem {
  'g:id': string;
  'g:item_group_id': string;
  title: string;
  description: string;
  link: string;
  'g:image_link'?: string;
  'g:additional_image_link'?: string[];
  'g:availability': string;
  'g:price': string;
  'g:sale_price'?: string;
  'g:brand': string;
  'g:gtin'?: string;
  'g:identifier_exists'?: string;
  'g:condition': string;
  'g:color'?: string;
  'g:size'?: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'g:additional_image_link',
});

async function readFeed() {
  const res = await anon().get(FEED);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  const doc = parser.parse(res.body);
  return { res, doc, items: (doc.rss.channel.item ?? []) as FeedItem[] };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  owner = await signUpConfirmed(t, 'feria@example.com');
  shop = await catalogueFixture(owner, 'Feria del Sur');
  await owner.put('/api/stores/mine', { name: 'Feria del Sur & "Cía" <1>', whatsappNumber: '1155550000' });
  const remera = (
    await owner.post(
      '/api/catalogue/products',
      shop.productBody({ name: 'Remera <b>lisa</b> & fina', description: 'Algodón "peinado"' }),
    )
  ).json().product;
  await t.db.db
    .insertInto('product_images')
    .values({ store_id: shop.store.id, product_id: remera.id, position: 0, url: '/uploads/products/remera' })
    .execute();
  // Sold out: stock 0 on both variants.
  const buzo = await owner.post(
    '/api/catalogue/products',
    shop.productBody({
      name: 'Buzo agotado',
      description: '',
      variants: shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-agotado`, stock: 0 })),
    }),
  );
  // A product without attributes or SKU: one variant, its id is the item's.
  const gorra = await owner.post(
    '/api/catalogue/products',
    shop.productBody({
      name: 'Gorra',
      categoryId: null,
      attributeIds: [],
      variants: [{ stock: 3, priceAdjustmentCents: 0, values: [] }],
    }),
  );
  // Every item has a picture (a product without any is left out: feed-without-pictures.test.ts).
  const pictured = [buzo, gorra].map((res, i) => ({
    store_id: shop.store.id,
    product_id: res.json().product.id as string,
    position: 0,
    url: `/uploads/products/p${i}`,
  }));
  await t.db.db.insertInto('product_images').values(pictured).execute();
  await owner.post(
    '/api/catalogue/products',
    shop.productBody({
      name: 'Oculto',
      isActive: false,
      variants: shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-oculto` })),
    }),
  );
}, 120_000);
afterAll(() => t.close());

describe('product feed', () => {
  it('is RSS 2.0 with the g: namespace, the store as its channel, and may be shared by caches', async () => {
    const { res, doc } = await readFeed();
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(doc.rss['@_version']).toBe('2.0');
    expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(doc.rss.channel.title).toBe('Feria del Sur & "Cía" <1>');
    expect(doc.rss.channel.link).toBe('http://feria-del-sur.tiendas.localhost:3000/');
    expect(res.headers['cache-control']).toContain('public');
  });

  it("has one item per active variant of an active product, every field matching the store's data", async () => {
    const { items } = await readFeed();
    const catalogue = (await anon().get('/api/public/stores/feria-del-sur/products')).json().items as { id: string }[];
    const products = await Promise.all(
      catalogue.map(async (c) => (await anon().get(`/api/public/stores/feria-del-sur/products/${c.id}`)).json()),
    );
    const expected = products.flatMap((product) =>
      product.variants.map(
        (variant: {
          id: string;
          sku: string | null;
          finalPriceCents: number;
          availableStock: number | null;
          values: { attributeId: string; value: string }[];
        }) => {
          const valueOf = (attributeId: string) => variant.values.find((v) => v.attributeId === attributeId)?.value;
          const values = variant.values.map((v) => v.value);
          return {
            'g:id': variant.sku ?? variant.id,
            'g:item_group_id': product.id,
            title: values.length ? `${product.name} (${values.join(', ')})` : product.name,
            description: product.description || product.name,
            link: `http://feria-del-sur.tiendas.localhost:3000/product/${product.slug}?variante=${variant.id}`,
            ...(product.images[0] ? { 'g:image_link': `${TEST_ORIGIN}${product.images[0]}-og.jpg` } : {}),
            'g:availability':
              variant.availableStock === null || variant.availableStock > 0 ? 'in stock' : 'out of stock',
            'g:price': `${(variant.finalPriceCents / 100).toFixed(2)} ARS`,
            'g:brand': 'Feria del Sur & "Cía" <1>',
            'g:identifier_exists': 'no',
            'g:condition': 'new',
            ...(valueOf(shop.color.id) ? { 'g:color': valueOf(shop.color.id) } : {}),
            ...(valueOf(shop.size.id) ? { 'g:size': valueOf(shop.size.id) } : {}),
          };
        },
      ),
    );
    expect(items).toHaveLength(5);
    expect(items).toEqual(expected);
    for (const item of items) {
      for (const field of [
        'g:id',
        'g:item_group_id',
        'title',
        'description',
        'link',
        'g:availability',
        'g:price',
        'g:brand',
        'g:condition',
      ] as const) {
        expect(item[field], `${item['g:id']} ${field}`).toBeTruthy();
      }
      expect(item['g:price']).toMatch(/^\d+\.\d{2} ARS$/);
    }
  });

  it('reads the spreadsheet-style cases right: escaped text, sold out, colour and size, price with the adjustment', async () => {
    const { items } = await readFeed();
    const red = items.find((i) => i['g:id'] === 'feria-del-sur-R-S');
    expect(red).toMatchObject({
      title: 'Remera <b>lisa</b> & fina (Rojo, S)',
      description: 'Algodón "peinado"',
      'g:color': 'Rojo',
      'g:size': 'S',
      'g:price': '10000.00 ARS',
      'g:availability': 'in stock',
    });
    expect(items.find((i) => i['g:id'] === 'feria-del-sur-A-M')).toMatchObject({
      'g:price': '10500.00 ARS',
      'g:color': 'Azul',
      'g:size': 'M',
    });
    expect(items.filter((i) => i.title.startsWith('Buzo agotado')).map((i) => i['g:availability'])).toEqual([
      'out of stock',
      'out of stock',
    ]);
    expect(items.find((i) => i.title === 'Gorra')).not.toHaveProperty('g:color');
    expect(JSON.stringify(items)).not.toContain('Oculto');
  });

  it("carries what the merchant brings: the product's brand, a GTIN or identifier_exists no, every picture, the promotion as price and sale_price", async () => {
    const [red, blue] = shop.productBody().variants;
    const created = await owner.post(
      '/api/catalogue/products',
      shop.productBody({
        name: 'Zapatilla Topper',
        brand: 'Topper',
        variants: [
          { ...red, sku: 'ZT-R-S', barcode: '7790000000027', compareAtPriceCents: 1_250_000 },
          { ...blue, sku: 'ZT-A-M', barcode: 'PROPIO-1' },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product;
    const urls = Array.from({ length: PRODUCT_IMAGES_MAX }, (_, i) => `/uploads/products/zt${i}`);
    await t.db.db
      .insertInto('product_images')
      .values(urls.map((url, position) => ({ store_id: shop.store.id, product_id: product.id, position, url })))
      .execute();
    const blueId = product.variants[1].id as string;
    await t.db.db
      .updateTable('product_variants')
      .set({ images: JSON.stringify([urls[3]]) as never })
      .where('id', '=', blueId)
      .execute();

    const { items } = await readFeed();
    const onSale = items.find((i) => i['g:id'] === 'ZT-R-S');
    const plain = items.find((i) => i['g:id'] === 'ZT-A-M');
    const jpeg = (url: string | undefined) => `${TEST_ORIGIN}${url}-og.jpg`;
    expect(onSale).toMatchObject({
      'g:brand': 'Topper',
      'g:gtin': '7790000000027',
      'g:price': '12500.00 ARS',
      'g:sale_price': '10000.00 ARS',
      'g:image_link': jpeg(urls[0]),
    });
    expect(onSale?.['g:additional_image_link']).toEqual(urls.slice(1).map(jpeg));
    expect(onSale).not.toHaveProperty('g:identifier_exists');
    // A shop's own code is no GTIN; no promotion, no sale price; the variant's own picture first, then the rest of its product's.
    expect(plain).toMatchObject({
      'g:brand': 'Topper',
      'g:identifier_exists': 'no',
      'g:price': '10500.00 ARS',
      'g:image_link': jpeg(urls[3]),
    });
    expect(plain).not.toHaveProperty('g:gtin');
    expect(plain).not.toHaveProperty('g:sale_price');
    expect(plain?.['g:additional_image_link']).toEqual(urls.filter((u) => u !== urls[3]).map(jpeg));
    // Every item's link opens its product page on that variant.
    const detail = (await anon().get(`/api/public/stores/feria-del-sur/products/${product.id}`)).json();
    expect(onSale?.link).toBe(
      `http://feria-del-sur.tiendas.localhost:3000/product/${detail.slug}?variante=${product.variants[0].id}`,
    );
    expect(plain?.link).toBe(`http://feria-del-sur.tiendas.localhost:3000/product/${detail.slug}?variante=${blueId}`);

    // A price raised above the price before ends the promotion everywhere.
    await t.db.db.updateTable('products').set({ price_cents: 1_300_000 }).where('id', '=', product.id).execute();
    const raised = (await readFeed()).items.find((i) => i['g:id'] === 'ZT-R-S');
    expect(raised).toMatchObject({ 'g:price': '13000.00 ARS' });
    expect(raised).not.toHaveProperty('g:sale_price');
    await t.db.db.deleteFrom('products').where('id', '=', product.id).execute();
  });

  it('follows stock: a variant whose units are all reserved by an order is out of stock', async () => {
    const before = (await readFeed()).items.find((i) => i.title === 'Gorra');
    expect(before?.['g:availability']).toBe('in stock');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/public/stores/feria-del-sur/orders',
      headers: { origin: 'http://feria-del-sur.tiendas.localhost:3000', 'idempotency-key': 'feed-gorra-1' },
      payload: {
        items: [{ variantId: before?.['g:id'], quantity: 3 }],
        customerName: 'Rocío',
        customerPhone: '11 4444-5555',
      },
    });
    expect(order.statusCode).toBe(201);
    expect((await readFeed()).items.find((i) => i.title === 'Gorra')?.['g:availability']).toBe('out of stock');
  });

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
