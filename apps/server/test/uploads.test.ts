import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_BYTES_PER_HOUR, UPLOADS_PER_HOUR } from '../src/modules/storage/upload-allowance';
import { multipartBody, pngImage } from './helpers/images';
import { type Browser, createTestApp, runSchedulesNow, signUpConfirmed, type TestApp } from './helpers/test-app';

let t: TestApp;
let owners = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

async function ownerWithStore(): Promise<{ owner: Browser; storeId: string }> {
  const owner = await signUpConfirmed(t, `fotos${++owners}@example.com`);
  const store = (await owner.post('/api/stores', { name: `Tienda Fotos ${owners}` })).json().store as { id: string };
  return { owner, storeId: store.id };
}

const fileOf = (url: string, width: number) =>
  join(t.dataDir, 'uploads', `${url.replace(/^\/uploads\//, '')}-${width}.webp`);

async function pastUploads(storeId: string, files: number, bytes: number) {
  await t.db.db
    .insertInto('uploads')
    .values(
      Array.from({ length: files }, (_, i) => ({
        store_id: storeId,
        url: `/uploads/stores/${storeId}/product/antes-${i}`,
        kind: 'product' as const,
        bytes: Math.floor(bytes / files),
      })),
    )
    .execute();
}

describe('upload allowance per store', () => {
  it(`refuses the ${UPLOADS_PER_HOUR + 1}th picture of an hour in Spanish, storing nothing`, async () => {
    const { owner, storeId } = await ownerWithStore();
    await pastUploads(storeId, UPLOADS_PER_HOUR - 1, 1000);
    expect(
      (await owner.upload('/api/catalogue/product-images', multipartBody(await pngImage(200, 200)))).statusCode,
    ).toBe(201);
    const refused = await owner.upload('/api/catalogue/product-images', multipartBody(await pngImage(200, 200)));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_UPLOADS',
      message: 'Subiste muchas imágenes en la última hora. Espera un rato y vuelve a intentar.',
      field: 'file',
    });
    const logo = await owner.upload('/api/stores/mine/images/logo', multipartBody(await pngImage(200, 200)));
    expect(logo.statusCode).toBe(429);
    const recorded = await t.db.db.selectFrom('uploads').select('id').where('store_id', '=', storeId).execute();
    expect(recorded).toHaveLength(UPLOADS_PER_HOUR);
  });

  it('counts bytes too, and only the last hour', async () => {
    const { owner, storeId } = await ownerWithStore();
    await pastUploads(storeId, 1, UPLOAD_BYTES_PER_HOUR);
    expect(
      (await owner.upload('/api/catalogue/product-images', multipartBody(await pngImage(200, 200)))).statusCode,
    ).toBe(429);
    await sql`update uploads set created_at = now() - interval '61 minutes' where store_id = ${storeId}`.execute(
      t.db.db,
    );
    expect(
      (await owner.upload('/api/catalogue/product-images', multipartBody(await pngImage(200, 200)))).statusCode,
    ).toBe(201);
  });

  // On PostgreSQL the uploads run at once on separate connections; PGlite has one connection, so there it checks the count only.
  it('takes exactly the last free slots when many uploads arrive at once', async () => {
    const { owner, storeId } = await ownerWithStore();
    await pastUploads(storeId, UPLOADS_PER_HOUR - 5, 1000);
    const picture = multipartBody(await pngImage(64, 64));
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => owner.upload('/api/catalogue/product-images', picture)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const recorded = await t.db.db.selectFrom('uploads').select('url').where('store_id', '=', storeId).execute();
    expect(recorded).toHaveLength(UPLOADS_PER_HOUR);
    expect(recorded.every((r) => r.url !== '')).toBe(true);
  });

  it('is kept per store', async () => {
    const full = await ownerWithStore();
    await pastUploads(full.storeId, UPLOADS_PER_HOUR, 1000);
    const other = await ownerWithStore();
    expect(
      (await other.owner.upload('/api/catalogue/product-images', multipartBody(await pngImage(200, 200)))).statusCode,
    ).toBe(201);
  });
});

describe('unused uploads', () => {
  it('deletes a picture no product used a day later, keeping the ones products, logos and banners use', async () => {
    const { owner } = await ownerWithStore();
    const upload = async () =>
      (await owner.upload('/api/catalogue/product-images', multipartBody(await pngImage(300, 300)))).json()
        .url as string;
    const [unused, used] = [await upload(), await upload()];
    const product = await owner.post('/api/catalogue/products', {
      name: 'Con Foto',
      priceCents: 1000,
      images: [used],
      variants: [{ stock: 1 }],
    });
    expect(product.statusCode).toBe(201);
    const logo = (await owner.upload('/api/stores/mine/images/logo', multipartBody(await pngImage(300, 300)))).json()
      .store.logoUrl as string;

    await runSchedulesNow(t);
    expect(existsSync(fileOf(unused, 320))).toBe(true);

    await sql`update uploads set created_at = now() - interval '25 hours'`.execute(t.db.db);
    await runSchedulesNow(t);
    expect(existsSync(fileOf(unused, 320))).toBe(false);
    expect(existsSync(fileOf(used, 320))).toBe(true);
    expect(existsSync(fileOf(logo, 96))).toBe(true);
    expect(
      await t.db.db
        .selectFrom('uploads')
        .select('id')
        .where('created_at', '<', sql<Date>`now() - interval '24 hours'`)
        .execute(),
    ).toHaveLength(0);
  });
});

describe('malformed uploads', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', 'abc'],
    [
      'cut short',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabcdef',
    ],
  ])('answers a form %s with 400 in Spanish', async (_label, contentType, body) => {
    const { owner } = await ownerWithStore();
    const res = await owner.request('POST', '/api/catalogue/product-images', body, { 'content-type': contentType });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'MALFORMED_UPLOAD',
      message: 'El archivo no llegó completo. Intenta subirlo de nuevo.',
    });
  });
});
