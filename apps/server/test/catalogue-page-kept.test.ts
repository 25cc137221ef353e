import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopWithProduct } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * A catalogue page of the public API is kept under the store's pages version
 * (catalogue-page-route.ts, docs/decisions/035): sent again for one statement
 * while nothing it shows changes, and read anew on the first request after
 * any change — a variant's stock, a product's name, an order's reservation.
 */
let t: TestApp;
let slug: string;
let variantId: string;
let variantIds: string[];
let productId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  const shop = await shopWithProduct(t, 'guardada@example.com', 'Tienda Guardada');
  slug = shop.store.slug;
  productId = shop.productId;
  variantIds = shop.variantIds;
  variantId = variantIds[0] ?? '';
}, 120_000);
afterAll(() => t.close());

const list = async (query = '') => {
  const before = t.queries.length;
  const res = await t.app.inject({ method: 'GET', url: `/api/public/stores/${slug}/products${query}` });
  expect(res.statusCode).toBe(200);
  return {
    body: res.json() as { items: { name: string; availableStock: number }[]; total: number },
    queries: t.queries.length - before,
  };
};

describe('a catalogue page of the public API', () => {
  it('is sent again for one statement while the store is unchanged, the same bytes', async () => {
    const first = await list();
    const again = await list();
    expect(again.body).toEqual(first.body);
    expect(again.queries).toBe(1);
    expect(first.body.items[0]).toMatchObject({ name: 'Remera Lisa', availableStock: 7 });
    const zipped = await t.app.inject({
      method: 'GET',
      url: `/api/public/stores/${slug}/products`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=25');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.body);
  });

  it('shows a stock change and a new name on the very next request', async () => {
    await list();
    await t.db.db.updateTable('product_variants').set({ stock: 1 }).where('id', '=', variantId).execute();
    expect((await list()).body.items[0]).toMatchObject({ availableStock: 3 });
    await t.db.db.updateTable('products').set({ name: 'Remera Nueva' }).where('id', '=', productId).execute();
    expect((await list()).body.items[0]).toMatchObject({ name: 'Remera Nueva', availableStock: 3 });
  });

  it('keeps each page, category and search apart, a search until the catalogue changes', async () => {
    expect((await list('?page=2')).body.items).toEqual([]);
    expect((await list()).body.items).toHaveLength(1);
    const search = await list('?q=remera');
    expect(search.body.items).toHaveLength(1);
    const again = await list('?q=remera');
    expect(again.body).toEqual(search.body);
    expect(again.queries).toBe(1);
    expect((await list('?q=campera')).body.items).toEqual([]);
    await t.db.db.updateTable('products').set({ name: 'Campera Nueva' }).where('id', '=', productId).execute();
    expect((await list('?q=campera')).body.items).toMatchObject([{ name: 'Campera Nueva' }]);
  });

  it('costs its cards alone for a filter added to words already searched: the list and its counts are kept', async () => {
    await list('?q=campera');
    const filtered = await list('?q=campera&talle=s');
    expect(filtered.body.items).toMatchObject([{ name: 'Campera Nueva' }]);
    // The store's version, then the page's cards: the words' match and the filters' counts were kept.
    expect(filtered.queries).toBe(2);
    // A third filter lists the same card: only the store's version is read, and the card is today's.
    const narrowed = await list('?q=campera&talle=s&stock=1');
    expect(narrowed.body.items).toEqual(filtered.body.items);
    expect(narrowed.queries).toBe(1);
    await t.db.db
      .updateTable('products')
      .set({ description: 'Abrigada y liviana.' })
      .where('id', '=', productId)
      .execute();
    expect((await list('?q=campera&talle=s&stock=1')).body.items).toMatchObject([
      { description: 'Abrigada y liviana.' },
    ]);
  });

  it('lists a product under "Solo con stock" again when the reservation of its last units expires, though nothing is written then', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/public/stores/${slug}/orders`,
      headers: { origin: 'http://localhost:3000', 'idempotency-key': 'guardada-reserva-1' },
      payload: {
        items: [
          { variantId: variantIds[0], quantity: 1 },
          { variantId: variantIds[1], quantity: 2 },
        ],
        customerName: 'Rocío Gómez',
        customerPhone: '1166667777',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await list('?stock=1')).body.total).toBe(0);
    await t.db.db
      .updateTable('stock_reservations')
      .set({ expires_at: sql<Date>`now() + interval '1 second'` })
      .where('variant_id', 'in', variantIds)
      .execute();
    expect((await list('?stock=1')).body.total).toBe(0);
    await new Promise((done) => setTimeout(done, 1_200));
    expect((await list('?stock=1')).body.items).toMatchObject([{ name: 'Campera Nueva', availableStock: 3 }]);
  });
});
