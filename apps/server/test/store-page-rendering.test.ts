import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { TEST_TMP } from './helpers/test-database';

/*
 * The server's side of rendering store pages: it hands the web build's
 * renderer the same answers the public API gives, puts the markup in
 * store.html, and keeps finished pages exactly as long as nothing they show
 * has changed. The renderer here is a stand-in that writes back what it was
 * given (the real one is exercised end to end by the Playwright storefront
 * specs, and its markup by apps/web/src/entry-server*.test.ts).
 */
mkdirSync(TEST_TMP, { recursive: true });
const dist = mkdtempSync(join(TEST_TMP, 'dist-ssr-'));
let t: TestApp;
let productId: string;
let variantId: string;
let storeId: string;
const renderer = globalThis as { storePageRenders?: number; storePageRendererDown?: boolean };
const renders = () => renderer.storePageRenders ?? 0;
const SHOP = 'moda-lina.tiendas.localhost:3000';

// It counts its calls and can be made to fail, in globalThis (it runs in this process).
const RENDERER = `
export function renderStorePage(page) {
  globalThis.storePageRenders = (globalThis.storePageRenders ?? 0) + 1;
  if (globalThis.storePageRendererDown) throw new Error('renderer roto');
  const items = page.catalogue?.items.map((i) => i.name + ' (' + i.availableStock + ' u. a ' + i.minPriceCents + ')') ?? [];
  const given = JSON.stringify(page).replaceAll('<', '\\\\u003c');
  return '<main>' + (page.store?.name ?? '') + ' | ' + items.join(',').replaceAll('<', '&lt;') + '</main><script type="application/json" id="given">' + given + '</script>';
}`;

