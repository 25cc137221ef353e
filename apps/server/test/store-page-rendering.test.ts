import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { TEST_TMP } from './helpers/test-database';

/*
 * The server's side of rendering store pages: it hands the web build's
 * renderer the same answers the public API gives, puts the markup in #root
 * and the state beside it, and sends the bare app when the renderer fails.
 * The renderer here is a stand-in that writes back what it was given (the real
 * one, React's, is exercised end to end by the Playwright storefront specs).
 */
mkdirSync(TEST_TMP, { recursive: true });
const dist = mkdtempSync(join(TEST_TMP, 'dist-ssr-'));
let t: TestApp;
let productId: string;
let variantId: string;
const renderer = globalThis as { storePageRenders?: number; storePageRendererDown?: boolean };
const renders = () => renderer.storePageRenders ?? 0;
const SHOP = 'moda-lina.tiendas.localhost:3000';

// It counts its calls and can be made to fail, in globalThis (it runs in this process).
const RENDERER = `
const text = (s) => s.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
export async function renderStorePage(url, data) {
  globalThis.storePageRenders = (globalThis.storePageRenders ?? 0) + 1;
  if (globalThis.storePageRendererDown || data.store.name.includes('rompe')) throw new Error('renderer roto');
  const items = data.catalogue?.answer.items.map((i) => i.name + ' (' + i.availableStock + ' u. a ' + i.minPriceCents + ')') ?? [];
  return {
    html: '<main data-url="' + url + '" data-host="' + data.hostSlug + '">' + text(data.store.name + ' | ' + items.join(',') + (data.product ? ' | ' + data.product.answer.name : '')) + '</main>',
    state: { given: data },
  };
}`;

beforeAll(async () => {
  mkdirSync(join(dist, 'server'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Vidriera</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/app/start.tsx': { file: 'assets/start-2.js', isDynamicEntry: true },
      'src/features/storefront/components/store-layout.tsx': { file: 'assets/layout-3.js', isDynamicEntry: true },
      'src/features/storefront/pages/store-index-page.tsx': { file: 'assets/index-page-4.js', isDynamicEntry: true },
      'src/features/storefront/pages/product-page.tsx': { file: 'assets/product-page-5.js', isDynamicEntry: true },
      'src/features/cart/pages/cart-page.tsx': { file: 'assets/cart-page-6.js', isDynamicEntry: true },
    }),
  );
  writeFileSync(join(dist, 'server/entry-server.js'), RENDERER);

  t = await createTestApp({ RATE_LIMIT: 'false' }, { webDistDir: dist });
  const owner = await signUpConfirmed(t, 'lina@example.com');
  const store = (await owner.post('/api/stores', { name: 'Moda Lina', description: 'Ropa de mujer' })).json().store;
  await owner.put('/api/stores/mine', { name: 'Moda Lina', description: 'Ropa de mujer', whatsappNumber: '+54 9 11 5555-0000' });
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

const page = (url: string, host = 'localhost:3000', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

function pageState(html: string) {
  const json = /<script type="application\/json" id="vidriera-state">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as { queries: { given: Record<string, unknown> }; modules: string[] }) : undefined;
}

describe('a store page rendered on the server', () => {
  it('carries the store and its catalogue page, exactly as the public API answers them', async () => {
    const res = await page('/store/moda-lina?page=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main data-url="http://localhost/store/moda-lina?page=1" data-host="null">Moda Lina | Vestido &lt;/script&gt;');
    const state = pageState(res.body);
    const api = (url: string) => page(url).then((r) => r.json());
    expect(state?.queries.given.store).toEqual(await api('/api/public/stores/moda-lina'));
    expect(state?.queries.given.catalogue).toEqual({ page: 1, category: 'all', answer: await api('/api/public/stores/moda-lina/products?page=1') });
  });

  it('keeps text that looks like markup from closing its data element', async () => {
    const res = await page('/store/moda-lina');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2); // the entry's and the state's own
    expect(pageState(res.body)?.queries.given.catalogue).toMatchObject({ answer: { items: [{ name: 'Vestido </script><b>' }] } });
  });

  it('renders a product page on the shop subdomain with the product the API gives', async () => {
    const res = await page(`/product/vestido-${productId}`, SHOP);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-host="moda-lina">Moda Lina |  | Vestido');
    const state = pageState(res.body);
    expect(state?.queries.given.product).toEqual({ id: productId, answer: (await page(`/api/public/stores/moda-lina/products/${productId}`)).json() });
  });

  it('asks for no code or data in its head: the first script fetches the app and screen together after painting', async () => {
    const res = await page('/store/moda-lina');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).not.toContain('as="fetch"');
    expect(pageState(res.body)?.modules).toEqual(['/assets/start-2.js', '/assets/layout-3.js', '/assets/index-page-4.js']);
  });

  it('arrives compressed when the browser accepts it', async () => {
    const res = await page('/store/moda-lina', 'localhost:3000', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<main data-url=');
  });
});

