import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_IMAGE_SIZES } from '@vidriera/core';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { multipartBody, pngImage } from './helpers/images';

let t: TestApp;
let storeId: string;
let logoUrl: string;
let productId: string;
const SHOP = 'moda-lina.tiendas.localhost:3000';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', SUPER_ADMIN_EMAILS: 'jefa@vidriera.test' });
  const owner = await signUpConfirmed(t, 'lina@example.com');
  const store = (
    await owner.post('/api/stores', { name: 'Moda Lina', description: 'Ropa de mujer hecha en Rosario' })
  ).json().store;
  storeId = store.id;
  logoUrl = (await owner.upload('/api/stores/mine/images/logo', multipartBody(await pngImage(600, 600)))).json().store
    .logoUrl;
  const product = await t.db.db
    .insertInto('products')
    .values({
      store_id: storeId,
      name: 'Vestido "Primavera" <floral>',
      description: 'Vestido de lino',
      price_cents: 2500000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  productId = product.id;
  await t.db.db
    .insertInto('product_variants')
    .values([
      { store_id: storeId, product_id: productId, sku: 'VP-S', stock: 3, price_adjustment_cents: 0 },
      { store_id: storeId, product_id: productId, sku: 'VP-L', stock: 1, price_adjustment_cents: 150000 },
    ])
    .execute();
});
afterAll(() => t.close());

const whatsapp = (host: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host, 'user-agent': 'WhatsApp/2.23.20.0 A', accept: 'text/html' } });

function metaContent(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
}

