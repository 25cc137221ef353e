import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogueImport } from '../src/modules/catalogue/apply-catalogue-import';
import { planCatalogueImport } from '../src/modules/catalogue/catalogue-csv-import';
import { catalogueFixture, importCsv } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, TEST_ORIGIN, type TestApp } from './helpers/test-app';

/*
 * An import may not lower a variant's stock below the units pending storefront
 * orders hold, as the product form may not (docs/product/catalogue.md, "Stock").
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

async function shopWithReservation(n: number) {
  const owner = await signUpConfirmed(t, `piso${n}@example.com`);
  const fixture = await catalogueFixture(owner, `Tienda Piso ${n}`);
  await owner.put('/api/stores/mine', { name: `Tienda Piso ${n}`, whatsappNumber: '1155550000' });
  const product = (await owner.post('/api/catalogue/products', fixture.productBody())).json().product as {
    id: string;
    variants: { id: string; sku: string; stock: number }[];
  };
  const red = product.variants[0]!;
  const order = (quantity: number) =>
    new Browser(t.app).request(
      'POST',
      `/api/public/stores/${fixture.store.slug}/orders`,
      { items: [{ variantId: red.id, quantity }], customerName: 'Cliente', customerPhone: '1166667777' },
      { 'idempotency-key': `piso-${n}-${quantity}` },
    );
  const stockOf = async () =>
    (await t.db.db.selectFrom('product_variants').select('stock').where('id', '=', red.id).executeTakeFirstOrThrow())
      .stock;
  const csv = (stock: number) => `Producto;Precio base;SKU;Stock\nRemera Lisa;10000;${red.sku};${stock}`;
  return { owner, store: fixture.store, red, order, stockOf, csv };
}

describe('Importar CSV and reserved units', () => {
  it('refuses, in the preview and on import, a row that leaves fewer units than pending orders hold, and changes nothing', async () => {
    const shop = await shopWithReservation(1);
    expect((await shop.order(3)).statusCode).toBe(201);
    const preview = (await shop.owner.post('/api/catalogue/products/import/preview', { csv: shop.csv(2) })).json();
    const message =
      'Fila 2: Hay 3 unidades reservadas por pedidos pendientes de la tienda: el stock no puede ser menor que 3. Confirma o cancela esos pedidos antes de bajarlo.';
    expect(preview.errors.map((e: { message: string }) => e.message)).toEqual([message]);
    const refused = await importCsv(shop.owner, { csv: shop.csv(2) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain(message);
    expect(await shop.stockOf()).toBe(5);
    // Down to exactly the reserved units is allowed.
    expect((await importCsv(shop.owner, { csv: shop.csv(3) })).json()).toEqual({ created: 0, updated: 1 });
    expect(await shop.stockOf()).toBe(3);
  });

  it('checks again inside the import: an order placed after the file was read stops the write', async () => {
    const shop = await shopWithReservation(2);
    const plan = await planCatalogueImport(t.db.db, shop.store.id, shop.csv(1), {
      imagePrefix: `/uploads/${shop.store.id}/`,
      publicUrl: TEST_ORIGIN,
    });
    expect(plan.errors).toEqual([]);
    expect((await shop.order(2)).statusCode).toBe(201);
    await expect(writeCatalogueImport(t.db.db, shop.store.id, plan)).rejects.toMatchObject({
      status: 422,
      message:
        'Fila 2: Hay 2 unidades reservadas por pedidos pendientes de la tienda: el stock no puede ser menor que 2. Confirma o cancela esos pedidos antes de bajarlo.',
    });
    expect(await shop.stockOf()).toBe(5);
  });

  it('fails a queued import with the row when an order reserved units after it was confirmed, and the page shows why', async () => {
    const shop = await shopWithReservation(3);
    t.setJobs('manual');
    try {
      expect((await shop.owner.post('/api/catalogue/products/import', { csv: shop.csv(1) })).statusCode).toBe(202);
      expect((await shop.order(2)).statusCode).toBe(201);
      await t.ctx.jobs.drain();
    } finally {
      t.setJobs('after-request');
    }
    const message =
      'Fila 2: Hay 2 unidades reservadas por pedidos pendientes de la tienda: el stock no puede ser menor que 2. Confirma o cancela esos pedidos antes de bajarlo.';
    const latest = (await shop.owner.get('/api/catalogue/products/import/latest')).json().import;
    expect(latest).toMatchObject({ state: 'failed', result: null, failures: [{ row: 2, message }] });
    expect(latest.error).toContain(message);
    expect(await shop.stockOf()).toBe(5);
  });
});
