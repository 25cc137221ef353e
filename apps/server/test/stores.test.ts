import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { multipartBody, pngImage } from './helpers/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

let counter = 0;
const owner = () => signUpConfirmed(t, `duena${++counter}@example.com`);
const storeCount = async () =>
  (
    await t.db.db
      .selectFrom('stores')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('store setup', () => {
  it('starts with no store, then creates one with the slug rule and grants store_admin', async () => {
    const browser = await owner();
    expect((await browser.get('/api/stores/mine')).json()).toEqual({ store: null });
    const res = await browser.post('/api/stores', {
      name: '  Ropa de Ñandú  ',
      description: 'Ropa linda',
      whatsappNumber: '011 15 2345-6789',
      cbu: 'mi.alias.mp',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().store).toMatchObject({
      name: 'Ropa de Ñandú',
      slug: 'ropa-de-nandu',
      whatsappNumber: '+5491123456789',
      cbu: 'mi.alias.mp',
      isActive: true,
      url: 'http://ropa-de-nandu.tiendas.localhost:3000/',
    });
    expect((await browser.get('/api/me')).json().roles).toEqual(['store_admin']);
    expect((await browser.get('/api/stores/mine')).json().store.slug).toBe('ropa-de-nandu');
  });

  it('tells whether a name is available, and refuses a taken slug with the product message', async () => {
    const first = await owner();
    await first.post('/api/stores', { name: 'Kiosco Central' });
    const second = await owner();
    const check = await second.get('/api/stores/slug-availability?name=KIOSCO%20central');
    expect(check.json()).toEqual({ slug: 'kiosco-central', available: false });
    const res = await second.post('/api/stores', { name: 'Kiosco  Central!' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STORE_SLUG_TAKEN',
      message: 'Ya existe una tienda con este nombre. Intenta con otro.',
    });
    expect((await second.get('/api/stores/mine')).json().store).toBeNull();
  });

  it.each([
    ['www', '"www" es un nombre reservado de Vidriera y no puede ser el enlace de una tienda. Elige otro.'],
    ['  Store ', '"store" es un nombre reservado de Vidriera y no puede ser el enlace de una tienda. Elige otro.'],
    [
      '2024',
      'El enlace de la tienda no puede ser solo números ("2024"). Agrega una palabra, por ejemplo "tienda-2024".',
    ],
  ])(
    'refuses the name %j, whose address would open the landing page, and says so while typing',
    async (name, message) => {
      const browser = await owner();
      const check = await browser.get(`/api/stores/slug-availability?name=${encodeURIComponent(name)}`);
      expect(check.json()).toEqual({ slug: name.trim().toLowerCase(), available: false, reason: message });
      const before = await storeCount();
      const res = await browser.post('/api/stores', { name });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ field: 'name', message });
      expect(await storeCount()).toBe(before);
    },
  );

  it('hands out a working /store/{slug} address for a store made before such slugs were refused', async () => {
    const browser = await owner();
    const made = (await browser.post('/api/stores', { name: 'Kiosco Viejo' })).json().store;
    await t.db.db.updateTable('stores').set({ slug: '1999' }).where('id', '=', made.id).execute();
    const url = (await browser.get('/api/stores/mine')).json().store.url;
    expect(url).toBe('http://localhost:3000/store/1999');
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kiosco Viejo');
  });

  it('lets two simultaneous setups with one slug produce exactly one store', async () => {
    const [a, b] = await Promise.all([owner(), owner()]);
    const results = await Promise.all([
      a.post('/api/stores', { name: 'Carrera' }),
      b.post('/api/stores', { name: 'Carrera' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a second store for the same owner', async () => {
    const browser = await owner();
    expect((await browser.post('/api/stores', { name: 'Primera Tienda' })).statusCode).toBe(201);
    const before = await storeCount();
    const res = await browser.post('/api/stores', { name: 'Segunda Tienda' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STORE_ALREADY_EXISTS');
    expect(await storeCount()).toBe(before);
  });

  it.each([
    [{ name: '' }, 'name', 'El nombre de la tienda es requerido'],
    [{ name: 'x'.repeat(51) }, 'name', 'El nombre de la tienda no puede superar los 50 caracteres'],
    [{ name: '¡¡¡!!!' }, 'name', 'El nombre de la tienda debe tener letras o números.'],
    [
      { name: 'Tienda', description: 'd'.repeat(201) },
      'description',
      'La descripción no puede superar los 200 caracteres',
    ],
    [{ name: 'Tienda', whatsappNumber: '123' }, 'whatsappNumber', expect.stringContaining('WhatsApp')],
    [{ name: 'Tienda', cbu: '2850590940090418135202' }, 'cbu', 'El CBU/CVU no es válido: revisa los dígitos.'],
    [{ name: 'Tienda', cbu: 'no vale' }, 'cbu', expect.stringContaining('alias')],
    [{ name: 42 }, 'name', 'El nombre de la tienda es requerido'],
  ])('refuses %o naming the field, and saves nothing', async (body, field, message) => {
    const browser = await owner();
    const before = await storeCount();
    const res = await browser.post('/api/stores', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field, message });
    expect(await storeCount()).toBe(before);
  });

  it('requires a session', async () => {
    const res = await new Browser(t.app).post('/api/stores', { name: 'Sin sesión' });
    expect(res.statusCode).toBe(401);
  });
});

describe('store settings', () => {
  it('saves every field, normalising WhatsApp, Instagram and Facebook', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Mi Almacén' });
    const res = await browser.put('/api/stores/mine', {
      name: 'Mi Almacén Nuevo',
      description: 'Todo para tu casa',
      whatsappNumber: '+54 9 351 123-4567',
      instagramHandle: '@mi_almacen',
      facebookPage: 'facebook.com/mialmacen',
      cbu: '2850590940090418135201',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({
      name: 'Mi Almacén Nuevo',
      slug: 'mi-almacen',
      whatsappNumber: '+5493511234567',
      instagramHandle: 'mi_almacen',
      facebookPage: 'https://www.facebook.com/mialmacen',
      cbu: '2850590940090418135201',
    });
  });

  it('refuses a name shorter than 3 characters with the product message, changing nothing', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Nombre Original' });
    const res = await browser.put('/api/stores/mine', { name: 'ab' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      field: 'name',
      message: 'El nombre de la tienda debe tener al menos 3 caracteres',
    });
    expect((await browser.get('/api/stores/mine')).json().store.name).toBe('Nombre Original');
  });

  it('keeps a store name on one line: line breaks and control characters become spaces, on setup and in settings', async () => {
    const browser = await owner();
    const created = await browser.post('/api/stores', { name: 'Tienda\nUna Línea' });
    expect(created.json().store.name).toBe('Tienda Una Línea');
    await browser.put('/api/stores/mine', { name: 'Otra\r\n\u2028Tienda\tNueva' });
    expect((await browser.get('/api/stores/mine')).json().store.name).toBe('Otra Tienda Nueva');
  });

  it('answers 404 when the owner has no store', async () => {
    const browser = await owner();
    expect((await browser.put('/api/stores/mine', { name: 'Sin tienda' })).statusCode).toBe(404);
  });

  it('saves "Cobros y stock" with the rest of the screen in one request, or nothing when any field is wrong', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Una Sola Vez' });
    const wrong = await browser.put('/api/stores/mine', {
      name: 'Una Sola Vez Nueva',
      paymentMethods: ['cash'],
      transferDiscountPercent: 90,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ field: 'transferDiscountPercent' });
    expect((await browser.get('/api/stores/mine')).json().store.name).toBe('Una Sola Vez');
    const res = await browser.put('/api/stores/mine', {
      name: 'Una Sola Vez Nueva',
      cbu: 'una.sola.vez',
      paymentMethods: ['transfer', 'cash'],
      transferHolder: 'Ana Cobros',
      transferDiscountPercent: 10,
      lowStockThreshold: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({
      name: 'Una Sola Vez Nueva',
      paymentMethods: ['cash', 'transfer'],
      transferHolder: 'Ana Cobros',
      transferDiscountPercent: 10,
      lowStockThreshold: 4,
    });
  });
});

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