describe('a page the server does not render', () => {
  it('is the bare app preloading its start, screen and data (the cart; an invalid category)', async () => {
    for (const url of ['/store/moda-lina/cart', '/store/moda-lina?category=zapatos']) {
      const res = await page(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(pageState(res.body), url).toBeUndefined();
      expect(res.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/start-2.js">');
      expect(res.body, url).toContain('<link rel="preload" as="fetch" href="/api/public/stores/moda-lina"');
    }
  });

  it('is the bare app, logged, when the renderer fails', async () => {
    await t.db.db.updateTable('stores').set({ name: 'Lina rompe todo' }).where('slug', '=', 'moda-lina').execute();
    try {
      const res = await page('/store/moda-lina');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Lina rompe todo</title>');
      expect(res.body).toContain('/assets/start-2.js');
    } finally {
      await t.db.db.updateTable('stores').set({ name: 'Moda Lina' }).where('slug', '=', 'moda-lina').execute();
    }
  });
});

describe('a store page asked for again', () => {
  it('is sent as it was, plain or compressed, without rendering it again', async () => {
    const url = '/store/moda-lina?page=1';
    const first = await page(url);
    const firstBrotli = await page(url, 'localhost:3000', { 'accept-encoding': 'br' });
    const rendered = renders();
    const again = await page(url);
    const againBrotli = await page(url, 'localhost:3000', { 'accept-encoding': 'br' });
    expect(again.body).toBe(first.body);
    expect(againBrotli.rawPayload.equals(firstBrotli.rawPayload)).toBe(true);
    expect(brotliDecompressSync(againBrotli.rawPayload).toString()).toBe(first.body);
    expect(renders()).toBe(rendered);
  });

  it('shows the new stock after an order and the new price after a change, on the next request', async () => {
    expect((await page('/store/moda-lina')).body).toContain('Vestido &lt;/script&gt;&lt;b&gt; (3 u. a 2500000)');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/public/stores/moda-lina/orders',
      headers: { origin: 'http://moda-lina.tiendas.localhost:3000', 'idempotency-key': 'pedido-pagina-1' },
      payload: { items: [{ variantId, quantity: 1 }], customerName: 'Rocío', customerPhone: '11 4444-5555' },
    });
    expect(order.statusCode).toBe(201);
    const rendered = renders();
    expect((await page('/store/moda-lina')).body).toContain('Vestido &lt;/script&gt;&lt;b&gt; (2 u. a 2500000)');
    expect(renders()).toBe(rendered + 1);

    await t.db.db.updateTable('products').set({ price_cents: 2_700_000 }).where('id', '=', productId).execute();
    try {
      expect((await page('/store/moda-lina')).body).toContain('Vestido &lt;/script&gt;&lt;b&gt; (2 u. a 2700000)');
      expect(renders()).toBe(rendered + 2);
    } finally {
      await t.db.db.updateTable('products').set({ price_cents: 2_500_000 }).where('id', '=', productId).execute();
    }
  });

  it('is rendered again after the renderer failed on it: the bare app sent then is not kept', async () => {
    const url = '/store/moda-lina?page=1&desde=whatsapp';
    renderer.storePageRendererDown = true;
    try {
      expect((await page(url)).body).toContain('<div id="root"></div>');
    } finally {
      renderer.storePageRendererDown = false;
    }
    const rendered = renders();
    const res = await page(url);
    expect(res.body).toContain('<div id="root"><main data-url="http://localhost/store/moda-lina?page=1&desde=whatsapp"');
    expect(renders()).toBe(rendered + 1);
  });
});
