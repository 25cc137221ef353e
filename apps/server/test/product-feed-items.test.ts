import { PRODUCT_IMAGES_MAX } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from './helpers/test-app';
import { feriaDelSurForFile } from './helpers/feria-del-sur';

/*
 * The product feed Meta Commerce Manager and Google Merchant Center read
 * (docs/product/catalogue.md, "Feed de productos"), parsed by an XML parser
 * and checked item by item against the store's data as the public API and
 * the owner's API give it: its items.
 */
const { t, owner, shop, anon, readFeed } = feriaDelSurForFile();

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
});
