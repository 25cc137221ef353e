import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { TEST_TMP } from './helpers/test-database';

/*
 * A product page's schema.org Product (docs/product/storefront.md, "Datos
 * estructurados"): the price, availability and promotion the page and the
 * public API show, one Offer per variant on the page's address for that
 * variant, and a block no product name can break out of.
 */
mkdirSync(TEST_TMP, { recursive: true });
const dist = mkdtempSync(join(TEST_TMP, 'dist-json-ld-'));
let t: TestApp;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let zapatillaId: string;
let trapId: string;
const SHOP = 'pie-ligero.tiendas.localhost:3000';
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: SHOP } });
const anon = () => new Browser(t.app, 'https://otro-sitio.example');

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) =>
    JSON.parse(json ?? ''),
  );

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Vidriera</title></head><body></body></html>',
  );
  writeFileSync(
    join(dist, 'store.html'),
    '<!doctype html><html lang="es"><head><title>Vidriera</title><!--app-head--></head><body><!--store-page--></body></html>',
  );
  t = await createTestApp({ RATE_LIMIT: 'false' }, { webDistDir: dist });
  const owner = await signUpConfirmed(t, 'pie@example.com');
  shop = await catalogueFixture(owner, 'Pie Ligero');
  const [red, blue] = shop.productBody().variants;
  const created = await owner.post(
    '/api/catalogue/products',
    shop.productBody({
      name: 'Zapatilla Urbana',
      brand: 'Topper',
      variants: [
        { ...red, barcode: '7790000000027', compareAtPriceCents: 1_250_000 },
        { ...blue, barcode: 'PROPIO-1', stock: 0 },
      ],
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  zapatillaId = created.json().product.id;
  await t.db.db
    .insertInto('product_images')
    .values(
      [0, 1].map((position) => ({
        store_id: shop.store.id,
        product_id: zapatillaId,
        position,
        url: `/uploads/products/z${position}`,
      })),
    )
    .execute();
  const trap = await owner.post(
    '/api/catalogue/products',
    shop.productBody({
      name: '</script><script>alert(1)</script>',
      description: 'Línea\u2028nueva & 1 < 2 > 0',
      attributeIds: [],
      variants: [{ sku: 'T-1', stock: 1, priceAdjustmentCents: 0, values: [] }],
    }),
  );
  expect(trap.statusCode, trap.body).toBe(201);
  trapId = trap.json().product.id;
  // The store's logo, which a product without pictures shows in its previews and structured data.
  await t.db.db.updateTable('stores').set({ logo_url: '/uploads/logo/l0' }).where('id', '=', shop.store.id).execute();
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("a product page's structured data", () => {
  it("is Google's ProductGroup for variants: varies by colour and size, each variant a Product with its colour, size, prices, availability and promotion", async () => {
    const product = (await anon().get(`/api/public/stores/pie-ligero/products/${zapatillaId}`)).json();
    const res = await page(`/product/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const found = blocks(res.body);
    expect(found).toHaveLength(1);
    const origin = 'http://pie-ligero.tiendas.localhost:3000';
    const [red, blue] = product.variants;
    expect(red).toMatchObject({
      finalPriceCents: 1_000_000,
      compareAtPriceCents: 1_250_000,
      barcode: '7790000000027',
      availableStock: 5,
    });
    expect(blue).toMatchObject({
      finalPriceCents: 1_050_000,
      compareAtPriceCents: null,
      barcode: 'PROPIO-1',
      availableStock: 0,
    });
    const images = [`${origin}/uploads/products/z0-og.jpg`, `${origin}/uploads/products/z1-og.jpg`];
    expect(found[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Zapatilla Urbana',
      description: 'Algodón',
      image: images,
      brand: { '@type': 'Brand', name: 'Topper' },
      url: `${origin}/product/${product.slug}`,
      productGroupID: zapatillaId,
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
      hasVariant: [
        {
          '@type': 'Product',
          name: 'Zapatilla Urbana (Rojo, S)',
          sku: 'pie-ligero-R-S',
          gtin: '7790000000027',
          image: images,
          color: 'Rojo',
          size: 'S',
          url: `${origin}/product/${product.slug}?variante=${red.id}`,
          offers: {
            '@type': 'Offer',
            sku: 'pie-ligero-R-S',
            gtin: '7790000000027',
            url: `${origin}/product/${product.slug}?variante=${red.id}`,
            price: '10000.00',
            priceCurrency: 'ARS',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: '12500.00',
              priceCurrency: 'ARS',
            },
            availability: 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        },
        {
          '@type': 'Product',
          name: 'Zapatilla Urbana (Azul, M)',
          sku: 'pie-ligero-A-M',
          image: images,
          color: 'Azul',
          size: 'M',
          url: `${origin}/product/${product.slug}?variante=${blue.id}`,
          offers: {
            '@type': 'Offer',
            sku: 'pie-ligero-A-M',
            url: `${origin}/product/${product.slug}?variante=${blue.id}`,
            price: '10500.00',
            priceCurrency: 'ARS',
            availability: 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        },
      ],
    });
    // Its link preview: the first picture, with its size and what it shows.
    expect(metaContent(res.body, 'og:image')).toBe(images[0]);
    expect([
      metaContent(res.body, 'og:image:width'),
      metaContent(res.body, 'og:image:height'),
      metaContent(res.body, 'og:image:alt'),
    ]).toEqual(['600', '600', 'Zapatilla Urbana']);
  });

  it("shows the store's logo for a product without pictures: in its link preview and its structured data", async () => {
    const trap = (await anon().get(`/api/public/stores/pie-ligero/products/${trapId}`)).json();
    const res = await page(`/product/${trap.slug}`);
    const logo = 'http://pie-ligero.tiendas.localhost:3000/uploads/logo/l0-og.jpg';
    expect(metaContent(res.body, 'og:image')).toBe(logo);
    expect([
      metaContent(res.body, 'og:image:width'),
      metaContent(res.body, 'og:image:height'),
      metaContent(res.body, 'og:image:alt'),
    ]).toEqual(['600', '600', 'Logo de Pie Ligero']);
    expect(blocks(res.body)[0]).toMatchObject({ '@type': 'Product', image: [logo] });
  });

  it("links the store's product feed from the head of its pages", async () => {
    const product = (await anon().get(`/api/public/stores/pie-ligero/products/${zapatillaId}`)).json();
    for (const res of [await page('/'), await page(`/product/${product.slug}`)]) {
      expect(res.body).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Productos de Pie Ligero" href="http://localhost:3000/api/public/stores/pie-ligero/feed.xml">',
      );
    }
  });

  it("names the store as the brand when the product has none, and a single variant's SKU on the product", async () => {
    const trap = (await anon().get(`/api/public/stores/pie-ligero/products/${trapId}`)).json();
    const [data] = blocks((await page(`/product/${trap.slug}`)).body);
    expect(data).toMatchObject({ brand: { '@type': 'Brand', name: 'Pie Ligero' }, sku: 'T-1' });
  });

  it('keeps a product named </script><script>… inside its block: the same text to a JSON reader, no script of its own', async () => {
    const trap = (await anon().get(`/api/public/stores/pie-ligero/products/${trapId}`)).json();
    const res = await page(`/product/${trap.slug}`);
    expect(res.statusCode).toBe(200);
    const found = blocks(res.body);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      name: '</script><script>alert(1)</script>',
      description: 'Línea\u2028nueva & 1 < 2 > 0',
    });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<script/g)).toHaveLength(1);
    // A data block is never run: the page's policy still allows only the app's own scripts.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('is only on product pages', async () => {
    expect(blocks((await page('/')).body)).toEqual([]);
  });
});
