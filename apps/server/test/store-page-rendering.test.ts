import { brotliDecompressSync } from 'node:zlib';
import { NO_SELECTION } from '@vidriera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openModaLina, renderer, renderingAppForFile, renders, SHOP } from './helpers/moda-lina';

/*
 * The server's side of rendering store pages: it hands the web build's renderer the same answers the public API gives
 * and puts the markup in store.html. The renderer here is a stand-in that writes back what it was given (helpers/moda-lina.ts;
 * the real one is exercised end to end by the Playwright storefront specs, and its markup by
 * apps/web/src/entry-server*.test.ts).
 */
const { t, page, given, api } = renderingAppForFile();
let productId: string;
let variantId: string;
beforeAll(async () => ({ productId, variantId } = await openModaLina(t)));

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
      selection: NO_SELECTION,
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

  it("draws the search page from the API's search answer, one kept page per search, with no more queries than the index but the words' own", async () => {
    const res = await page('/store/moda-lina/search?q=VESTIDOS');
    expect(res.statusCode).toBe(200);
    expect(given(res.body)).toEqual({
      kind: 'search',
      base: '/store/moda-lina',
      store: await api('/api/public/stores/moda-lina'),
      catalogue: await api('/api/public/stores/moda-lina/products?q=VESTIDOS'),
      query: 'VESTIDOS',
      selection: NO_SELECTION,
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
    // Words no one asked before cost their analysis and their match more than the index; asked again with another
    // address (a filter added, a page), nothing more than the index.
    const index = await count('/store/moda-lina?page=1&nuevo=1');
    expect(await count('/store/moda-lina/search?q=vestido+rojo')).toBeLessThanOrEqual(index + 2);
    expect(await count('/store/moda-lina/search?q=vestido+rojo&stock=1')).toBeLessThanOrEqual(index);
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
