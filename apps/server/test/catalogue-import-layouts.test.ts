import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopifyExport, tiendanubeExport } from './helpers/platform-exports';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { importCsv } from './helpers/catalogue';

/*
 * "Importar CSV" reading a merchant's files as they come (docs/product/catalogue.md,
 * "Planillas de otras plataformas", "Codificación"): Tiendanube's and Shopify's
 * exports, Excel's Windows-1252, updates that touch only the file's columns,
 * sizes in natural order.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
}, 120_000);
afterAll(() => t.close());

interface Variant {
  weightGrams: number | null;
  sku: string;
  stock: number;
  priceAdjustmentCents: number;
  isActive: boolean;
  values: unknown[];
  barcode: string | null;
  compareAtPriceCents: number | null;
}
interface Product {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  isActive: boolean;
  requiresStock: boolean;
  categoryId: string | null;
  categoryIds: string[];
  brand: string;
  tags: string[];
  variants: Variant[];
}

async function newStore(email: string, name: string) {
  const owner = await signUpConfirmed(t, email);
  const store = (await owner.post('/api/stores', { name })).json().store as { id: string; slug: string };
  return { owner, store };
}

const base64 = (bytes: Buffer) => bytes.toString('base64');
const utf8 = (text: string, bom = false) => ({
  file: base64(Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(text, 'utf8')])),
});
const win1252 = (text: string) => ({ file: base64(iconv.encode(text, 'windows-1252')) });

async function productsOf(owner: Browser): Promise<Map<string, Product>> {
  const list = (await owner.get('/api/catalogue/products')).json().products as { id: string }[];
  const details = await Promise.all(
    list.map(async (p) => (await owner.get(`/api/catalogue/products/${p.id}`)).json().product as Product),
  );
  return new Map(details.map((p) => [p.name, p]));
}
const attributeNames = async (owner: Browser) =>
  ((await owner.get('/api/catalogue/attributes')).json().attributes as { displayName: string }[])
    .map((a) => a.displayName)
    .sort();
const finalPrices = (p: Product | undefined) =>
  p?.variants.map((v) => [v.sku, (p?.priceCents ?? 0) + v.priceAdjustmentCents, v.stock]);

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
