import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productPathSegment } from '@vidriera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { type Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * Store pages as sent (the web build's renderer, as store-pages-html.test.ts): without ids a store's pages carry
 * no notice, no marker and the strict Content-Security-Policy; with a Meta Pixel or GA4 id they carry the hidden
 * consent notice, the product's ViewContent marker and a policy that lets Meta's and Google's scripts load
 * (docs/product/measurement.md). The installable admin's files are served, and no store page names them.
 */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
let t: TestApp;
let owner: Browser;
let productPath = '';
let sku = '';
beforeAll(async () => {
  if (!existsSync(join(WEB_DIST, 'server/entry-server.js')))
    throw new Error('Falta la compilación de la web: ejecuta npm run build.');
  t = await createTestApp({ RATE_LIMIT: 'false' }, { webDistDir: WEB_DIST });
  owner = await signUpConfirmed(t, 'duena-pixel@example.com');
  const shop = await catalogueFixture(owner, 'Pixel Norte');
  const product = (await owner.post('/api/catalogue/products', shop.productBody())).json().product;
  sku = product.variants[0].sku;
  productPath = `/store/pixel-norte/product/${productPathSegment('Remera Lisa', product.id)}`;
});
afterAll(() => t.close());

const page = (path: string) => t.app.inject({ method: 'GET', url: path });
const scripts = (html: string) => [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);

describe('store pages of a store that measures its ads', () => {
  it('carry nothing more while the store has no ids', async () => {
    for (const path of ['/store/pixel-norte', productPath, '/store/pixel-norte/cart']) {
      const res = await page(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.body).not.toContain('data-measurement');
      expect(res.body).not.toContain('data-measure-view');
      expect(res.body).not.toMatch(/admin-sw|admin\.webmanifest/);
    }
  });

  it('carry the hidden notice, the product’s marker and a policy for Meta and Google once an id is set', async () => {
    const before = scripts((await page(productPath)).body);
    await owner.put('/api/measurement', { metaPixelId: '123456789012345', ga4Id: 'G-ABC123XYZ' });
    const res = await page(productPath);
    expect(res.body).toMatch(
      /<div data-measurement(="")? data-meta-pixel="123456789012345" data-ga4="G-ABC123XYZ" hidden/,
    );
    expect(res.body).toContain(`data-ids="${sku}"`);
    expect(res.body).toContain('data-value="1000000"');
    // Meta's and Google's scripts are loaded by the page's own script after consent, never by the HTML.
    expect(scripts(res.body)).toEqual(before);
    const policy = res.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self' https://connect.facebook.net https://www.googletagmanager.com;");
    expect(policy).toContain('connect-src');
    expect(policy).toContain("frame-ancestors 'none'");
    expect((await page('/store/pixel-norte')).body).toContain('data-measurement');
  });
});

describe('the installable admin', () => {
  it('serves its manifest, icons and service worker', async () => {
    const manifest = await page('/admin.webmanifest');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({ start_url: '/admin/orders', scope: '/admin', display: 'standalone' });
    const worker = await page('/admin-sw.js');
    expect(worker.headers['content-type']).toContain('text/javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain("addEventListener('push'");
    expect((await page('/icons/admin-192.png')).headers['content-type']).toBe('image/png');
    expect((await page('/admin')).body).toContain('<link rel="manifest" href="/admin.webmanifest"');
  });
});
