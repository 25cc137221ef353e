import { afterAll, beforeAll, expect, it } from 'vitest';
import { countInStore, exportedRows, importCsv } from './helpers/catalogue';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * The largest file "Importar CSV" takes (docs/product/catalogue.md, "Planilla CSV"), created and then updated.
 * It runs once, on PostgreSQL (vitest.config.ts): the import's SQL is the same on both drivers, and
 * catalogue-csv-import.test.ts imports 1,000 rows, and refuses a file whole, on each.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
}, 120_000);
afterAll(() => t.close());

it('imports 5,000 products, then the same file again as updates', async () => {
  const owner = await signUpConfirmed(t, 'cinco-mil@example.com');
  await owner.post('/api/stores', { name: 'Tienda Cinco Mil' });
  const storeId = (await owner.get('/api/stores/mine')).json().store.id as string;
  const file = (price: number) =>
    `Producto;Categoría;Precio base;SKU;Stock\n${Array.from({ length: 5000 }, (_, i) => `Producto ${i};Categoría ${i % 40};${price + i};S-${i};${i % 9}`).join('\n')}`;
  expect((await importCsv(owner, { csv: file(1000) })).json()).toEqual({ created: 5000, updated: 0 });
  expect((await importCsv(owner, { csv: file(2000) })).json()).toEqual({ created: 0, updated: 5000 });
  expect(await countInStore(t, 'product_variants', storeId)).toBe(5000);
  const exported = (await owner.get('/api/catalogue/products/export.csv')).body;
  const last = exportedRows(exported).at(-1);
  expect(last?.slice(0, 5)).toEqual(['Producto 4999', '', 'Categoría 39', '6999,00', 'S-4999']);
}, 300_000);
