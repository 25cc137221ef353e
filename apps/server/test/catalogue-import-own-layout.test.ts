import { describe, expect, it } from 'vitest';
import { tiendanubeExport } from './helpers/platform-exports';
import { Browser } from './helpers/test-app';
import { importCsv } from './helpers/catalogue';
import { appForFile } from './helpers/file-app';
import { attributeNames, layoutStores, productsOf, utf8, win1252 } from './helpers/import-layouts';

/*
 * "Importar CSV" reading a merchant's files as they come (docs/product/catalogue.md):
 * updates that touch only the file's columns, sizes in natural order.
 */
const t = appForFile({ RATE_LIMIT: 'false' });
const { newStore } = layoutStores(t);

describe('Updates and our own layout', () => {
  const FULL =
    'Producto;Descripción;Categoría;Precio base;SKU;Talle;Ajuste de precio;Stock;Activo\n' +
    'Campera Rompeviento;Impermeable y liviana;Abrigos;90000;CR-S;S;0;2;No\nCampera Rompeviento;;;;CR-M;M;5000;3;';

  it('changes only the fields whose columns the file has: no description, category, adjustment, state or size is emptied', async () => {
    const { owner } = await newStore('update@example.com', 'Tienda Update');
    expect((await importCsv(owner, { csv: FULL })).json()).toEqual({ created: 1, updated: 0 });
    const before = (await productsOf(owner)).get('Campera Rompeviento');
    const stockOnly = 'Producto;Precio base;SKU;Stock\nCampera Rompeviento;95000;CR-S;7\nCampera Rompeviento;;CR-M;1';
    expect((await importCsv(owner, win1252(stockOnly))).json()).toEqual({ created: 0, updated: 1 });
    const after = (await productsOf(owner)).get('Campera Rompeviento');
    expect(after).toMatchObject({
      description: 'Impermeable y liviana',
      categoryId: before?.categoryId,
      isActive: false,
      priceCents: 9500000,
    });
    expect(after?.variants.map((v) => [v.sku, v.stock, v.priceAdjustmentCents, v.values])).toEqual(
      before?.variants.map((v) => [v.sku, v.sku === 'CR-S' ? 7 : 1, v.priceAdjustmentCents, v.values]),
    );

    const byName = 'Producto;Descripción;Precio base\nCAMPERA ROMPEVIENTO;Nueva descripción;96000';
    expect((await importCsv(owner, { csv: byName })).json()).toEqual({ created: 0, updated: 1 });
    const again = (await productsOf(owner)).get('CAMPERA ROMPEVIENTO');
    expect(again).toMatchObject({
      description: 'Nueva descripción',
      categoryId: before?.categoryId,
      priceCents: 9600000,
    });
    expect(again?.variants.map((v) => [v.sku, v.stock, v.values])).toEqual(
      after?.variants.map((v) => [v.sku, v.stock, v.values]),
    );
  });

  it('lists unknown columns as ignored and never turns a cost into an attribute', async () => {
    const { owner } = await newStore('ignored@example.com', 'Tienda Ignorada');
    const csv =
      'Producto;Precio base;Costo;Proveedor favorito;Talle;Stock\nRemera;1000;400;Juan;S;1\nRemera;1000;400;Juan;M;2';
    const preview = (await owner.post('/api/catalogue/products/import/preview', { csv })).json();
    expect(preview).toMatchObject({
      layout: 'vidriera',
      errors: [],
      ignoredColumns: ['Costo', 'Proveedor favorito'],
      newAttributes: ['Talle'],
    });
    expect((await importCsv(owner, { csv })).statusCode).toBe(200);
    expect(await attributeNames(owner)).toEqual(['Talle']);
  });
});

describe('Sizes in natural order', () => {
  it('keeps imported sizes in order, and the product page shows them so', async () => {
    const { owner, store } = await newStore('talles@example.com', 'Tienda Talles');
    expect((await importCsv(owner, utf8(tiendanubeExport()))).statusCode).toBe(200);
    const attributes = (await owner.get('/api/catalogue/attributes')).json().attributes as {
      displayName: string;
      values: { value: string }[];
    }[];
    expect(attributes.find((a) => a.displayName === 'Talle')?.values.map((v) => v.value)).toEqual([
      '35/36',
      '36',
      '38',
      '40',
      'S',
      'M',
      'L',
      'XL',
    ]);
    const id = (await productsOf(owner)).get('Zapatilla Urbana')?.id;
    const page = (await new Browser(t.app).get(`/api/public/stores/${store.slug}/products/${id}`)).json();
    expect(page.attributes[0].values.map((v: { displayValue: string }) => v.displayValue)).toEqual([
      '35/36',
      '36',
      '38',
      '40',
    ]);
  });

  it('puts sizes in order when the admin creates or edits an attribute, keeps an order the merchant set by hand, and keeps other lists as given', async () => {
    const { owner } = await newStore('admin-talles@example.com', 'Tienda Admin Talles');
    const values = (list: string[]) => list.map((v) => ({ value: v, displayValue: v, hexColor: null }));
    const size = (
      await owner.post('/api/catalogue/attributes', {
        name: 'talle',
        displayName: 'Talle',
        type: 'select',
        isRequired: false,
        values: values(['XL', 'S', 'L', 'M']),
      })
    ).json().attribute;
    expect(size.values.map((v: { value: string }) => v.value)).toEqual(['S', 'M', 'L', 'XL']);
    const edited = [
      ...size.values.map((v: { id: string; value: string }) => ({
        id: v.id,
        value: v.value,
        displayValue: v.value,
        hexColor: null,
      })),
      ...values(['XS']),
    ];
    expect(
      (
        await owner.put(`/api/catalogue/attributes/${size.id}`, {
          displayName: 'Talle',
          isRequired: false,
          values: edited,
        })
      ).statusCode,
    ).toBeLessThan(300);
    const after = (await owner.get('/api/catalogue/attributes')).json().attributes[0];
    expect(after.values.map((v: { value: string }) => v.value)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    // Moved by hand ("Subir"/"Bajar" in the dialog): the merchant's order stays.
    const byHand = after.values
      .map((v: { id: string; value: string }) => ({ id: v.id, value: v.value, displayValue: v.value, hexColor: null }))
      .reverse();
    expect(
      (
        await owner.put(`/api/catalogue/attributes/${size.id}`, {
          displayName: 'Talle',
          isRequired: false,
          values: byHand,
          ordered: true,
        })
      ).statusCode,
    ).toBeLessThan(300);
    const reordered = (await owner.get('/api/catalogue/attributes')).json().attributes[0];
    expect(reordered.values.map((v: { value: string }) => v.value)).toEqual(['XL', 'L', 'M', 'S', 'XS']);
    const flavour = (
      await owner.post('/api/catalogue/attributes', {
        name: 'sabor',
        displayName: 'Sabor',
        type: 'select',
        isRequired: false,
        values: values(['Menta', 'Chocolate']),
      })
    ).json().attribute;
    expect(flavour.values.map((v: { value: string }) => v.value)).toEqual(['Menta', 'Chocolate']);
  });
});
