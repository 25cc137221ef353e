import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { shopifyExport, tiendanubeExport } from './helpers/platform-exports';
import type { Browser } from './helpers/test-app';
import { importCsv } from './helpers/catalogue';
import { appForFile } from './helpers/file-app';
import { attributeNames, base64, finalPrices, layoutStores, productsOf, utf8, win1252 } from './helpers/import-layouts';

/*
 * "Importar CSV" reading a merchant's files as they come (docs/product/catalogue.md,
 * "Planillas de otras plataformas", "Codificación"): Tiendanube's and Shopify's
 * exports, Excel's Windows-1252.
 */
const t = appForFile({ RATE_LIMIT: 'false' });
const { newStore } = layoutStores(t);

describe('Tiendanube product export', () => {
  it('is recognised and previewed with the columns it ignores, writing nothing', async () => {
    const { owner } = await newStore('tn-preview@example.com', 'Tienda TN Vista');
    const preview = (await owner.post('/api/catalogue/products/import/preview', utf8(tiendanubeExport()))).json();
    expect(preview.layout).toBe('tiendanube');
    expect(preview.errors).toEqual([]);
    expect(preview.products.map((p: { name: string; variants: number }) => [p.name, p.variants])).toEqual([
      ['Remera Ñandú Pingüino', 4],
      ['Zapatilla Urbana', 4],
      ['Gorro de Lana', 1],
      ['Tarjeta de Regalo', 1],
    ]);
    expect(preview.ignoredColumns).toEqual(expect.arrayContaining(['Costo', 'Alto (cm)', 'Envío sin cargo']));
    expect(preview.ignoredColumns).not.toContain('Sexo');
    expect(preview.ignoredColumns).not.toContain('Marca');
    expect(preview.ignoredColumns).not.toContain('Peso (kg)');
    expect(preview.newCategories).toEqual(['Mujer', 'Mujer > Remeras', 'Calzado', 'Ofertas', 'Accesorios']);
    expect(preview.newAttributes).toEqual(['Talle', 'Color']);
    expect(preview.warnings.map((w: { message: string }) => w.message)).toEqual([
      '4 variantes tienen «Precio promocional»: es el precio de venta, y «Precio» queda como precio anterior.',
    ]);
    expect((await productsOf(owner)).size).toBe(0);
  });

  it('reads variant rows that leave "Identificador de URL" empty as the product above them', async () => {
    const { owner } = await newStore('tn-continued@example.com', 'Tienda TN Seguida');
    const rows = Papa.parse<string[]>(tiendanubeExport(), { delimiter: ';', skipEmptyLines: true }).data;
    const continued = Papa.unparse(
      rows.map((r, i) => (i > 0 && r[1] === '' ? ['', ...r.slice(1)] : r)),
      { delimiter: ';' },
    );
    const preview = (await owner.post('/api/catalogue/products/import/preview', utf8(continued))).json();
    expect(preview.products.map((p: { name: string; variants: number }) => [p.name, p.variants])).toEqual([
      ['Remera Ñandú Pingüino', 4],
      ['Zapatilla Urbana', 4],
      ['Gorro de Lana', 1],
      ['Tarjeta de Regalo', 1],
    ]);
  });

  it("keeps every variant's price, stock and SKU, hides what the shop hid, and never makes the cost an attribute", async () => {
    const { owner } = await newStore('tn-import@example.com', 'Tienda TN');
    expect((await importCsv(owner, utf8(tiendanubeExport()))).json()).toEqual({ created: 4, updated: 0 });
    const products = await productsOf(owner);
    const remera = products.get('Remera Ñandú Pingüino');
    expect(finalPrices(remera)).toEqual([
      ['RN-S', 1000000, 3],
      ['RN-M', 1000000, 5],
      ['RN-L', 1000000, 0],
      ['RN-XL', 1100000, 2],
    ]);
    // Its HTML kept as safe rich text (apps/server/src/shared/rich-text.ts).
    expect(remera?.description).toBe(
      '<p>Algodón peinado &amp; suave.</p><ul><li>Cuello redondo</li><li>Manga corta</li></ul>',
    );
    expect(remera?.variants.map((v) => v.weightGrams)).toEqual([200, null, null, null]);
    expect(remera?.isActive).toBe(true);
    expect(remera).toMatchObject({ brand: 'Topper', tags: ['verano', 'algodón'] });
    expect(remera?.variants.map((v) => [v.barcode, v.compareAtPriceCents])).toEqual([
      ['7790000000011', null],
      [null, null],
      [null, null],
      [null, null],
    ]);
    const zapatilla = products.get('Zapatilla Urbana');
    expect(finalPrices(zapatilla)?.map((v) => v[1])).toEqual([4500000, 4500000, 4500000, 4500000]);
    expect(zapatilla?.variants.map((v) => v.compareAtPriceCents)).toEqual([5000000, 5000000, 5000000, 5000000]);
    expect(zapatilla).toMatchObject({ brand: 'Adidas', tags: [] });
    expect(products.get('Gorro de Lana')?.isActive).toBe(false);
    expect(products.get('Tarjeta de Regalo')).toMatchObject({ requiresStock: false, isActive: true });
    expect(await attributeNames(owner)).toEqual(['Color', 'Talle']);
    const categories = (await owner.get('/api/catalogue/categories')).json().categories as {
      id: string;
      name: string;
      parentId: string | null;
    }[];
    const named = (name: string) => categories.find((c) => c.name === name);
    expect(categories.map((c) => c.name).sort()).toEqual(['Accesorios', 'Calzado', 'Mujer', 'Ofertas', 'Remeras']);
    expect(named('Remeras')?.parentId).toBe(named('Mujer')?.id);
    expect(named('Mujer')?.parentId).toBeNull();
    expect(remera?.categoryIds).toEqual([named('Remeras')?.id]);
    expect(zapatilla?.categoryIds).toEqual([named('Calzado')?.id, named('Ofertas')?.id]);
    expect(zapatilla?.categoryId).toBe(named('Calzado')?.id);
  });

  it('reads a Windows-1252 copy (Excel in Spanish) exactly as the UTF-8 file', async () => {
    const a = await newStore('tn-utf8@example.com', 'Tienda TN UTF');
    const b = await newStore('tn-1252@example.com', 'Tienda TN Excel');
    expect((await importCsv(a.owner, utf8(tiendanubeExport(), true))).statusCode).toBe(200);
    expect((await importCsv(b.owner, win1252(tiendanubeExport()))).statusCode).toBe(200);
    const exportOf = async (owner: Browser) => (await owner.get('/api/catalogue/products/export.csv')).body;
    const exported = await exportOf(b.owner);
    expect(exported).toBe(await exportOf(a.owner));
    expect(exported).toContain('Remera Ñandú Pingüino');
    expect(exported).not.toContain('\uFFFD');
  });
});

