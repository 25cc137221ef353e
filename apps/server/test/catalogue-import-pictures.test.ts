import { isStoreUpload } from '@vidriera/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_HOUR } from '../src/modules/storage/upload-allowance';
import { REFUSED_NOT_IMAGE, REFUSED_PRIVATE } from '../src/modules/storage/fetch-picture';
import { type PictureServer, startPictureServer } from './helpers/picture-server';
import { shopifyExport } from './helpers/platform-exports';
import { type Browser, createTestApp, signUpConfirmed, TEST_ORIGIN, type TestApp } from './helpers/test-app';
import { importCsv } from './helpers/catalogue';

/*
 * Pictures an "Importar CSV" file names by address (docs/product/catalogue.md,
 * "Fotos desde la planilla"): fetched by a job after the import commits,
 * through the upload pipeline and allowance, onto the product and its
 * variants; each one that fails is reported by row and never fails the import.
 */
let t: TestApp;
let web: PictureServer;

beforeAll(async () => {
  web = await startPictureServer();
  t = await createTestApp({ RATE_LIMIT: 'false', IMPORT_FETCH_ALLOWED_HOSTS: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await t.close();
  await web.close();
});

interface Product {
  id: string;
  name: string;
  images: string[];
  variants: { sku: string; images: string[] }[];
}

async function newStore(email: string, name: string) {
  const owner = await signUpConfirmed(t, email);
  const store = (await owner.post('/api/stores', { name })).json().store as { id: string; slug: string };
  return { owner, store, folder: `/uploads/stores/${store.id}/product/` };
}
const utf8 = (text: string) => ({ file: Buffer.from(text, 'utf8').toString('base64') });

async function productsOf(owner: Browser): Promise<Map<string, Product>> {
  const list = (await owner.get('/api/catalogue/products')).json().products as { id: string }[];
  const details = await Promise.all(
    list.map(async (p) => (await owner.get(`/api/catalogue/products/${p.id}`)).json().product as Product),
  );
  return new Map(details.map((p) => [p.name, p]));
}

/** The Shopify file with its hoodie's pictures on the test server: buzo-1 red, buzo-2 blue, the XL's own green. */
const shopifyWithPictures = () =>
  shopifyExport(`${web.origin}/cdn`)
    .replace(`${web.origin}/cdn/buzo-1.jpg`, `${web.origin}/red.png`)
    .replace(`${web.origin}/cdn/buzo-2.jpg`, `${web.origin}/blue.png`)
    .replace(`${web.origin}/cdn/buzo-xl.jpg`, `${web.origin}/green.png`);

describe('Pictures from a Shopify file', () => {
  it("are fetched after the import, in the file's order, and the variant gets its own", async () => {
    const { owner, folder } = await newStore('fotos-shopify@example.com', 'Tienda Fotos');
    const preview = (await owner.post('/api/catalogue/products/import/preview', utf8(shopifyWithPictures()))).json();
    expect(preview.warnings[0].message).toBe(
      'Las imágenes de un producto se traen desde sus direcciones después de importar (filas 2); al terminar verás cuáles llegaron.',
    );

    const res = await importCsv(owner, utf8(shopifyWithPictures()));
    expect(res.json()).toEqual({ created: 3, updated: 0, picturesToFetch: 3 });
    const buzo = (await productsOf(owner)).get('Buzo Canguro');
    expect(buzo?.images).toHaveLength(3);
    expect(buzo?.images.every((url) => isStoreUpload(url, folder))).toBe(true);
    // Stored through the pipeline: the first picture is the red one (Image Src order), re-encoded in every size.
    const first = await t.app.inject({ method: 'GET', url: `${buzo?.images[0]}-320.webp` });
    expect(first.statusCode).toBe(200);
    expect(buzo?.variants.map((v) => [v.sku, v.images])).toEqual([
      ['BC-M', []],
      ['BC-L', []],
      ['BC-XL', [buzo?.images[2]]],
    ]);
    expect((await owner.get('/api/catalogue/products/import/pictures')).json()).toMatchObject({
      pending: 0,
      done: 3,
      failed: [],
    });
  });

  it('are not fetched again when the same file is imported again', async () => {
    const { owner } = await newStore('fotos-repetir@example.com', 'Tienda Repetir');
    await importCsv(owner, utf8(shopifyWithPictures()));
    const before = (await productsOf(owner)).get('Buzo Canguro');
    const hits = web.hits.get('/red.png');
    const again = await importCsv(owner, utf8(shopifyWithPictures()));
    expect(again.json()).toMatchObject({ created: 0, updated: 3 });
    const after = (await productsOf(owner)).get('Buzo Canguro');
    expect(after?.images).toEqual(before?.images);
    expect(after?.variants.find((v) => v.sku === 'BC-XL')?.images).toEqual([before?.images[2]]);
    expect(web.hits.get('/red.png')).toBe(hits);
  });
});

describe('A picture that cannot be brought', () => {
  it('is reported by its row with the reason, and the import and the other pictures go on', async () => {
    const { owner } = await newStore('fotos-fallan@example.com', 'Tienda Fallan');
    const csv = [
      'Producto;Precio base;Imágenes',
      `Taza;1000;${web.origin}/page.png | ${web.origin}/pink.png`,
      'Plato;2000;http://169.254.169.254/latest/meta-data/',
      `Vaso;3000;${web.origin}/missing.png`,
    ].join('\n');
    const res = await importCsv(owner, { csv });
    expect(res.json()).toEqual({ created: 3, updated: 0, picturesToFetch: 4 });
    const products = await productsOf(owner);
    expect(products.get('Taza')?.images).toHaveLength(1);
    expect(products.get('Plato')?.images).toEqual([]);
    const report = (await owner.get('/api/catalogue/products/import/pictures')).json();
    expect(report).toMatchObject({ pending: 0, done: 1 });
    expect(report.failed.map((f: { message: string }) => f.message)).toEqual([
      `Fila 2: no se pudo traer ${web.origin}/page.png: ${REFUSED_NOT_IMAGE}`,
      `Fila 3: no se pudo traer http://169.254.169.254/latest/meta-data/: ${REFUSED_PRIVATE}`,
      `Fila 4: no se pudo traer ${web.origin}/missing.png: el sitio respondió con el error 404.`,
    ]);
  });

  it('leaves nothing queued when the file has errors: the import is still all or nothing', async () => {
    const { owner, store } = await newStore('fotos-errores@example.com', 'Tienda Errores');
    const csv = ['Producto;Precio base;Imágenes', `Taza;1000;${web.origin}/red.png`, 'Plato;caro;'].join('\n');
    expect((await importCsv(owner, { csv })).statusCode).toBe(422);
    const queued = await t.db.db.selectFrom('import_pictures').select('id').where('store_id', '=', store.id).execute();
    expect(queued).toEqual([]);
    expect((await owner.get('/api/catalogue/products/import/pictures')).json()).toEqual({
      importedAt: null,
      pending: 0,
      done: 0,
      failed: [],
    });
  });
});

describe('The upload allowance', () => {
  it('counts fetched pictures: once spent, the rest wait for it instead of failing', async () => {
    const { owner, store } = await newStore('fotos-cupo@example.com', 'Tienda Cupo');
    await sql`insert into uploads (store_id, url, kind, bytes) select ${store.id}::uuid, 'x', 'product', 1 from generate_series(1, ${UPLOADS_PER_HOUR}::integer)`.execute(
      t.db.db,
    );
    const csv = ['Producto;Precio base;Imágenes', `Taza;1000;${web.origin}/white.png`].join('\n');
    expect((await importCsv(owner, { csv })).json()).toMatchObject({ picturesToFetch: 1 });
    expect((await productsOf(owner)).get('Taza')?.images).toEqual([]);
    expect((await owner.get('/api/catalogue/products/import/pictures')).json()).toMatchObject({
      pending: 1,
      done: 0,
      failed: [],
    });
    // The next try waits for the allowance; nothing is dead.
    const jobs = await t.db.db
      .selectFrom('jobs')
      .select(['state', 'run_at'])
      .where('kind', '=', 'catalogue.fetch-import-pictures')
      .where('payload', '@>', JSON.stringify({ storeId: store.id }))
      .execute();
    expect(jobs.map((j) => j.state).sort()).toEqual(['done', 'pending']);
    expect(new Date(jobs.find((j) => j.state === 'pending')?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('Our own export', () => {
  it('writes full picture addresses, which the same store reads back as its own pictures without fetching them', async () => {
    const { owner, folder } = await newStore('fotos-propias@example.com', 'Tienda Propia');
    await importCsv(owner, { csv: ['Producto;Precio base;Imágenes', `Taza;1000;${web.origin}/black.png`].join('\n') });
    const taza = (await productsOf(owner)).get('Taza');
    const exported = (await owner.get('/api/catalogue/products/export.csv')).body;
    expect(exported).toContain(`${TEST_ORIGIN}${taza?.images[0]}`);
    expect(isStoreUpload(taza?.images[0] ?? '', folder)).toBe(true);
    const again = await importCsv(owner, { csv: exported });
    expect(again.json()).toEqual({ created: 0, updated: 1 });
    expect((await productsOf(owner)).get('Taza')?.images).toEqual(taza?.images);
  });
});
