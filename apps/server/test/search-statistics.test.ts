import { orderDay } from '@vidriera/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUERIES_PER_DAY } from '../src/modules/search/search-recorder';
import { catalogueFixture } from './helpers/catalogue';
import { renderingAppForFile } from './helpers/moda-lina';
import { Browser, createTestApp, signUpConfirmed } from './helpers/test-app';

/*
 * What shoppers search, counted for the owner (docs/product/storefront.md, "Búsqueda"): every search of the storefront
 * (the public API and the search page, drawn or kept) adds to its query's count in memory, written in batches; the
 * owner sees the last 30 days' most frequent searches and those that found nothing.
 */
const { t, page } = renderingAppForFile();
let owner: Browser;
let slug: string;
let stranger: Browser;
let strangerStoreId: string;
const api = (q: string, extra = '') =>
  new Browser(t.app, 'https://otro-sitio.example').get(
    `/api/public/stores/${slug}/products?q=${encodeURIComponent(q)}${extra}`,
  );
const statistics = async (browser = owner) => {
  const res = await browser.get('/api/catalogue/search-statistics');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const rowsOf = async (storeId: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from search_queries where store_id = ${storeId}::uuid`.execute(
      t.db.db,
    )
  ).rows[0]?.n;

beforeAll(async () => {
  owner = await signUpConfirmed(t, 'estadisticas@example.com');
  const shop = await catalogueFixture(owner, 'Tienda Estadística');
  slug = shop.store.slug;
  await owner.put('/api/stores/mine', { name: 'Tienda Estadística', whatsappNumber: '1155550000' });
  await owner.post('/api/catalogue/products', shop.productBody({ name: 'Vestido floral', categoryId: null }));
  stranger = await signUpConfirmed(t, 'estadisticas-ajena@example.com');
  strangerStoreId = (await catalogueFixture(stranger, 'Tienda Ajena')).store.id;
});

describe('search statistics', () => {
  it("count every search of the store's first pages by its words, trimmed and in lower case, with what it found", async () => {
    expect((await statistics()).frequent).toEqual([]);
    const before = t.queries.length;
    expect((await api('Vestido')).json().total).toBe(1);
    // The shopper does not wait on the count: the search's request writes nothing.
    expect(t.queries.slice(before).some((q) => /search_queries/.test(q))).toBe(false);
    await api('  VESTIDO  ');
    await api('vestido', '&page=2');
    await api('bicicleta');
    expect((await page(`/store/${slug}/search?q=Vestido`)).statusCode).toBe(200);
    // The same address again is the kept page: still a search.
    expect((await page(`/store/${slug}/search?q=Vestido`)).statusCode).toBe(200);
    await page(`/store/${slug}/search?q=bicicleta`);
    await page(`/store/${slug}/search?q=`);
    await t.ctx.searches.flush();
    expect(await statistics()).toEqual({
      days: 30,
      frequent: [
        { query: 'vestido', searches: 4, results: 1 },
        { query: 'bicicleta', searches: 2, results: 0 },
      ],
      nothingFound: [{ query: 'bicicleta', searches: 2, results: 0 }],
    });
  });

  it('add up across writes, and a query found later leaves the nothing-found list', async () => {
    t.ctx.searches.record((await owner.get('/api/stores/mine')).json().store.id, 'Bicicleta', 2);
    await t.ctx.searches.flush();
    const { frequent, nothingFound } = await statistics();
    expect(frequent).toContainEqual({ query: 'bicicleta', searches: 3, results: 2 });
    expect(nothingFound).toEqual([]);
  });

  it("show only the last 30 days, and only the owner's own store", async () => {
    const storeId = (await owner.get('/api/stores/mine')).json().store.id as string;
    const today = orderDay(new Date());
    await sql`insert into search_queries (store_id, day, query, searches, results) values
      (${storeId}::uuid, ${today}::date - 29, 'campera', 50, 0),
      (${storeId}::uuid, ${today}::date - 30, 'sombrero', 90, 0)`.execute(t.db.db);
    const { frequent, nothingFound } = await statistics();
    expect(frequent[0]).toEqual({ query: 'campera', searches: 50, results: 0 });
    expect(frequent.map((q: { query: string }) => q.query)).not.toContain('sombrero');
    expect(nothingFound).toEqual([{ query: 'campera', searches: 50, results: 0 }]);
    expect(await statistics(stranger)).toEqual({ days: 30, frequent: [], nothingFound: [] });
  });

  it(`keep at most ${QUERIES_PER_DAY} different queries a store a day, however many are searched, and keep counting those`, async () => {
    const search = (query: string, times = 1) => {
      for (let i = 0; i < times; i++) t.ctx.searches.record(strangerStoreId, query, 0);
    };
    for (let i = 0; i < 600; i++) search(`palabra inventada ${i}`);
    await t.ctx.searches.flush();
    expect(await rowsOf(strangerStoreId)).toBe(600);
    // The next write has room for 400 new queries: the most searched take it.
    search('zapatillas', 3);
    for (let i = 600; i < 1200; i++) search(`palabra inventada ${i}`);
    search('palabra inventada 1', 2);
    await t.ctx.searches.flush();
    expect(await rowsOf(strangerStoreId)).toBe(QUERIES_PER_DAY);
    search('otra palabra nueva');
    search('zapatillas');
    await t.ctx.searches.flush();
    expect(await rowsOf(strangerStoreId)).toBe(QUERIES_PER_DAY);
    const { frequent } = await statistics(stranger);
    expect(frequent.slice(0, 2)).toEqual([
      { query: 'zapatillas', searches: 4, results: 0 },
      { query: 'palabra inventada 1', searches: 3, results: 0 },
    ]);
    expect(frequent).toHaveLength(20);
  });
});

describe('the search counts when a store is gone', () => {
  it("leave that store's counts out and write the others'", async () => {
    const storeId = (await owner.get('/api/stores/mine')).json().store.id as string;
    t.ctx.searches.record('00000000-0000-4000-8000-00000000dead', 'remera', 1);
    t.ctx.searches.record(storeId, 'pollera', 0);
    await t.ctx.searches.flush();
    expect((await statistics()).nothingFound).toContainEqual({ query: 'pollera', searches: 1, results: 0 });
  });
});

describe('the search counts when the server closes', () => {
  it('are written before the database closes', async () => {
    const other = await createTestApp({ RATE_LIMIT: 'false' });
    const browser = await signUpConfirmed(other, 'cierre@example.com');
    const storeId = (await browser.post('/api/stores', { name: 'Tienda que Cierra' })).json().store.id as string;
    other.ctx.searches.record(storeId, 'Remera', 0);
    await other.app.close();
    const rows = await other.db.db.selectFrom('search_queries').select(['query', 'searches']).execute();
    await other.close();
    expect(rows).toEqual([{ query: 'remera', searches: 1 }]);
  });
});
