import { type Zippable, zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_HOUR } from '../src/modules/storage/upload-allowance';
import { countInStore, importCsv } from './helpers/catalogue';
import { multipartBody, pngImage } from './helpers/images';
import { tiendanubeExport } from './helpers/platform-exports';
import { type Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * "Subir fotos (ZIP)" (docs/product/catalogue.md, "Fotos en un ZIP"): a
 * Tiendanube shop's photos, named by "Identificador de URL" or SKU, matched
 * to the imported products and variants through the upload pipeline; a ZIP
 * that is not one, a bomb, or with names that climb out is refused whole
 * and nothing is saved.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
}, 120_000);
afterAll(() => t.close());

interface Product {
  id: string;
  name: string;
  images: string[];
  variants: { sku: string; images: string[] }[];
}

async function importedStore(name: string): Promise<{ owner: Browser; storeId: string }> {
  const owner = await signUpConfirmed(t, `${name}@example.com`);
  const store = (await owner.post('/api/stores', { name: `Tienda ${name}` })).json().store as { id: string };
  expect((await importCsv(owner, { file: Buffer.from(tiendanubeExport()).toString('base64') })).json()).toEqual({
    created: 4,
    updated: 0,
  });
  return { owner, storeId: store.id };
}

const upload = (owner: Browser, zip: Uint8Array | Buffer) =>
  owner.upload(
    '/api/catalogue/products/import/photos',
    multipartBody(Buffer.from(zip), 'fotos.zip', 'application/zip'),
  );

async function productsOf(owner: Browser): Promise<Map<string, Product>> {
  const list = (await owner.get('/api/catalogue/products')).json().products as { id: string; name: string }[];
  const full = await Promise.all(
    list.map(async (p) => (await owner.get(`/api/catalogue/products/${p.id}`)).json().product as Product),
  );
  return new Map(full.map((p) => [p.name, p]));
}

const uploadsOf = (storeId: string) => countInStore(t, 'uploads', storeId);

