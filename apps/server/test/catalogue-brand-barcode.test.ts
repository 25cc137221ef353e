import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopifyExport, tiendanubeExport } from './helpers/platform-exports';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { importCsv } from './helpers/catalogue';

/*
 * Brand, tags, barcode and the price before a promotion (docs/product/catalogue.md,
 * "Marca, código de barras, etiquetas y precio anterior", migration 020): what
 * the platforms' exports bring is kept, and nothing that does not speak of them
 * (our own file, the product form) takes them away.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
}, 120_000);
afterAll(() => t.close());

const file = (text: string) => ({ file: Buffer.from(text, 'utf8').toString('base64') });

async function importedStore(email: string, csv: string) {
  const owner = await signUpConfirmed(t, email);
  await owner.post('/api/stores', { name: `Tienda ${email.split('@')[0]}` });
  expect((await importCsv(owner, file(csv))).statusCode).toBe(200);
  const detailOf = async (name: string) => {
    const list = (await owner.get('/api/catalogue/products')).json().products as { id: string; name: string }[];
    return (await owner.get(`/api/catalogue/products/${list.find((p) => p.name === name)?.id}`)).json().product;
  };
  return { owner, detailOf };
}

const extras = (product: {
  brand: string;
  tags: string[];
  variants: { sku: string; barcode: string | null; compareAtPriceCents: number | null }[];
}) => ({
  brand: product.brand,
  tags: product.tags,
  variants: product.variants.map((v) => [v.sku, v.barcode, v.compareAtPriceCents]),
});

describe('Brand, tags, barcode and price before', () => {
  it('stay when our own file, without those columns, updates the product', async () => {
    const { owner, detailOf } = await importedStore(
      'extras-csv@example.com',
      shopifyExport('http://10.0.0.1/products'),
    );
    const before = extras(await detailOf('Buzo Canguro'));
    expect(before).toEqual({
      brand: 'Adidas',
      tags: ['invierno', 'buzos'],
      variants: [
        ['BC-M', '7790000000028', 3500000],
        ['BC-L', null, null],
        ['BC-XL', null, null],
      ],
    });
    const csv =
      'Producto;Precio base;SKU;Stock\nBuzo Canguro;31000;BC-M;9\nBuzo Canguro;;BC-L;1\nBuzo Canguro;;BC-XL;1';
    expect((await importCsv(owner, { csv })).json()).toEqual({ created: 0, updated: 1 });
    const after = await detailOf('Buzo Canguro');
    expect(extras(after)).toEqual(before);
    expect(after.variants[0].stock).toBe(9);
  });

  it('travel through our own export into another store, and our file changes them when it has their columns', async () => {
    const { owner, detailOf } = await importedStore(
      'extras-export@example.com',
      shopifyExport('http://10.0.0.1/products'),
    );
    const exported = (await owner.get('/api/catalogue/products/export.csv')).body;
    expect(exported.split('\r\n')[0]).toContain(
      'Variante activa;Marca;Etiquetas;Código de barras;Precio anterior;Peso (kg);Precios por mayor;Precios por mayor de la variante;Imágenes',
    );
    const copy = await importedStore('extras-copy@example.com', exported);
    for (const name of ['Buzo Canguro', 'Gorra Plana', 'Medias Rayadas'])
      expect(extras(await copy.detailOf(name))).toEqual(extras(await detailOf(name)));
    const csv =
      'Producto;Precio base;SKU;Marca;Etiquetas;Código de barras;Precio anterior\nGorra Plana;8000;GP-1;Nike;gorras, verano, Gorras;123;9000,00';
    expect((await importCsv(owner, { csv })).json()).toEqual({ created: 0, updated: 1 });
    expect(extras(await detailOf('Gorra Plana'))).toEqual({
      brand: 'Nike',
      tags: ['gorras', 'verano'],
      variants: [['GP-1', '123', 900000]],
    });
  });

  it('stay when the product form saves the product without them, and the API changes or removes them when given', async () => {
    const { owner, detailOf } = await importedStore('extras-form@example.com', tiendanubeExport());
    const product = await detailOf('Remera Ñandú Pingüino');
    const { id, createdAt, ...body } = product;
    const formBody = {
      ...body,
      brand: undefined,
      tags: undefined,
      variants: body.variants.map(({ barcode: _b, compareAtPriceCents: _c, ...v }: Record<string, unknown>) => v),
    };
    expect((await owner.put(`/api/catalogue/products/${id}`, { ...formBody, name: 'Remera Ñandú' })).statusCode).toBe(
      200,
    );
    expect(extras(await detailOf('Remera Ñandú'))).toEqual(extras(product));
    const variants = body.variants.map((v: Record<string, unknown>, i: number) => ({
      ...v,
      barcode: i === 0 ? null : v.barcode,
      compareAtPriceCents: i === 1 ? 1200000 : v.compareAtPriceCents,
    }));
    expect(
      (await owner.put(`/api/catalogue/products/${id}`, { ...body, brand: 'Nandú', tags: ['nueva'], variants }))
        .statusCode,
    ).toBe(200);
    expect(extras(await detailOf('Remera Ñandú Pingüino'))).toEqual({
      brand: 'Nandú',
      tags: ['nueva'],
      variants: [
        ['RN-S', null, null],
        ['RN-M', null, 1200000],
        ['RN-L', null, null],
        ['RN-XL', null, null],
      ],
    });
    expect(createdAt).toBeTruthy();
  });

  it('are checked like the rest of the product, in Spanish', async () => {
    const { owner, detailOf } = await importedStore('extras-bad@example.com', tiendanubeExport());
    const { id, createdAt: _c, ...body } = await detailOf('Gorro de Lana');
    const long = await owner.put(`/api/catalogue/products/${id}`, { ...body, brand: 'M'.repeat(81) });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('La marca no puede superar los 80 caracteres');
    const negative = await owner.put(`/api/catalogue/products/${id}`, {
      ...body,
      variants: [{ ...body.variants[0], compareAtPriceCents: -1 }],
    });
    expect(negative.json().message).toBe('El precio anterior no puede ser negativo');
    const refused = (
      await owner.post(
        '/api/catalogue/products/import/preview',
        file('Identificador de URL;Nombre;Precio;Precio promocional;SKU\ngorro-lana;Gorro de Lana;$$;5000;GL-1'),
      )
    ).json();
    expect(refused.errors.map((e: { message: string }) => e.message)).toEqual([
      'Fila 2: el precio anterior «$$» no es un monto.',
    ]);
  });
});
