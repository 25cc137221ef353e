import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import { catalogueFixture } from './catalogue';
import { appForFile, madeBeforeAll } from './file-app';
import { Browser, signUpConfirmed, type TestApp } from './test-app';

/* The product feed tests' store (product-feed-*.test.ts): "Feria del Sur", with its feed read by an XML parser. */

export const FEED = '/api/public/stores/feria-del-sur/feed.xml';

export interface FeedItem {
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

export const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'g:additional_image_link',
});

async function openFeriaDelSur(t: TestApp) {
  const owner = await signUpConfirmed(t, 'feria@example.com');
  const shop = await catalogueFixture(owner, 'Feria del Sur');
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
  return { owner, shop };
}

/** A test file's app with Feria del Sur opened in it before its tests, and what its tests use on it. */
export function feriaDelSurForFile() {
  const t = appForFile({ RATE_LIMIT: 'false' });
  let opened: Awaited<ReturnType<typeof openFeriaDelSur>> | undefined;
  const owner = madeBeforeAll(async () => (opened = await openFeriaDelSur(t)).owner);
  const shop = madeBeforeAll(async () => opened!.shop);
  const anon = () => new Browser(t.app, 'https://otro-sitio.example');
  async function readFeed() {
    const res = await anon().get(FEED);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const doc = parser.parse(res.body);
    return { res, doc, items: (doc.rss.channel.item ?? []) as FeedItem[] };
  }
  return { t, owner, shop, anon, readFeed };
}
