import { describe, expect, it } from 'vitest';
import { Browser } from './helpers/test-app';
import { appForFile } from './helpers/file-app';
import { storeOwners } from './helpers/store-owners';

const t = appForFile({ RATE_LIMIT: 'false' });
const { owner, storeCount } = storeOwners(t);

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
