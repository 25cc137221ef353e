import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from './helpers/images';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { TEST_TMP } from './helpers/test-database';

let s3: S3rver;
let endpoint: string;
let t: TestApp;
const dir = mkdtempSync(join(TEST_TMP, 's3-'));

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'vidriera', configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await createTestApp({
    RATE_LIMIT: 'false',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'vidriera',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('stores uploads in the bucket, serves them from its address, and deletes replaced ones', async () => {
    const owner = await signUpConfirmed(t, 's3@example.com');
    await owner.post('/api/stores', { name: 'Tienda Nube' });
    const first = (await owner.upload('/api/stores/mine/images/logo', multipartBody(await pngImage(300, 300)))).json()
      .store.logoUrl as string;
    expect(first.startsWith(`${endpoint}/vidriera/stores/`)).toBe(true);
    const object = await fetch(`${first}-512.webp`);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/webp');

    await owner.upload('/api/stores/mine/images/logo', multipartBody(await pngImage(300, 300, '#00ff00')));
    expect((await fetch(`${first}-512.webp`)).status).toBe(404);
  });

  it('lets pages load images from the bucket under the Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${endpoint}`);
  });
});