beforeAll(async () => {
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Vidriera</title><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'store.html'),
    '<!doctype html><html lang="es"><head><title>Vidriera</title><!--app-head--><script type="module" src="/assets/store-2.js"></script></head><body><!--store-page--></body></html>',
  );
  writeFileSync(join(dist, 'server/entry-server.js'), RENDERER);

  t = await createTestApp({ RATE_LIMIT: 'false', NODE_ENV: 'test' }, { webDistDir: dist });
  const owner = await signUpConfirmed(t, 'lina@example.com');
  const store = (await owner.post('/api/stores', { name: 'Moda Lina', description: 'Ropa de mujer' })).json().store;
  storeId = store.id;
  await owner.put('/api/stores/mine', {
    name: 'Moda Lina',
    description: 'Ropa de mujer',
    whatsappNumber: '+54 9 11 5555-0000',
  });
  const product = await t.db.db
    .insertInto('products')
    .values({ store_id: store.id, name: 'Vestido </script><b>', description: '', price_cents: 2_500_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  productId = product.id;
  const variant = await t.db.db
    .insertInto('product_variants')
    .values({ store_id: store.id, product_id: productId, stock: 3, price_adjustment_cents: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  variantId = variant.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, host = 'localhost:3000', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

function given(html: string) {
  const json = /<script type="application\/json" id="given">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : undefined;
}

const api = (url: string) => page(url).then((r) => r.json());

describe('a store page rendered on the server', () => {
  it('is drawn from the store and its catalogue page, exactly as the public API answers them', async () => {
    const res = await page('/store/moda-lina?page=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<body><main>Moda Lina | Vestido &lt;/script>&lt;b> (3 u. a 2500000)</main>');
    expect(given(res.body)).toEqual({
      kind: 'index',
      base: '/store/moda-lina',
      store: await api('/api/public/stores/moda-lina'),
      catalogue: await api('/api/public/stores/moda-lina/products?page=1'),
      category: 'all',
    });
  });

  it('draws a product page on the shop subdomain from the product the API gives, with links from the root', async () => {
    const res = await page(`/product/vestido-${productId}`, SHOP);
    expect(res.statusCode).toBe(200);
    expect(given(res.body)).toEqual({
      kind: 'product',
      base: '',
      store: await api('/api/public/stores/moda-lina'),
      product: await api(`/api/public/stores/moda-lina/products/${productId}`),
      variantId: null,
    });
  });

  it("opens a product page on the variant its address names (the feed's links), and ignores a variant that is not the product's", async () => {
    expect(given((await page(`/product/vestido-${productId}?variante=${variantId}`, SHOP)).body)).toMatchObject({
      kind: 'product',
      variantId,
    });
    expect(
      given((await page(`/product/vestido-${productId}?variante=00000000-0000-4000-8000-000000000000`, SHOP)).body),
    ).toMatchObject({ variantId: null });
    expect(given((await page(`/product/vestido-${productId}?variante=%3Cb%3E`, SHOP)).body)).toMatchObject({
      variantId: null,
    });
  });

  it('draws the cart, a missing product and a missing store too', async () => {
    expect(given((await page('/cart', SHOP)).body)).toMatchObject({ kind: 'cart', base: '' });
    const missing = await page('/store/moda-lina/product/nada-00000000');
    expect(missing.statusCode).toBe(404);
    expect(given(missing.body)).toMatchObject({ kind: 'product-not-found', base: '/store/moda-lina' });
    const noStore = await page('/store/no-existe');
    expect(noStore.statusCode).toBe(404);
    expect(given(noStore.body)).toEqual({ kind: 'store-not-found', appHref: 'http://localhost:3000/' });
  });

  it("draws the search page from the API's search answer, one kept page per search, with no more queries than the index", async () => {
    const res = await page('/store/moda-lina/search?q=VESTIDOS');
    expect(res.statusCode).toBe(200);
    expect(given(res.body)).toEqual({
      kind: 'search',
      base: '/store/moda-lina',
      store: await api('/api/public/stores/moda-lina'),
      catalogue: await api('/api/public/stores/moda-lina/products?q=VESTIDOS'),
      query: 'VESTIDOS',
    });
    expect(given(res.body)).toMatchObject({ catalogue: { total: 1 } });
    expect(given((await page('/store/moda-lina/search?q=bicicleta')).body)).toMatchObject({
      kind: 'search',
      query: 'bicicleta',
      catalogue: { items: [], total: 0 },
    });
    expect(given((await page('/search?q=', SHOP)).body)).toMatchObject({
      kind: 'search',
      base: '',
      query: '',
      catalogue: { total: 0 },
    });
    const count = async (url: string) => {
      const before = t.queries.length;
      await page(url);
      return t.queries.length - before;
    };
    expect(await count('/store/moda-lina/search?q=vestido+rojo')).toBeLessThanOrEqual(
      await count('/store/moda-lina?page=1&nuevo=1'),
    );
  });

  it("needs no code or data in its head beyond store.html's one script: the page is complete", async () => {
    const res = await page('/store/moda-lina');
    expect(res.body.match(/<script type="module"[^>]*>/g)).toEqual(['<script type="module" src="/assets/store-2.js">']);
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).not.toContain('as="fetch"');
  });

  it("asks the browser to check every island's hydration when the server runs for tests", async () => {
    expect((await page('/store/moda-lina')).body).toContain('<html data-check-hydration lang="es">');
  });

  it('arrives compressed when the browser accepts it', async () => {
    const res = await page('/store/moda-lina', 'localhost:3000', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<main>Moda Lina');
  });

  it('says "Algo salió mal." when the renderer fails, logged and not kept', async () => {
    const url = '/store/moda-lina?desde=whatsapp';
    renderer.storePageRendererDown = true;
    try {
      const res = await page(url);
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('Algo salió mal.');
    } finally {
      renderer.storePageRendererDown = false;
    }
    const rendered = renders();
    expect((await page(url)).body).toContain('<main>Moda Lina');
    expect(renders()).toBe(rendered + 1);
  });
});

describe('a store page asked for again', () => {
  it('is sent as it was, plain or compressed, without rendering it again, after one query', async () => {
    const url = '/store/moda-lina?page=1';
    const first = await page(url);
    const firstBrotli = await page(url, 'localhost:3000', { 'accept-encoding': 'br' });
    const rendered = renders();
    const queries = t.queries.length;
    const again = await page(url);
    expect(t.queries.length - queries, 'the pages version is all it reads').toBe(1);
    const againBrotli = await page(url, 'localhost:3000', { 'accept-encoding': 'br' });
    expect(again.body).toBe(first.body);
    expect(againBrotli.rawPayload.equals(firstBrotli.rawPayload)).toBe(true);
    expect(brotliDecompressSync(againBrotli.rawPayload).toString()).toBe(first.body);
    expect(renders()).toBe(rendered);
  });

  it('shows the new stock after an order and the new price after a change, on the next request', async () => {
    expect((await page('/store/moda-lina')).body).toContain('Vestido &lt;/script>&lt;b> (3 u. a 2500000)');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/public/stores/moda-lina/orders',
      headers: { origin: 'http://moda-lina.tiendas.localhost:3000', 'idempotency-key': 'pedido-pagina-1' },
      payload: { items: [{ variantId, quantity: 1 }], customerName: 'Rocío', customerPhone: '11 4444-5555' },
    });
    expect(order.statusCode).toBe(201);
    const rendered = renders();
    expect((await page('/store/moda-lina')).body).toContain('Vestido &lt;/script>&lt;b> (2 u. a 2500000)');
    expect(renders()).toBe(rendered + 1);

    await t.db.db.updateTable('products').set({ price_cents: 2_700_000 }).where('id', '=', productId).execute();
    try {
      expect((await page('/store/moda-lina')).body).toContain('Vestido &lt;/script>&lt;b> (2 u. a 2700000)');
      expect(renders()).toBe(rendered + 2);
    } finally {
      await t.db.db.updateTable('products').set({ price_cents: 2_500_000 }).where('id', '=', productId).execute();
    }
  });

  it('follows every kind of change the page shows: store, categories, pictures, variants added or removed', async () => {
    const changes = [
      () =>
        t.db.db.updateTable('stores').set({ description: 'Ropa de mujer y niña' }).where('id', '=', storeId).execute(),
      () => t.db.db.insertInto('categories').values({ store_id: storeId, name: 'Vestidos' }).execute(),
      () =>
        t.db.db
          .insertInto('product_images')
          .values({ store_id: storeId, product_id: productId, position: 0, url: '/uploads/foto' })
          .execute(),
      () =>
        t.db.db
          .insertInto('product_variants')
          .values({ store_id: storeId, product_id: productId, stock: 1, sku: 'VX-2' })
          .execute(),
      () => t.db.db.deleteFrom('product_variants').where('sku', '=', 'VX-2').execute(),
      () => t.db.db.updateTable('product_variants').set({ stock: 9 }).where('id', '=', variantId).execute(),
    ];
    for (const change of changes) {
      await page('/store/moda-lina');
      const rendered = renders();
      await change();
      await page('/store/moda-lina');
      expect(renders(), String(change)).toBe(rendered + 1);
    }
  });

  it('is drawn again when a reservation on its products expires, though nothing is written then', async () => {
    const orderRow = await t.db.db
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    await sql`insert into stock_reservations (store_id, order_id, variant_id, quantity, expires_at) values (${storeId}, ${orderRow.id}, ${variantId}, 4, now() + interval '1 second')`.execute(
      t.db.db,
    );
    const reserved = await page('/store/moda-lina');
    const stock = (html: string) => /\((\d+) u\./.exec(html)?.[1];
    const before = Number(stock(reserved.body));
    await new Promise((done) => setTimeout(done, 1_200));
    const after = await page('/store/moda-lina');
    expect(Number(stock(after.body))).toBe(before + 4);
  });
});

describe("the shopper's order page", () => {
  it('is drawn from the order the API gives for its token, never kept nor indexed, and is the same 404 without the token', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/public/stores/moda-lina/orders',
      headers: { origin: 'http://localhost:3000', 'idempotency-key': 'pagina-pedido-1' },
      payload: { items: [{ variantId, quantity: 1 }], customerName: 'Rocío Gómez', customerPhone: '1166667777' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderUrl = new URL(created.json().orderUrl as string);
    const before = renders();
    const first = await page(`${orderUrl.pathname}${orderUrl.search}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(first.body).toContain('noindex');
    expect(given(first.body)).toEqual({
      kind: 'order',
      base: '/store/moda-lina',
      store: await api('/api/public/stores/moda-lina'),
      order: await api(`/api/public/stores/moda-lina/orders/${created.json().orderId}${orderUrl.search}`),
    });
    await page(`${orderUrl.pathname}${orderUrl.search}`);
    expect(renders() - before).toBe(2);
    const wrong = await page(`${orderUrl.pathname}?token=otro`);
    expect(wrong.statusCode).toBe(404);
    expect(given(wrong.body)).toMatchObject({ kind: 'order-not-found' });
    expect(wrong.body).not.toContain('Rocío');
  });
});
