import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPathSegment } from '@vidriera/core';
import { informedShop } from './helpers/informed-shop';
import { STORE_PAGES_HTML_RULES } from './helpers/store-pages-html-rules';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The store pages as the server sends them, drawn by the web build's renderer as in production (the build comes
 * before this suite: scripts/check.sh), read by html-validate with the rules of helpers/store-pages-html-rules.ts:
 * no error on any of them.
 */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
let t: TestApp;
let pages: [string, string, number][];
let storePath: string;
const validator = new HtmlValidate(STORE_PAGES_HTML_RULES);

beforeAll(async () => {
  if (!existsSync(join(WEB_DIST, 'server/entry-server.js')))
    throw new Error('Falta la compilación de la web: ejecuta npm run build.');
  t = await createTestApp({ RATE_LIMIT: 'false' }, { webDistDir: WEB_DIST });
  const shop = await informedShop(t);
  const { orderUrl } = await shop.order();
  const order = new URL(orderUrl);
  const category = (await shop.owner.get('/api/catalogue/categories')).json().categories[0].id as string;
  const store = `/store/${shop.slug}`;
  storePath = store;
  pages = [
    ['store index', store, 200],
    ['a category', `${store}?category=${category}`, 200],
    ['search', `${store}/search?q=remera`, 200],
    ['search without results', `${store}/search?q=nada`, 200],
    ['product', `${store}/product/${productPathSegment('Remera Lisa', shop.productId)}`, 200],
    ['cart', `${store}/cart`, 200],
    ['order page', order.pathname + order.search, 200],
    ['unknown product', `${store}/product/nada-00000000`, 404],
    ['unknown order', `${store}/order/00000000-0000-4000-8000-000000000000`, 404],
    ['unknown store', '/store/nadie-por-aqui', 404],
  ];
});
afterAll(() => t.close());

const problems = (messages: Message[]) =>
  messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message} [${m.selector ?? ''}]`);

describe('the store pages pass html-validate', () => {
  it('has no error on any page: store, category, search, product, cart, order and the 404s', async () => {
    const found: Record<string, string[]> = {};
    for (const [name, url, status] of pages) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', accept: 'text/html' } });
      expect(res.statusCode, `${name}: ${url}`).toBe(status);
      const report = await validator.validateString(res.body);
      const messages = report.results.flatMap((r) => r.messages);
      if (messages.length) found[name] = problems(messages);
    }
    expect(found).toEqual({});
  });
});

describe('an unknown product', () => {
  it('answers 404 "Producto no encontrado" with a plain link back to the store, and nothing that leaves the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${storePath}/product/nada-00000000`,
      headers: { host: 'localhost:3000', accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/<h1[^>]*>Producto no encontrado<\/h1>/);
    expect(res.body).toMatch(new RegExp(`<a href="${storePath}" class="[^"]*"><svg[^]*?</svg>Volver a la tienda</a>`));
    // The header's island only: no island that would take the shopper elsewhere.
    expect([...res.body.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1])).toEqual(['storefront/header-actions']);
  });
});
