import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { openModaLina, renderingAppForFile, renders } from './helpers/moda-lina';

/*
 * Store pages rendered on the server are kept exactly as long as nothing they show has changed, and a shopper's order
 * page never is (the renderer stand-in of helpers/moda-lina.ts writes back what it was given).
 */
const { t, page, given, api } = renderingAppForFile();
let productId: string;
let variantId: string;
let storeId: string;
beforeAll(async () => ({ productId, variantId, storeId } = await openModaLina(t)));

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

  it('lists a product again under "Solo con stock" when the reservation of its last units expires, though nothing is written then', async () => {
    const listed = async () =>
      (
        given((await page('/store/moda-lina?stock=1')).body) as { catalogue: { items: { id: string }[] } }
      ).catalogue.items.map((item) => item.id);
    expect(await listed()).toContain(productId);
    const orderRow = await t.db.db
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    // Every unit of the product's variants on sale, reserved for a second.
    await sql`insert into stock_reservations (store_id, order_id, variant_id, quantity, expires_at)
      select v.store_id, ${orderRow.id}, v.id, v.stock - a.reserved, now() + interval '1 second'
      from product_variants v cross join lateral (select coalesce(sum(r.quantity), 0) as reserved
        from stock_reservations r where r.variant_id = v.id and r.expires_at > now()) a
      where v.product_id = ${productId} and v.is_active and v.stock > a.reserved`.execute(t.db.db);
    expect(await listed()).not.toContain(productId);
    await new Promise((done) => setTimeout(done, 1_200));
    expect(await listed()).toContain(productId);
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
