import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUpConfirmed } from './helpers/test-app';
import { enrolTwoFactor } from './helpers/two-factor';
import { hygieneAppForFile, openTiendaHigiene } from './helpers/tienda-higiene';

/**
 * No input gives a 500: text PostgreSQL cannot store (NUL, lone surrogates) is refused in the path, the query and the
 * body, with a 4xx in Spanish that names the field, and leaves the database as it was.
 */
const { t } = hygieneAppForFile();
let owner: Browser;
let slug: string;
let variantId: string;
let orderId: string;
beforeAll(async () => ({ owner, slug, variantId, orderId } = await openTiendaHigiene(t)));

const NUL = 'Rocío\u0000Pérez';
/** Text as a URL carries it: a lone surrogate has no UTF-8 form, so it travels as the bytes a careless client would send (CESU-8). */
const urlText = (text: string) => text.split('\uD83D').map(encodeURIComponent).join('%ED%A0%BD');
const LONE_SURROGATE = 'Rocío \uD83D Pérez';

async function fingerprint(): Promise<string> {
  const result =
    await sql`select (select count(*) from users) u, (select max(updated_at) from users) uu, (select max(updated_at) from stores) s,
    (select count(*) from categories) c, (select count(*) from products) p, (select count(*) from attributes) a, (select count(*) from orders) o,
    (select max(updated_at) from orders) ou`.execute(t.db.db);
  return JSON.stringify(result.rows[0]);
}

describe.each([
  ['NUL', NUL],
  ['a lone surrogate', LONE_SURROGATE],
])('text with %s', (_label, bad) => {
  const cases: [
    string,
    () => Promise<{ statusCode: number; json: () => { field?: string; message?: string; code?: string } }>,
    string,
  ][] = [
    [
      'public order',
      () =>
        new Browser(t.app).request(
          'POST',
          `/api/public/stores/${slug}/orders`,
          { items: [{ variantId, quantity: 1 }], customerName: bad, customerPhone: '1144445555' },
          { 'idempotency-key': `higiene-${Math.random()}` },
        ),
      'customerName',
    ],
    ['store', () => owner.put('/api/stores/mine', { name: bad }), 'name'],
    ['category', () => owner.post('/api/catalogue/categories', { name: bad }), 'name'],
    [
      'product',
      () =>
        owner.post('/api/catalogue/products', {
          name: 'Producto',
          description: bad,
          priceCents: 100,
          variants: [{ stock: 1 }],
        }),
      'description',
    ],
    [
      'attribute',
      () =>
        owner.post('/api/catalogue/attributes', {
          name: 'material',
          displayName: 'Material',
          type: 'select',
          values: [{ value: 'x', displayValue: bad }],
        }),
      'values.0.displayValue',
    ],
    [
      'order',
      () =>
        owner.put(`/api/orders/${orderId}`, {
          customerName: bad,
          paymentMethod: 'cash',
          items: [{ variantId, quantity: 1, unitPriceCents: 100 }],
        }),
      'customerName',
    ],
    ['search query', () => owner.get(`/api/orders?q=${urlText(bad)}`), 'q'],
    ['path', () => owner.get(`/api/catalogue/products/${urlText(bad)}`), 'id'],
    ['update-user', () => owner.post('/api/auth/update-user', { firstName: bad, lastName: 'Pérez' }), 'firstName'],
    [
      'sign-up',
      () =>
        new Browser(t.app).post('/api/auth/sign-up/email', {
          firstName: bad,
          lastName: 'X',
          email: 'nul@example.com',
          password: 'tucan-verde-19',
        }),
      'firstName',
    ],
  ];
  it.each(cases)('in the %s is refused with 4xx naming the field, changing nothing', async (route, send, field) => {
    const before = await fingerprint();
    const res = await send();
    if (bad === LONE_SURROGATE && route === 'path') {
      // Not UTF-8 at all: refused while the address is read, before any route.
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('La dirección de la solicitud no es válida.');
    } else if (bad === LONE_SURROGATE && route === 'search query') {
      // The query reader keeps bytes that are not UTF-8 as they came, which is storable text: an ordinary search.
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field,
        message: `El campo ${field} tiene caracteres no válidos.`,
      });
    }
    expect(await fingerprint()).toBe(before);
  });

  it('in a create-client request is refused too', async () => {
    const admin = await signUpConfirmed(t, `jefa-higiene${bad === NUL ? 1 : 2}@vidriera.test`);
    await t.db.db
      .insertInto('user_roles')
      .values({ user_id: (await admin.get('/api/me')).json().user.id, role: 'super_admin' })
      .execute();
    await enrolTwoFactor(admin, 'tucan-verde-19');
    const res = await admin.post('/api/super-admin/clients', {
      firstName: 'Ana',
      lastName: bad,
      email: 'cliente-nul@example.com',
      storeName: 'Tienda Nul',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field: 'lastName', message: 'El campo lastName tiene caracteres no válidos.' });
    expect(
      await t.db.db.selectFrom('users').select('id').where('email', '=', 'cliente-nul@example.com').executeTakeFirst(),
    ).toBeUndefined();
  });
});
