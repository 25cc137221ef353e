import { describe, expect, it } from 'vitest';
import { catalogueFixture, importCsv } from './helpers/catalogue';
import { Browser, signUpConfirmed } from './helpers/test-app';
import { csvStoresForFile } from './helpers/csv-stores';

/*
 * The catalogue as a spreadsheet (docs/product/catalogue.md, "Planilla CSV"): what an import takes, what it refuses,
 * all or nothing, and how big a file it reads.
 */
const { t, empty, countOf, storeIdOf } = csvStoresForFile();

describe('Importar CSV', () => {
  it('takes the one-row-per-product form, creating the categories it names', async () => {
    const owner = await signUpConfirmed(t, 'simple@example.com');
    await owner.post('/api/stores', { name: 'Almacén Simple' });
    const csv =
      'Producto;Categoría;Precio base;Stock\nYerba mate 1 kg;Almacén;4.500,00;12\nCafé molido;Almacén;$ 6200;3\nTé verde;Infusiones;2100,5;0\n';
    const preview = (await owner.post('/api/catalogue/products/import/preview', { csv })).json();
    expect(preview).toMatchObject({ errors: [], newCategories: ['Almacén', 'Infusiones'], newAttributes: [], rows: 3 });
    expect((await importCsv(owner, { csv })).json()).toEqual({ created: 3, updated: 0 });
    const products = (await owner.get('/api/catalogue/products')).json().products as {
      name: string;
      priceCents: number;
    }[];
    expect(products.map((p) => [p.name, p.priceCents]).sort()).toEqual([
      ['Café molido', 620000],
      ['Té verde', 210050],
      ['Yerba mate 1 kg', 450000],
    ]);
  });

  it('lists every row error in Spanish with its row number, and then writes nothing at all', async () => {
    const owner = await signUpConfirmed(t, 'errores@example.com');
    await owner.post('/api/stores', { name: 'Tienda con Errores' });
    const storeId = await storeIdOf(owner);
    const csv = [
      'Producto;Precio base;SKU;Stock;Activo',
      'Remera buena;1000;R-1;5;Sí',
      'Buzo;mil pesos;B-1;2;Sí',
      'Campera;5000;R-1;-3;Tal vez',
      ';100;X-1;1;Sí',
    ].join('\n');
    const preview = (await owner.post('/api/catalogue/products/import/preview', { csv })).json();
    expect(preview.errors.map((e: { message: string }) => e.message)).toEqual([
      'Fila 3: el precio base «mil pesos» no es un monto (escribe por ejemplo 12500,00).',
      'Fila 4: «Tal vez» en Activo debe ser Sí o No.',
      'Fila 4: el SKU «R-1» ya está en la fila 2.',
      'Fila 4: el stock «-3» debe ser un número entero, 0 o más.',
      'Fila 5: falta el nombre del producto.',
    ]);
    const refused = await importCsv(owner, { csv });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^El archivo tiene 5 errores; corrígelos y vuelve a importarlo\./);
    expect(await countOf('products', storeId)).toBe(0);
  });

  it('refuses a file without the columns it needs, empty, or too large, in Spanish', async () => {
    const noPrice = await empty.post('/api/catalogue/products/import/preview', { csv: 'Producto;Stock\nRemera;3' });
    expect(noPrice.statusCode).toBe(422);
    expect(noPrice.json().message).toBe('Falta la columna «Precio base» en la primera fila.');
    expect((await empty.post('/api/catalogue/products/import/preview', { csv: '' })).json().message).toBe(
      'El archivo está vacío',
    );
    const many = `Producto;Precio base\n${Array.from({ length: 5001 }, (_, i) => `P ${i};1`).join('\n')}`;
    expect((await empty.post('/api/catalogue/products/import/preview', { csv: many })).json().message).toBe(
      'El archivo tiene más de 5.000 filas. Divídelo en partes.',
    );
    const huge = await empty.post('/api/catalogue/products/import/preview', { csv: 'x'.repeat(2 * 1024 * 1024 + 1) });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().message).toBe('El archivo supera los 2 MB. Divídelo en partes.');
  });

  it("never matches another store's SKU or product", async () => {
    const stranger = await signUpConfirmed(t, 'ajena@example.com');
    const fixture = await catalogueFixture(stranger, 'Tienda Ajena');
    const theirs = (await stranger.post('/api/catalogue/products', fixture.productBody())).json().product;
    const owner = await signUpConfirmed(t, 'propia@example.com');
    await owner.post('/api/stores', { name: 'Tienda Propia' });
    const csv = `Producto;Precio base;SKU;Stock\nRemera Lisa;1;${theirs.variants[0].sku};1`;
    expect((await owner.post('/api/catalogue/products/import/preview', { csv })).json().products[0].action).toBe(
      'create',
    );
    expect((await importCsv(owner, { csv })).statusCode).toBe(200);
    const still = (await stranger.get(`/api/catalogue/products/${theirs.id}`)).json().product;
    expect(still.priceCents).toBe(1000000);
  });

  it('imports 1,000 rows (250 products × 4 variants) in one go', async () => {
    const owner = await signUpConfirmed(t, 'grande@example.com');
    await owner.post('/api/stores', { name: 'Tienda Grande' });
    const lines = ['Producto;Categoría;Precio base;SKU;Color;Talle;Stock'];
    for (let p = 0; p < 250; p++) {
      for (const [c, s] of [
        ['Rojo', 'S'],
        ['Rojo', 'M'],
        ['Azul', 'S'],
        ['Azul', 'M'],
      ])
        lines.push(`Producto ${p};Categoría ${p % 5};${1000 + p};P${p}-${c}-${s};${c};${s};${p % 7}`);
    }
    const started = performance.now();
    const res = await importCsv(owner, { csv: lines.join('\n') });
    const ms = performance.now() - started;
    expect(res.json()).toEqual({ created: 250, updated: 0 });
    console.log(`Importar CSV: 1.000 filas (250 productos × 4 variantes) en ${Math.round(ms)} ms (${t.db.driver})`);
    expect(await countOf('product_variants', await storeIdOf(owner))).toBe(1000);
  }, 120_000);

  it('refuses a file of blank rows or with an unclosed quote at once, in Spanish, without reading all of it', async () => {
    for (const csv of [
      '\n'.repeat(2 * 1024 * 1024),
      ' ; ; \r\n'.repeat(200_000),
      `Producto;Precio base\n"Remera;1\n${'x;1\n'.repeat(100_000)}`,
    ]) {
      const res = await empty.post('/api/catalogue/products/import/preview', { csv });
      expect(res.statusCode).toBe(422);
      expect(res.json().field).toBe('csv');
    }
    const blank = await empty.post('/api/catalogue/products/import/preview', { csv: '\n'.repeat(2 * 1024 * 1024) });
    expect(blank.json().message).toBe('El archivo tiene más de 5.000 filas. Divídelo en partes.');
    const unclosed = await empty.post('/api/catalogue/products/import/preview', {
      csv: `Producto;Precio base\n"Remera;1\n${'x;1\n'.repeat(100_000)}`,
    });
    expect(unclosed.json().message).toBe('La fila 2 es demasiado larga: revisa que sus comillas estén cerradas.');
    const wide = await empty.post('/api/catalogue/products/import/preview', { csv: `${'a;'.repeat(200)}\n` });
    expect(wide.json().message).toBe('La fila 1 tiene más de 100 columnas. Revisa el separador del archivo.');
  });

  it('answers other requests while it reads and checks a file of 5,000 products', async () => {
    const csv = `Producto;Precio base;Stock\n${Array.from({ length: 5000 }, (_, i) => `Producto ${i};${1000 + i};3`).join('\n')}`;
    const finished: string[] = [];
    const queriesBefore = t.queries.length;
    const preview = empty.post('/api/catalogue/products/import/preview', { csv }).then((res) => {
      finished.push('preview');
      return res;
    });
    // Once the preview has read the store's catalogue, the rest is its own work on the file.
    while (!t.queries.slice(queriesBefore).some((q) => q.includes('from "product_variants"')))
      await new Promise((resolve) => setImmediate(resolve));
    const other = await new Browser(t.app).get('/api/public/stores/tienda-vacia');
    finished.push('other');
    expect(other.statusCode).toBe(200);
    const res = await preview;
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toHaveLength(5000);
    expect(finished).toEqual(['other', 'preview']);
  }, 120_000);
  it("writes none of a file's products if one fails to be written", async () => {
    const owner = await signUpConfirmed(t, 'mil-falla@example.com');
    await owner.post('/api/stores', { name: 'Tienda Falla' });
    const storeId = await storeIdOf(owner);
    const csv = `Producto;Categoría;Precio base;SKU;Stock\n${Array.from({ length: 1000 }, (_, i) => `Producto ${i};Categoría ${i % 40};${1000 + i};S-${i};${i % 9}`).join('\n')}`;
    // The database refuses the file's last product, after hundreds of the others were written.
    await t.db.runAsOwner(`create function refuse_last_product() returns trigger language plpgsql as $$ begin
        if new.store_id = '${storeId}' and new.name = 'Producto 999' then raise exception 'no'; end if; return new; end $$;
      create trigger refuse_last_product before insert on products for each row execute function refuse_last_product()`);
    try {
      const failed = await importCsv(owner, { csv });
      expect(failed.statusCode).toBe(422);
      expect(failed.json().message).toBe('No se pudo importar el archivo y no se guardó nada. Intenta de nuevo.');
    } finally {
      await t.db.runAsOwner('drop trigger refuse_last_product on products; drop function refuse_last_product()');
    }
    expect(await countOf('products', storeId)).toBe(0);
    expect(await countOf('categories', storeId)).toBe(0);
  }, 120_000);
});
