import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  'g:availability': string;
  'g:price': string;
  'g:brand': string;
  'g:condition': string;
  'g:color'?: string;
  'g:size'?: string;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => name === 'item' });

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
  const remera = (await owner.post('/api/catalogue/products', shop.productBody({ name: 'Remera <b>lisa</b> & fina', description: 'Algodón "peinado"' }))).json().product;
  await t.db.db.insertInto('product_images').values({ store_id: shop.store.id, product_id: remera.id, position: 0, url: '/uploads/products/remera' }).execute();
  // Sold out: stock 0 on both variants.
  await owner.post('/api/catalogue/products', shop.productBody({
    name: 'Buzo agotado',
    description: '',
    variants: shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-agotado`, stock: 0 })),
  }));
  // A product without attributes or SKU: one variant, its id is the item's.
  await owner.post('/api/catalogue/products', shop.productBody({ name: 'Gorra', categoryId: null, attributeIds: [], variants: [{ stock: 3, priceAdjustmentCents: 0, values: [] }] }));
  await owner.post('/api/catalogue/products', shop.productBody({ name: 'Oculto', isActive: false, variants: shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-oculto` })) }));
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

  it('has one item per active variant of an active product, every field matching the store\'s data', async () => {
    const { items } = await readFeed();
    const catalogue = (await anon().get('/api/public/stores/feria-del-sur/products')).json().items as { id: string }[];
    const products = await Promise.all(catalogue.map(async (c) => (await anon().get(`/api/public/stores/feria-del-sur/products/${c.id}`)).json()));
    const expected = products.flatMap((product) =>
      product.variants.map((variant: { id: string; sku: string | null; finalPriceCents: number; availableStock: number | null; values: { attributeId: string; value: string }[] }) => {
        const valueOf = (attributeId: string) => variant.values.find((v) => v.attributeId === attributeId)?.value;
        const values = variant.values.map((v) => v.value);
        return {
          'g:id': variant.sku ?? variant.id,
          'g:item_group_id': product.id,
          title: values.length ? `${product.name} (${values.join(', ')})` : product.name,
          description: product.description || product.name,
          link: `http://feria-del-sur.tiendas.localhost:3000/product/${product.slug}`,
          ...(product.images[0] ? { 'g:image_link': `${TEST_ORIGIN}${product.images[0]}-og.jpg` } : {}),
          'g:availability': variant.availableStock === null || variant.availableStock > 0 ? 'in stock' : 'out of stock',
          'g:price': `${(variant.finalPriceCents / 100).toFixed(2)} ARS`,
          'g:brand': 'Feria del Sur & "Cía" <1>',
          'g:condition': 'new',
          ...(valueOf(shop.color.id) ? { 'g:color': valueOf(shop.color.id) } : {}),
          ...(valueOf(shop.size.id) ? { 'g:size': valueOf(shop.size.id) } : {}),
        };
      }),
    );
    expect(items).toHaveLength(5);
    expect(items).toEqual(expected);
    for (const item of items) {
      for (const field of ['g:id', 'g:item_group_id', 'title', 'description', 'link', 'g:availability', 'g:price', 'g:brand', 'g:condition'] as const) {
        expect(item[field], `${item['g:id']} ${field}`).toBeTruthy();
      }
      expect(item['g:price']).toMatch(/^\d+\.\d{2} ARS$/);
    }
  });

  it('reads the spreadsheet-style cases right: escaped text, sold out, colour and size, price with the adjustment', async () => {
    const { items } = await readFeed();
    const red = items.find((i) => i['g:id'] === 'feria-del-sur-R-S');
    expect(red).toMatchObject({ title: 'Remera <b>lisa</b> & fina (Rojo, S)', description: 'Algodón "peinado"', 'g:color': 'Rojo', 'g:size': 'S', 'g:price': '10000.00 ARS', 'g:availability': 'in stock' });
    expect(items.find((i) => i['g:id'] === 'feria-del-sur-A-M')).toMatchObject({ 'g:price': '10500.00 ARS', 'g:color': 'Azul', 'g:size': 'M' });
    expect(items.filter((i) => i.title.startsWith('Buzo agotado')).map((i) => i['g:availability'])).toEqual(['out of stock', 'out of stock']);
    expect(items.find((i) => i.title === 'Gorra')).not.toHaveProperty('g:color');
    expect(JSON.stringify(items)).not.toContain('Oculto');
  });

  it('follows stock: a variant whose units are all reserved by an order is out of stock', async () => {
    const before = (await readFeed()).items.find((i) => i.title === 'Gorra');
    expect(before?.['g:availability']).toBe('in stock');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/public/stores/feria-del-sur/orders',
      headers: { origin: 'http://feria-del-sur.tiendas.localhost:3000', 'idempotency-key': 'feed-gorra-1' },
      payload: { items: [{ variantId: before?.['g:id'], quantity: 3 }], customerName: 'Rocío', customerPhone: '11 4444-5555' },
    });
    expect(order.statusCode).toBe(201);
    expect((await readFeed()).items.find((i) => i.title === 'Gorra')?.['g:availability']).toBe('out of stock');
  });

  it('is 404 for a store that does not exist or is not active', async () => {
    expect((await anon().get('/api/public/stores/no-existe/feed.xml')).statusCode).toBe(404);
  });
});
