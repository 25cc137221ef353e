import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { madeBeforeAll } from './file-app';
import { createTestApp, signUpConfirmed, type TestApp } from './test-app';
import { TEST_TMP } from './test-database';

/*
 * The store page rendering tests' app (store-page-rendering*.test.ts): a web build whose server renderer is a stand-in
 * that writes back what it was given, and the store "Moda Lina" with one product of one variant.
 */

export const renderer = globalThis as { storePageRenders?: number; storePageRendererDown?: boolean };
export const renders = () => renderer.storePageRenders ?? 0;
export const SHOP = 'moda-lina.tiendas.localhost:3000';

// It counts its calls and can be made to fail, in globalThis (it runs in this process).
const RENDERER = `
export function renderStorePage(page) {
  globalThis.storePageRenders = (globalThis.storePageRenders ?? 0) + 1;
  if (globalThis.storePageRendererDown) throw new Error('renderer roto');
  const items = page.catalogue?.items.map((i) => i.name + ' (' + i.availableStock + ' u. a ' + i.minPriceCents + ')') ?? [];
  const given = JSON.stringify(page).replaceAll('<', '\\\\u003c');
  return '<main>' + (page.store?.name ?? '') + ' | ' + items.join(',').replaceAll('<', '&lt;') + '</main><script type="application/json" id="given">' + given + '</script>';
}`;

/** The app, serving a web build made for the file (removed after its tests), and how its tests ask for pages. */
export function renderingAppForFile() {
  mkdirSync(TEST_TMP, { recursive: true });
  const dist = mkdtempSync(join(TEST_TMP, 'dist-ssr-'));
  const t: TestApp = madeBeforeAll(async () => {
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
    return createTestApp({ RATE_LIMIT: 'false', NODE_ENV: 'test' }, { webDistDir: dist });
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
  return { t, page, given, api };
}

/** "Moda Lina", with a product whose name holds markup, and its one variant of 3 units. */
export async function openModaLina(t: TestApp) {
  const owner = await signUpConfirmed(t, 'lina@example.com');
  const store = (await owner.post('/api/stores', { name: 'Moda Lina', description: 'Ropa de mujer' })).json().store;
  const storeId = store.id;
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
  const productId = product.id;
  const variant = await t.db.db
    .insertInto('product_variants')
    .values({ store_id: store.id, product_id: productId, stock: 3, price_adjustment_cents: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variantId = variant.id;
  return { storeId, productId, variantId };
}