describe('Shopify product CSV', () => {
  it("is recognised, reads picture-only rows as no variants, and keeps each variant's price", async () => {
    const { owner } = await newStore('sh-import@example.com', 'Tienda Shopify');
    // Pictures on a private address: refused without connecting (catalogue-import-pictures.test.ts fetches them).
    const file = shopifyExport('http://10.0.0.1/products');
    const preview = (await owner.post('/api/catalogue/products/import/preview', utf8(file))).json();
    expect(preview.layout).toBe('shopify');
    expect(preview.errors).toEqual([]);
    expect(preview.ignoredColumns).toEqual(expect.arrayContaining(['Cost per item', 'Product Category', 'SEO Title']));
    expect(preview.ignoredColumns).not.toContain('Variant Grams');
    expect(preview.ignoredColumns).not.toEqual(expect.arrayContaining(['Vendor']));
    expect(preview.warnings.map((w: { message: string }) => w.message)).toEqual([
      'Las imágenes de un producto se traen desde sus direcciones después de importar (filas 2); al terminar verás cuáles llegaron.',
      'Una variante tiene stock negativo en el archivo (filas 3): entra con stock 0.',
    ]);
    expect((await importCsv(owner, utf8(file))).json()).toEqual({ created: 3, updated: 0, picturesToFetch: 3 });
    const products = await productsOf(owner);
    const buzo = products.get('Buzo Canguro');
    expect(finalPrices(buzo)).toEqual([
      ['BC-M', 3000000, 4],
      ['BC-L', 3000000, 0],
      ['BC-XL', 3300000, 1],
    ]);
    expect(buzo).toMatchObject({
      isActive: true,
      description: '<p>Frisa invisible, <strong>capucha</strong>, bolsillo "canguro".</p>',
      brand: 'Adidas',
      tags: ['invierno', 'buzos'],
    });
    expect(buzo?.variants.map((v) => [v.barcode, v.compareAtPriceCents])).toEqual([
      ['7790000000028', 3500000],
      [null, null],
      [null, null],
    ]);
    expect(products.get('Gorra Plana')).toMatchObject({
      isActive: false,
      variants: [{ sku: 'GP-1', stock: 6, values: [] }],
    });
    expect(products.get('Medias Rayadas')?.isActive).toBe(false);
    expect(await attributeNames(owner)).toEqual(['Color', 'Talle']);
  });
});

describe('Encodings', () => {
  it('refuses a file that is neither UTF-8 nor Windows-1252, naming its first bad line, and a text with "�"', async () => {
    const { owner } = await newStore('enc@example.com', 'Tienda Codificación');
    const bytes = Buffer.concat([
      Buffer.from('Producto;Precio base\nRemera;1000\nBuzo '),
      Buffer.from([0xc3, 0x81, 0x81, 0x00]),
      Buffer.from(';2000\n'),
    ]);
    const refused = await owner.post('/api/catalogue/products/import/preview', { file: base64(bytes) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      field: 'file',
      message:
        'La fila 3 tiene caracteres que no se pueden leer: guarda el archivo como «CSV UTF-8» (o «CSV delimitado por comas» en Excel) y vuelve a elegirlo.',
    });
    const utf16 = await importCsv(owner, {
      file: base64(Buffer.from('\uFEFFProducto;Precio base\nRemera;1000', 'utf16le')),
    });
    expect(utf16.statusCode).toBe(422);
    const replaced = await importCsv(owner, { csv: 'Producto;Precio base\nRemera;1000\nCami\uFFFDn;2000' });
    expect(replaced.json().message).toMatch(/^La fila 3 tiene caracteres que no se pueden leer/);
    expect((await productsOf(owner)).size).toBe(0);
  });
});