describe('Subir fotos (ZIP)', () => {
  it('matches photos by URL identifier and by SKU, in their order, and adds them to products and variants', async () => {
    const { owner, storeId } = await importedStore('zip-fotos');
    const [red, green, blue, black, white] = await Promise.all(
      ['#f00', '#0f0', '#00f', '#000', '#fff'].map((c) => pngImage(300, 300, c)),
    );
    const files: Zippable = {
      'remera-nandu-2.png': green as Buffer,
      'fotos/remera-nandu.jpg': red as Buffer,
      'RN-XL.png': blue as Buffer,
      'ZAPATILLA-URBANA.PNG': black as Buffer,
      'Gorro de Lana.webp': white as Buffer,
      'campera.png': white as Buffer,
      'notas.txt': Buffer.from('precios'),
      '__MACOSX/fotos/._remera-nandu.jpg': Buffer.from('resource fork'),
      'fotos/': {},
    };
    const res = await upload(owner, zipSync(files));
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.saved).toBe(5);
    expect(result.matched).toEqual(
      expect.arrayContaining([
        { file: 'remera-nandu.jpg', product: 'Remera Ñandú Pingüino', variant: null },
        { file: 'remera-nandu-2.png', product: 'Remera Ñandú Pingüino', variant: null },
        { file: 'RN-XL.png', product: 'Remera Ñandú Pingüino', variant: 'RN-XL' },
        { file: 'ZAPATILLA-URBANA.PNG', product: 'Zapatilla Urbana', variant: null },
        { file: 'Gorro de Lana.webp', product: 'Gorro de Lana', variant: null },
      ]),
    );
    expect(result.unmatched).toEqual([
      { file: 'notas.txt', reason: 'notas.txt: no es una foto (JPG, PNG o WebP).' },
      {
        file: 'campera.png',
        reason: 'campera.png: no coincide con el identificador de URL ni con el SKU de ningún producto.',
      },
    ]);

    const products = await productsOf(owner);
    const remera = products.get('Remera Ñandú Pingüino') as Product;
    expect(remera.images).toHaveLength(3);
    // Its own photos in their order ("-2" after the plain name), then the variant's.
    const colours = await Promise.all(
      remera.images.map(async (url) => (await t.app.inject({ url: `${url}-320.webp` })).statusCode),
    );
    expect(colours).toEqual([200, 200, 200]);
    expect(remera.variants.find((v) => v.sku === 'RN-XL')?.images).toEqual([remera.images[2]]);
    expect(remera.variants.find((v) => v.sku === 'RN-S')?.images).toEqual([]);
    expect(products.get('Zapatilla Urbana')?.images).toHaveLength(1);
    expect(products.get('Tarjeta de Regalo')?.images).toEqual([]);
    // Each photo took one slot of the store's hourly allowance, with its address.
    expect(await uploadsOf(storeId)).toBe(5);
  });

  it('adds each picture to its product once, however many times the ZIP is uploaded', async () => {
    const { owner, storeId } = await importedStore('zip-dos-veces');
    const [red, blue] = await Promise.all([pngImage(200, 200, '#f00'), pngImage(200, 200, '#00f')]);
    const zip = zipSync({
      'remera-nandu.png': red as Buffer,
      'RN-XL.png': blue as Buffer,
      'gorro-lana.png': red as Buffer,
    });
    expect((await upload(owner, zip)).json().saved).toBe(3);
    const again = (await upload(owner, zip)).json();
    expect(again.saved).toBe(0);
    expect(again.unmatched).toEqual(
      expect.arrayContaining([
        { file: 'remera-nandu.png', reason: 'remera-nandu.png: el producto ya tiene esta foto.' },
        { file: 'RN-XL.png', reason: 'RN-XL.png: el producto ya tiene esta foto.' },
        { file: 'gorro-lana.png', reason: 'gorro-lana.png: el producto ya tiene esta foto.' },
      ]),
    );
    // The same picture twice in one ZIP for one product is added once too; another product may have it.
    expect(
      (
        await upload(owner, zipSync({ 'zapatilla-urbana.png': red as Buffer, 'zapatilla-urbana-2.png': red as Buffer }))
      ).json().saved,
    ).toBe(1);
    const products = await productsOf(owner);
    const remera = products.get('Remera Ñandú Pingüino') as Product;
    expect(remera.images).toHaveLength(2);
    expect(remera.variants.find((v) => v.sku === 'RN-XL')?.images).toEqual([remera.images[1]]);
    expect(products.get('Gorro de Lana')?.images).toHaveLength(1);
    expect(products.get('Zapatilla Urbana')?.images).toHaveLength(1);
    expect(await uploadsOf(storeId)).toBe(4);
  });

  it('reports a photo that is not an image, and saves the others', async () => {
    const { owner } = await importedStore('zip-no-imagen');
    const res = await upload(
      owner,
      zipSync({
        'remera-nandu.jpg': Buffer.from('<html>no soy una foto</html>'),
        'gorro-lana.png': await pngImage(200, 200),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().saved).toBe(1);
    expect(res.json().unmatched).toEqual([
      {
        file: 'remera-nandu.jpg',
        reason: 'remera-nandu.jpg: no es una imagen válida (JPG, PNG o WebP de hasta 5 MB y 40 megapíxeles).',
      },
    ]);
    expect((await productsOf(owner)).get('Remera Ñandú Pingüino')?.images).toEqual([]);
  });

  it('refuses a file that is not a ZIP, a bomb, names that climb out, too many files, and saves nothing', async () => {
    const { owner, storeId } = await importedStore('zip-malo');
    const photo = await pngImage(200, 200);
    const refusals: [Uint8Array | Buffer, string][] = [
      [
        Buffer.from('PK esto no es un zip'),
        'El archivo no es un ZIP válido. Comprime las fotos en un ZIP e intenta de nuevo.',
      ],
      [
        zipSync({ 'remera-nandu.png': photo, '../../../etc/gorro-lana.png': photo }),
        'El ZIP tiene nombres de archivo no válidos (rutas absolutas o con «..»). Comprime solo las fotos.',
      ],
      [
        zipSync({ 'remera-nandu.png': photo, '/tmp/gorro-lana.png': photo }),
        'El ZIP tiene nombres de archivo no válidos (rutas absolutas o con «..»). Comprime solo las fotos.',
      ],
      [
        zipSync({ 'remera-nandu.png': photo, 'gorro-lana.png': new Uint8Array(20 * 1024 * 1024) }, { level: 9 }),
        'El ZIP tiene archivos que se descomprimen a un tamaño desproporcionado. Revisa el archivo.',
      ],
      [
        zipSync(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`f${i}.txt`, Buffer.from('x')]))),
        'El ZIP tiene más de 200 fotos o 1.000 archivos. Divídelo en partes.',
      ],
      [
        zipSync(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`remera-nandu-${i}.png`, photo]))),
        'El ZIP tiene más de 200 fotos o 1.000 archivos. Divídelo en partes.',
      ],
    ];
    for (const [zip, message] of refusals) {
      const res = await upload(owner, zip);
      expect(res.statusCode, message).toBe(422);
      expect(res.json()).toMatchObject({ message, field: 'file' });
    }
    const products = await productsOf(owner);
    expect([...products.values()].flatMap((p) => p.images)).toEqual([]);
    expect(await uploadsOf(storeId)).toBe(0);
    const missing = await owner.upload('/api/catalogue/products/import/photos', {
      payload: Buffer.from('--x--\r\n'),
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Elige un ZIP con las fotos.');
  });

  it('takes a slot of the hourly allowance per photo, and when they run out saves none of the ZIP', async () => {
    const { owner, storeId } = await importedStore('zip-cupo');
    await sql`insert into uploads (store_id, url, kind, bytes) select ${storeId}::uuid, 'x', 'product', 1 from generate_series(1, ${UPLOADS_PER_HOUR - 1}::integer)`.execute(
      t.db.db,
    );
    const res = await upload(
      owner,
      zipSync({
        'remera-nandu.png': await pngImage(200, 200, '#f00'),
        'gorro-lana.png': await pngImage(200, 200, '#0f0'),
      }),
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Subiste muchas imágenes en la última hora. Espera un rato y vuelve a intentar.');
    expect([...(await productsOf(owner)).values()].flatMap((p) => p.images)).toEqual([]);
    expect(await uploadsOf(storeId)).toBe(UPLOADS_PER_HOUR - 1);
  });
});