describe('link previews of store pages', () => {
  it('gives the store title, description, logo image and canonical URL on the shop subdomain', async () => {
    const res = await whatsapp(SHOP, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Moda Lina</title>');
    expect(metaContent(res.body, 'og:description')).toBe('Ropa de mujer hecha en Rosario');
    expect(metaContent(res.body, 'og:url')).toBe('http://moda-lina.tiendas.localhost:3000/');
    const image = metaContent(res.body, 'og:image');
    expect(image).toBe(`http://moda-lina.tiendas.localhost:3000${logoUrl}-og.jpg`);
    const fetched = await t.app.inject({ method: 'GET', url: new URL(image ?? '').pathname, headers: { host: SHOP } });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/jpeg');
    expect(metaContent(res.body, 'twitter:card')).toBe('summary_large_image');
  });

  it('gives the same preview on the /store/{slug} path of the main host', async () => {
    const res = await whatsapp('localhost:3000', '/store/moda-lina');
    expect(res.body).toContain('<title>Moda Lina</title>');
    expect(metaContent(res.body, 'og:image')).toContain('-og.jpg');
  });

  it('gives a product page its name, price, escaped text and canonical address', async () => {
    const res = await whatsapp(SHOP, `/product/vestido-primavera-floral-${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Vestido &quot;Primavera&quot; &lt;floral&gt; - Moda Lina</title>');
    expect(metaContent(res.body, 'og:description')).toBe('Desde $25.000,00 hasta $26.500,00 · Vestido de lino');
    expect(metaContent(res.body, 'og:type')).toBe('product');
    const short = await whatsapp(SHOP, `/product/vestido-${productId.slice(0, 8)}`);
    expect(short.body).toContain('- Moda Lina</title>');
  });

  it('answers 404 "Tienda no encontrada" for an unknown or inactive store, titled as the site (no store to name it after)', async () => {
    expect((await whatsapp('nadie.tiendas.localhost:3000', '/')).statusCode).toBe(404);
    await t.db.db.updateTable('stores').set({ is_active: false }).where('id', '=', storeId).execute();
    const res = await whatsapp(SHOP, '/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Vidriera</title>');
    expect(res.body).not.toContain('Moda Lina');
    await t.db.db.updateTable('stores').set({ is_active: true }).where('id', '=', storeId).execute();
  });

  it('redirects other paths of a store to its index, on its host and on the main one', async () => {
    for (const path of ['/admin', '/auth', '/store/moda-lina', '/product']) {
      const res = await whatsapp(SHOP, path);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    }
    expect((await whatsapp(SHOP, '/cart')).statusCode).toBe(200);
    const elsewhere = await whatsapp('localhost:3000', '/store/moda-lina/ofertas');
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe('/store/moda-lina');
  });

  it('answers a missing product with 404 every time, also once its page is kept', async () => {
    for (const host of [SHOP, 'localhost:3000']) {
      const path = host === SHOP ? '/product/nada-00000000' : '/store/moda-lina/product/nada-00000000';
      for (let i = 0; i < 3; i++) {
        const res = await whatsapp(host, path);
        expect(res.statusCode, `${host}${path} #${i + 1}`).toBe(404);
        expect(res.body).toContain('Producto no encontrado');
      }
    }
  });

  it('answers a path the app has no screen for with its not-found page and 404, and its screens with 200', async () => {
    for (const path of ['/esto-no-existe', '/admin/nada', '/admin/orders/abc/nada', '/store', '/index.php?x=1']) {
      const res = await whatsapp('localhost:3000', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Página no encontrada - Vidriera</title>');
    }
    for (const path of [
      '/',
      '/auth',
      '/admin',
      '/admin/orders/abc',
      '/admin/orders/abc/edit',
      '/super-admin/clients',
      '/admin/?x=1',
    ]) {
      expect((await whatsapp('localhost:3000', path)).statusCode, path).toBe(200);
    }
  });

  it('sends a page past the end of the catalogue to its last page', async () => {
    const res = await whatsapp(SHOP, '/?page=40');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('gives a filtered list a canonical address holding its filters in one order, and the search its words', async () => {
    const filtered = await whatsapp(SHOP, '/?stock=1&page=1&precio=1000-30000');
    expect(filtered.statusCode).toBe(200);
    expect(metaContent(filtered.body, 'og:url')).toBe(
      'http://moda-lina.tiendas.localhost:3000/?precio=1000-30000&amp;stock=1',
    );
    const search = await whatsapp(SHOP, '/search?stock=1&q=vestido');
    expect(metaContent(search.body, 'og:url')).toBe(
      'http://moda-lina.tiendas.localhost:3000/search?q=vestido&amp;stock=1',
    );
  });

  it("sends the price form's boxes (whole pesos, as typed) to the filtered list's address, page 1", async () => {
    const index = await whatsapp(SHOP, '/?stock=1&precio_desde=1.000&precio_hasta=30000&page=3');
    expect(index.statusCode).toBe(302);
    expect(index.headers.location).toBe('/?precio=1000-30000&stock=1');
    const search = await whatsapp(
      'localhost:3000',
      '/store/moda-lina/search?q=vestido&precio_desde=&precio_hasta=%2420.000',
    );
    expect(search.headers.location).toBe('/store/moda-lina/search?q=vestido&precio=-20000');
    const cleared = await whatsapp(SHOP, '/?precio_desde=&precio_hasta=&precio=1-2');
    expect(cleared.headers.location).toBe('/');
  });

  it('does not treat www, the bare shop domain, IPs or localhost as stores', async () => {
    for (const host of ['www.tiendas.localhost:3000', 'tiendas.localhost:3000', '127.0.0.1:3000', 'localhost:3000']) {
      const res = await whatsapp(host, '/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Vidriera</title>');
    }
  });
});

describe('what a store page asks for first', () => {
  const IMAGE = '/uploads/fotos/product/remera-azul';
  let withImage: string;
  const links = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

  beforeAll(async () => {
    const product = await t.db.db
      .insertInto('products')
      .values({
        store_id: storeId,
        name: 'Remera Azul',
        price_cents: 900000,
        created_at: new Date(Date.now() + 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    withImage = product.id;
    await t.db.db
      .insertInto('product_variants')
      .values({ store_id: storeId, product_id: withImage, sku: 'RA-1', stock: 2 })
      .execute();
    await t.db.db
      .insertInto('product_images')
      .values({ store_id: storeId, product_id: withImage, position: 0, url: IMAGE })
      .execute();
  });

  it('preloads the first card picture exactly as the card asks for it, and nothing else: its data is in the page', async () => {
    const res = await whatsapp('localhost:3000', '/store/moda-lina');
    expect(links(res.body)).toEqual([
      `<link rel="preload" as="image" href="${IMAGE}-1024.webp" imagesrcset="${IMAGE}-320.webp 320w, ${IMAGE}-640.webp 640w, ${IMAGE}-1024.webp 1024w" imagesizes="${STOREFRONT_IMAGE_SIZES.card}" fetchpriority="high">`,
    ]);
  });

  it('preloads no picture for a category with no products', async () => {
    const category = await t.db.db
      .insertInto('categories')
      .values({ store_id: storeId, name: 'Vacía' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await whatsapp(SHOP, `/?category=${category.id}`);
    expect(res.statusCode).toBe(200);
    expect(links(res.body)).toEqual([]);
  });

  it('preloads a product page its main photo, and a store with a banner its banner', async () => {
    const product = await whatsapp(SHOP, `/product/remera-azul-${withImage.slice(0, 8)}`);
    expect(links(product.body)).toEqual([
      `<link rel="preload" as="image" href="${IMAGE}-1024.webp" imagesrcset="${IMAGE}-320.webp 320w, ${IMAGE}-640.webp 640w, ${IMAGE}-1024.webp 1024w" imagesizes="${STOREFRONT_IMAGE_SIZES.productMain}" fetchpriority="high">`,
    ]);

    await t.db.db
      .updateTable('stores')
      .set({ banner_url: '/uploads/fotos/banner/portada' })
      .where('id', '=', storeId)
      .execute();
    const index = await whatsapp(SHOP, '/');
    expect(links(index.body)[0]).toContain('href="/uploads/fotos/banner/portada-1920.webp"');
    expect(links(index.body)[0]).toContain(`imagesizes="${STOREFRONT_IMAGE_SIZES.banner}"`);
  });
});
