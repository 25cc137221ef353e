import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from './helpers/images';
import { appForFile } from './helpers/file-app';
import { counter, storeOwners } from './helpers/store-owners';

const t = appForFile({ RATE_LIMIT: 'false' });
const { owner } = storeOwners(t);

describe('logo and banner', () => {
  const fileOf = (url: string, suffix: string) =>
    join(t.dataDir, 'uploads', `${url.replace('/uploads/', '')}${suffix}`);

  it('uploads a logo into responsive WebP sizes, serves it cached, and removes the old one on replace', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Logo Tienda' });
    const first = await browser.upload('/api/stores/mine/images/logo', multipartBody(await pngImage(800, 800)));
    expect(first.statusCode).toBe(200);
    const logoUrl: string = first.json().store.logoUrl;
    expect(logoUrl).toMatch(/^\/uploads\/stores\/[0-9a-f-]+\/logo\/[0-9a-f-]+$/);
    expect(existsSync(fileOf(logoUrl, '-512.webp'))).toBe(true);
    expect(existsSync(fileOf(logoUrl, '-og.jpg'))).toBe(true);

    const served = await browser.get(`${logoUrl}-192.webp`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');

    const second = await browser.upload(
      '/api/stores/mine/images/logo',
      multipartBody(await pngImage(300, 300, '#ff0000')),
    );
    expect(second.json().store.logoUrl).not.toBe(logoUrl);
    expect(existsSync(fileOf(logoUrl, '-512.webp'))).toBe(false);

    const removed = await browser.delete('/api/stores/mine/images/logo');
    expect(removed.json().store.logoUrl).toBeNull();
    expect(existsSync(fileOf(second.json().store.logoUrl, '-512.webp'))).toBe(false);
  });

  it('crops a banner to 16:9', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Banner Tienda' });
    const res = await browser.upload('/api/stores/mine/images/banner', multipartBody(await pngImage(1000, 1000)));
    const served = await browser.get(`${res.json().store.bannerUrl}-1280.webp`);
    const sharp = (await import('sharp')).default;
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 720]);
  });

  it.each([
    ['a text file named .png', Buffer.from('esto no es una imagen'), 422, 'IMAGE_INVALID'],
    ['an empty file', Buffer.alloc(0), 422, 'IMAGE_INVALID'],
    ['a file over 5 MB', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 413, 'IMAGE_TOO_LARGE'],
  ])('refuses %s cleanly and keeps the store as it was', async (_label, file, status, code) => {
    const browser = await owner();
    await browser.post('/api/stores', { name: `Rechazo ${counter}` });
    const res = await browser.upload('/api/stores/mine/images/logo', multipartBody(file as Buffer));
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/imagen|grande/i);
    expect((await browser.get('/api/stores/mine')).json().store.logoUrl).toBeNull();
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Bomba Tienda' });
    const sharp = (await import('sharp')).default;
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await browser.upload('/api/stores/mine/images/logo', multipartBody(bomb));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IMAGE_TOO_MANY_PIXELS');
  });

  it('refuses an unknown image kind', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Tipo Tienda' });
    const res = await browser.upload('/api/stores/mine/images/avatar', multipartBody(await pngImage()));
    expect(res.statusCode).toBe(422);
    expect(res.json().field).toBe('kind');
  });
});

describe('upload hardening', () => {
  it('re-encodes a PNG/HTML polyglot so nothing of the payload is served', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Políglota Tienda' });
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([await pngImage(200, 200), Buffer.from(payload)]);
    const res = await browser.upload('/api/stores/mine/images/logo', multipartBody(polyglot, 'logo.png'));
    expect(res.statusCode).toBe(200);
    for (const suffix of ['-512.webp', '-192.webp', '-og.jpg']) {
      const served = await browser.get(`${res.json().store.logoUrl}${suffix}`);
      expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
