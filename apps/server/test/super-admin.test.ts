import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { enrolTwoFactor } from './helpers/two-factor';

let t: TestApp;
let admin: Browser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', SUPER_ADMIN_EMAILS: 'jefa@vidriera.test' });
  admin = await signUpConfirmed(t, 'jefa@vidriera.test');
  await enrolTwoFactor(admin, 'tucan-verde-19');
});
afterAll(() => t.close());

let counter = 0;
async function ownerWithStore(name: string) {
  const browser = await signUpConfirmed(t, `cliente${++counter}@example.com`);
  const res = await browser.post('/api/stores', { name });
  return { browser, store: res.json().store as { id: string; slug: string } };
}

describe('super-admin overview', () => {
  it('lists every store with owner, counts and sales (confirmed orders only; pending and cancelled apart), and the totals', async () => {
    const { store } = await ownerWithStore('Tienda Estadística');
    const other = await ownerWithStore('Otra Tienda');
    await t.db.db
      .insertInto('orders')
      .values([
        { store_id: store.id, source: 'admin', customer_name: 'A', status: 'completed', total_cents: 150000 },
        { store_id: store.id, source: 'admin', customer_name: 'B', status: 'cancelled', total_cents: 99999 },
        { store_id: other.store.id, source: 'admin', customer_name: 'C', status: 'pending', total_cents: 2550 },
        { store_id: other.store.id, source: 'admin', customer_name: 'D', status: 'processing', total_cents: 1000 },
      ])
      .execute();
    await t.db.db
      .insertInto('products')
      .values({ store_id: store.id, name: 'Producto uno', price_cents: 1000 })
      .execute();

    const res = await admin.get('/api/super-admin/overview');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = body.stores.find((s: { id: string }) => s.id === store.id);
    expect(row).toMatchObject({
      name: 'Tienda Estadística',
      slug: 'tienda-estadistica',
      ownerEmail: `cliente${counter - 1}@example.com`,
      isActive: true,
      products: 1,
      orders: 2,
      salesCents: 150000,
      pendingOrders: 0,
      cancelledOrders: 1,
      url: 'http://tienda-estadistica.tiendas.localhost:3000/',
    });
    expect(body.stores.find((s: { id: string }) => s.id === other.store.id)).toMatchObject({
      orders: 2,
      salesCents: 1000,
      pendingOrders: 1,
      pendingCents: 2550,
      cancelledOrders: 0,
    });
    expect(body.totals).toMatchObject({
      stores: body.stores.length,
      orders: 4,
      salesCents: 151000,
      pendingOrders: 1,
      pendingCents: 2550,
      cancelledOrders: 1,
    });
    expect(body.salesByDay).toHaveLength(30);
    expect(body.salesByDay.at(-1)).toMatchObject({ salesCents: 151000, orders: 2 });
  });

  it('activates and deactivates a store', async () => {
    const { store } = await ownerWithStore('Tienda Apagable');
    const off = await admin.patch(`/api/super-admin/stores/${store.id}`, { isActive: false });
    expect(off.json()).toEqual({ id: store.id, isActive: false });
    const row = await t.db.db
      .selectFrom('stores')
      .select('is_active')
      .where('id', '=', store.id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(false);
    expect((await admin.patch(`/api/super-admin/stores/${store.id}`, { isActive: 'no' })).statusCode).toBe(422);
    expect(
      (await admin.patch('/api/super-admin/stores/00000000-0000-4000-8000-000000000000', { isActive: true }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses store owners and anonymous people on every super-admin route, changing nothing', async () => {
    const { browser, store } = await ownerWithStore('Tienda Curiosa');
    for (const [method, url, body] of [
      ['GET', '/api/super-admin/overview', undefined],
      ['PATCH', `/api/super-admin/stores/${store.id}`, { isActive: false }],
      ['POST', '/api/super-admin/clients', { firstName: 'X', lastName: 'Y', email: 'x@y.com', storeName: 'Intrusa' }],
    ] as const) {
      const asOwner = await browser.request(method, url, body);
      expect(asOwner.statusCode).toBe(403);
      expect(asOwner.json().message).toBe('No tienes permisos de super administrador.');
      expect((await new Browser(t.app).request(method, url, body)).statusCode).toBe(401);
    }
    const row = await t.db.db
      .selectFrom('stores')
      .select('is_active')
      .where('id', '=', store.id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(true);
    expect(
      await t.db.db.selectFrom('users').select('id').where('email', '=', 'x@y.com').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('create client', () => {
  it('creates a confirmed account with a generated password and a store; the client can sign in at once', async () => {
    const res = await admin.post('/api/super-admin/clients', {
      firstName: 'Marta',
      lastName: 'Ríos',
      email: 'Marta@Example.com',
      whatsappNumber: '11 2345 6789',
      storeName: 'Dulces de Marta',
      storeDescription: 'Tortas y budines',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      storeSlug: 'dulces-de-marta',
      storeUrl: 'http://dulces-de-marta.tiendas.localhost:3000/',
      email: 'marta@example.com',
      whatsappNumber: '+5491123456789',
    });
    expect(body.password).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789]{12}$/);

    const client = new Browser(t.app);
    expect(
      (await client.post('/api/auth/sign-in/email', { email: 'marta@example.com', password: body.password }))
        .statusCode,
    ).toBe(200);
    const me = await client.get('/api/me');
    expect(me.json()).toMatchObject({ roles: ['store_admin'], user: { firstName: 'Marta', lastName: 'Ríos' } });
    expect((await client.get('/api/stores/mine')).json().store).toMatchObject({
      name: 'Dulces de Marta',
      description: 'Tortas y budines',
    });
  });

  it('uses the given password and slug', async () => {
    const res = await admin.post('/api/super-admin/clients', {
      firstName: 'Juan',
      lastName: 'Paz',
      email: 'juan@example.com',
      password: 'propia123',
      storeName: 'Ferretería Juan',
      storeSlug: 'ferre-juan',
    });
    expect(res.json()).toMatchObject({ storeSlug: 'ferre-juan', password: 'propia123' });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Nombre es requerido'],
    [{ lastName: '' }, 'lastName', 'Apellido es requerido'],
    [{ email: '' }, 'email', 'Email es requerido'],
    [{ email: 'malo' }, 'email', 'Email no válido'],
    [{ storeName: '' }, 'storeName', 'Nombre de tienda es requerido'],
    [{ storeSlug: 'Con Espacios' }, 'storeSlug', 'El enlace solo puede tener letras minúsculas, números y guiones'],
    [{ password: '1234567' }, 'password', 'La contraseña debe tener al menos 8 caracteres'],
    [
      { storeSlug: 'www' },
      'storeSlug',
      '"www" es un nombre reservado de Vidriera y no puede ser el enlace de una tienda. Elige otro.',
    ],
    [
      { storeSlug: 'api' },
      'storeSlug',
      '"api" es un nombre reservado de Vidriera y no puede ser el enlace de una tienda. Elige otro.',
    ],
    [
      { storeSlug: '2024' },
      'storeSlug',
      'El enlace de la tienda no puede ser solo números ("2024"). Agrega una palabra, por ejemplo "tienda-2024".',
    ],
    [
      { storeName: '2024' },
      'storeSlug',
      'El enlace de la tienda no puede ser solo números ("2024"). Agrega una palabra, por ejemplo "tienda-2024".',
    ],
    [
      { storeName: 'Admin' },
      'storeSlug',
      '"admin" es un nombre reservado de Vidriera y no puede ser el enlace de una tienda. Elige otro.',
    ],
  ])('refuses %o naming the field', async (override, field, message) => {
    const res = await admin.post('/api/super-admin/clients', {
      firstName: 'Ana',
      lastName: 'Sur',
      email: 'valida@example.com',
      storeName: 'Tienda Válida',
      ...override,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('is all or nothing: a taken slug leaves no user behind, a taken e-mail no store', async () => {
    await admin.post('/api/super-admin/clients', {
      firstName: 'A',
      lastName: 'B',
      email: 'primera@example.com',
      storeName: 'Única',
    });
    const slugTaken = await admin.post('/api/super-admin/clients', {
      firstName: 'C',
      lastName: 'D',
      email: 'segunda@example.com',
      storeName: 'Única',
    });
    expect(slugTaken.statusCode).toBe(409);
    expect(slugTaken.json()).toMatchObject({ code: 'STORE_SLUG_TAKEN', field: 'storeName' });
    expect(
      await t.db.db.selectFrom('users').select('id').where('email', '=', 'segunda@example.com').executeTakeFirst(),
    ).toBeUndefined();

    const emailTaken = await admin.post('/api/super-admin/clients', {
      firstName: 'E',
      lastName: 'F',
      email: 'PRIMERA@example.com',
      storeName: 'Otra Única',
    });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      field: 'email',
      message: 'Ya existe una cuenta con este email.',
    });
    expect(
      await t.db.db.selectFrom('stores').select('id').where('slug', '=', 'otra-unica').executeTakeFirst(),
    ).toBeUndefined();
  });
});
