import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture, exportedRows as rows, importCsv } from './helpers/catalogue';
import { Browser, signUpConfirmed, TEST_ORIGIN } from './helpers/test-app';
import { csvStoresForFile, HEADER } from './helpers/csv-stores';

/*
 * The catalogue as a spreadsheet (docs/product/catalogue.md, "Planilla CSV"): export, and the round trip from the
 * demo store into an empty one, then updates of what it brought.
 */
const { t, demo, empty, countOf, storeIdOf } = csvStoresForFile();
let exported: string;
beforeAll(async () => {
  exported = (await demo.get('/api/catalogue/products/export.csv')).body;
});

const withoutImages = (csv: string) => rows(csv).map((r) => r.slice(0, -1));

describe('Exportar CSV', () => {
  it('downloads every variant of every product as a row, in UTF-8 with BOM and ";" for Excel in Spanish', async () => {
    const res = await demo.get('/api/catalogue/products/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${HEADER}`);
    const data = rows(res.body).slice(1);
    expect(data).toHaveLength(await countOf('product_variants', await storeIdOf(demo)));
    const first = (await demo.get('/api/catalogue/products')).json().products.at(-1);
    const detail = (await demo.get(`/api/catalogue/products/${first.id}`)).json().product;
    const row = data.find((r) => r[4] === detail.variants[0].sku);
    expect(row?.[0]).toBe(detail.name);
    expect(row?.[3]).toBe((detail.priceCents / 100).toFixed(2).replace('.', ','));
    expect(row?.[8]).toBe(String(detail.variants[0].stock));
    // Absolute, so the spreadsheet opens them.
    expect(row?.[18]?.split(' | ')).toEqual(detail.images.map((url: string) => `${TEST_ORIGIN}${url}`));
  });

  it('writes text cells starting with -, =, + or @ with an apostrophe so Excel never runs them, keeps negative amounts numbers, and reads them back as they were', async () => {
    const owner = await signUpConfirmed(t, 'formulas@example.com');
    const fixture = await catalogueFixture(owner, 'Tienda Fórmulas');
    const body = fixture.productBody({ name: '-2+3 Remera', description: '-cmd|calc' });
    body.variants = body.variants.map((v, i) => ({
      ...v,
      sku: i === 0 ? '-R1' : '@R2',
      priceAdjustmentCents: i === 0 ? -50000 : 0,
    }));
    expect((await owner.post('/api/catalogue/products', body)).statusCode).toBe(201);
    const data = rows((await owner.get('/api/catalogue/products/export.csv')).body).slice(1);
    expect(data.map((r) => [r[0], r[1], r[4], r[7]])).toEqual([
      ["'-2+3 Remera", "'-cmd|calc", "'-R1", '-500,00'],
      ["'-2+3 Remera", "'-cmd|calc", "'@R2", '0,00'],
    ]);
    const copy = await signUpConfirmed(t, 'formulas-copia@example.com');
    await catalogueFixture(copy, 'Tienda Fórmulas Copia');
    const csv = (await owner.get('/api/catalogue/products/export.csv')).body;
    expect((await importCsv(copy, { csv })).json()).toEqual({ created: 1, updated: 0 });
    const product = (await copy.get('/api/catalogue/products')).json().products[0];
    const detail = (await copy.get(`/api/catalogue/products/${product.id}`)).json().product;
    expect([detail.name, detail.description, detail.variants.map((v: { sku: string }) => v.sku)]).toEqual([
      '-2+3 Remera',
      '-cmd|calc',
      ['-R1', '@R2'],
    ]);
  });

  it("is only the owner's: signed out it is refused", async () => {
    expect((await new Browser(t.app).get('/api/catalogue/products/export.csv')).statusCode).toBe(401);
  });
});

describe('Importar CSV', () => {
  it('previews what the demo export would create in an empty store, writing nothing', async () => {
    const storeId = await storeIdOf(empty);
    const res = await empty.post('/api/catalogue/products/import/preview', { csv: exported });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.errors).toEqual([]);
    expect(preview.products.length).toBe(await countOf('products', await storeIdOf(demo)));
    expect(preview.products.every((p: { action: string }) => p.action === 'create')).toBe(true);
    expect(preview.newCategories).toHaveLength(4);
    expect(preview.newAttributes).toEqual(['Color', 'Talle']);
    expect(preview.warnings).toEqual([
      {
        row: 2,
        message:
          'Las imágenes de 9 productos no son de tu tienda y no se importan (filas 2, 14, 20, 32, 36…): súbelas desde cada producto.',
      },
    ]);
    expect(await countOf('products', storeId)).toBe(0);
    expect(await countOf('categories', storeId)).toBe(0);
  });

  it('reproduces the demo catalogue in an empty store: exporting it again gives the same file, but for pictures', async () => {
    const res = await importCsv(empty, { csv: exported });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: await countOf('products', await storeIdOf(demo)), updated: 0 });
    const again = (await empty.get('/api/catalogue/products/export.csv')).body;
    expect(withoutImages(again)).toEqual(withoutImages(exported));
  });

  it('updates what it matches by SKU, else by name, and leaves the rest as it was', async () => {
    const data = rows(exported);
    const sku = data[1]?.[4] ?? '';
    const productName = data[1]?.[0] ?? '';
    const bySku = data
      .filter((r, i) => i === 0 || r[4] === sku)
      .map((r) => (r[4] === sku ? [...r.slice(0, 8), '77', ...r.slice(9)] : r));
    const preview = (
      await empty.post('/api/catalogue/products/import/preview', { csv: Papa.unparse(bySku, { delimiter: ';' }) })
    ).json();
    expect(preview.products).toEqual([{ row: 2, name: productName, action: 'update', variants: 1 }]);
    const before = (await empty.get('/api/catalogue/products/export.csv')).body;
    const byName = `Producto;Descripción;Precio base\n${productName.toUpperCase()};Otra descripción;1000`;
    expect(
      (await empty.post('/api/catalogue/products/import/preview', { csv: byName })).json().products[0],
    ).toMatchObject({ action: 'update' });
    expect((await importCsv(empty, { csv: Papa.unparse(bySku, { delimiter: ';' }) })).json()).toEqual({
      created: 0,
      updated: 1,
    });
    const after = rows((await empty.get('/api/catalogue/products/export.csv')).body);
    expect(after.find((r) => r[4] === sku)?.[8]).toBe('77');
    expect(after.filter((r) => r[4] !== sku)).toEqual(rows(before).filter((r) => r[4] !== sku && r[0] !== productName));
  });
});
