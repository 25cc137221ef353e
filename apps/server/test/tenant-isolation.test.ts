import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/shared/config';
import type { RouteAccess } from '../src/modules/auth/access';
import { catalogueFixture } from './helpers/catalogue';
import { multipartBody, pngImage } from './helpers/images';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { cases as tenantCases, type TenantA } from './helpers/tenant-isolation-cases';

/**
 * Every authenticated route has a cross-tenant case here: owner B, holding A's
 * ids, is refused (403/404) or sees only B's own data, and none of A's rows
 * change. A route added without a case fails this test.
 */

const TENANT_TABLES = [
  'categories',
  'product_types',
  'products',
  'product_images',
  'attributes',
  'attribute_values',
  'product_attributes',
  'product_variants',
  'variant_values',
  'orders',
  'order_items',
  'stock_reservations',
  'uploads',
  'import_pictures',
  'store_domains',
  'product_categories',
  'discount_codes',
  'customers',
  'customer_keys',
  'store_visitors',
  'push_subscriptions',
  'abandoned_checkouts',
] as const;

async function snapshotOf(db: Kysely<Database>, storeId: string, userId: string) {
  const tables: Record<string, unknown[]> = {};
  for (const table of TENANT_TABLES) {
    tables[table] = await db
      .selectFrom(table)
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy(
        table === 'product_attributes' || table === 'product_categories'
          ? 'product_id'
          : table === 'variant_values'
            ? 'variant_id'
            : table === 'store_domains'
              ? 'store_id'
              : table === 'customer_keys'
                ? 'key'
                : table === 'store_visitors'
                  ? 'visitor'
                  : 'id',
      )
      .execute();
  }
  tables.stores = await db.selectFrom('stores').selectAll().where('id', '=', storeId).execute();
  tables.users = await db.selectFrom('users').selectAll().where('id', '=', userId).execute();
  tables.accounts = await db
    .selectFrom('accounts')
    .select(['id', 'password', 'updated_at'])
    .where('user_id', '=', userId)
    .execute();
  tables.user_roles = await db.selectFrom('user_roles').selectAll().where('user_id', '=', userId).execute();
  return JSON.stringify(tables);
}

let t: TestApp;
let routes: RouteAccess[];
let a: TenantA;
let b: Browser;
let bVariant: string;

beforeAll(async () => {
  // DNS is asked nowhere real: an own domain's check meets a closed port.
  t = await createTestApp({
    RATE_LIMIT: 'false',
    SUPER_ADMIN_EMAILS: 'jefa@vidriera.test',
    DNS_SERVERS: '127.0.0.1:1',
  });
  const probe = await buildApp({
    config: loadConfig({ DATA_DIR: t.dataDir, DEMO: 'false' }),
    db: t.db.db,
    logger: false,
    webDistDir: '.tmp/no-web',
  });
  routes = probe.routes;
  await probe.app.close();

  const ownerA = await signUpConfirmed(t, 'tenant-a@example.com');
  const fixtureA = await catalogueFixture(ownerA, 'Tienda Alfa Secreta');
  await ownerA.put('/api/stores/mine', { name: 'Tienda Alfa Secreta', whatsappNumber: '1155550001' });
  await ownerA.upload('/api/stores/mine/images/logo', multipartBody(await pngImage(200, 200)));
  expect((await ownerA.put('/api/stores/mine/domain', { domain: 'www.alfa-secreta.com.ar' })).statusCode).toBe(200);
  const product = (
    await ownerA.post('/api/catalogue/products', fixtureA.productBody({ name: 'Producto Alfa Secreto' }))
  ).json().product;
  const productType = (await ownerA.post('/api/catalogue/product-types', { name: 'Tipo Alfa' })).json().productType;
  const order = (
    await ownerA.post('/api/orders', {
      customerName: 'Cliente Alfa Secreto',
      paymentMethod: 'cash',
      status: 'pending',
      items: [{ variantId: product.variants[0].id, quantity: 1, unitPriceCents: 100 }],
    })
  ).json().order;
  const shopped = await new Browser(t.app).request(
    'POST',
    `/api/public/stores/${fixtureA.store.slug}/orders`,
    {
      items: [{ variantId: product.variants[0].id, quantity: 1 }],
      customerName: 'Compradora Alfa',
      customerPhone: '11 5555-1111',
    },
    { 'idempotency-key': 'tenant-a-tienda' },
  );
  expect(shopped.statusCode).toBe(201);
  const code = (await ownerA.post('/api/discount-codes', { code: 'ALFASECRETO', kind: 'percent', value: 10 })).json()
    .code;
  const promotion = (
    await ownerA.post('/api/promotions', { name: 'Promo Alfa Secreta', kind: 'percent', value: 5 })
  ).json().promotion;
  const device = (
    await ownerA.post('/api/push/devices', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/alfa-secreto',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'QUxGQS1TRUNSRVRPLUFVVEg' },
      label: 'Celular Alfa',
    })
  ).json().device;
  await new Browser(t.app).request('POST', `/api/public/stores/${fixtureA.store.slug}/abandoned-checkouts`, {
    key: 'clave-de-la-compradora-alfa-0001',
    customerName: 'Compradora Alfa',
    customerPhone: '11 5555-2222',
    items: [{ variantId: product.variants[0].id, quantity: 1 }],
  });
  const abandoned = await t.db.db
    .selectFrom('abandoned_checkouts')
    .select('id')
    .where('store_id', '=', fixtureA.store.id)
    .executeTakeFirstOrThrow();
  const userA = await t.db.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'tenant-a@example.com')
    .executeTakeFirstOrThrow();
  a = {
    owner: ownerA,
    userId: userA.id,
    storeId: fixtureA.store.id,
    productId: product.id,
    categoryId: fixtureA.category.id,
    attributeId: fixtureA.color.id,
    productTypeId: productType.id,
    orderId: order.id,
    variantId: product.variants[0].id,
    slug: fixtureA.store.slug,
    codeId: code.id,
    customerId: (
      await t.db.db
        .selectFrom('orders')
        .select('customer_id')
        .where('id', '=', shopped.json().orderId)
        .executeTakeFirstOrThrow()
    ).customer_id as string,
    promotionId: promotion.id,
    pushDeviceId: device.id,
    abandonedId: abandoned.id,
  };

  b = await signUpConfirmed(t, 'tenant-b@example.com');
  const fixtureB = await catalogueFixture(b, 'Tienda Beta');
  bVariant = (await b.post('/api/catalogue/products', fixtureB.productBody())).json().product.variants[0].id;
});
afterAll(() => t.close());

const SECRETS = [
  'Tienda Alfa Secreta',
  'Producto Alfa Secreto',
  'Cliente Alfa Secreto',
  'tenant-a@example.com',
  'Tipo Alfa',
  'ALFASECRETO',
  'Promo Alfa Secreta',
];

const cases = () => tenantCases(a, b, bVariant);

describe('tenant isolation', () => {
  it('has a cross-tenant case for every authenticated route', () => {
    const authenticated = routes.filter((r) => r.access !== 'public').map((r) => `${r.method} ${r.url}`);
    const covered = Object.keys(cases());
    expect(authenticated.filter((route) => !covered.includes(route))).toEqual([]);
    expect(covered.filter((route) => !authenticated.includes(route))).toEqual([]);
  });

  it("refuses B on A's ids and never changes or reveals A's data", async () => {
    const idRoutes = new Set(
      routes.filter((r) => r.access === 'user' && r.url.includes(':id')).map((r) => `${r.method} ${r.url}`),
    );
    const superRoutes = new Set(routes.filter((r) => r.access === 'super_admin').map((r) => `${r.method} ${r.url}`));
    for (const [route, run] of Object.entries(cases())) {
      const before = await snapshotOf(t.db.db, a.storeId, a.userId);
      const { status, body } = await run();
      if (idRoutes.has(route)) expect([403, 404, 422], route).toContain(status);
      if (superRoutes.has(route)) expect(status, route).toBe(403);
      expect(status, `${route} no debe fallar con 5xx`).toBeLessThan(500);
      for (const secret of SECRETS) expect(body, `${route} revela "${secret}"`).not.toContain(secret);
      expect(await snapshotOf(t.db.db, a.storeId, a.userId), `${route} cambió datos de A`).toBe(before);
    }
    // A snapshot of A's data around every route: longer than the default on a loaded machine.
  }, 120_000);

  it('lets A still see and use everything afterwards', async () => {
    expect((await a.owner.get(`/api/catalogue/products/${a.productId}`)).statusCode).toBe(200);
    expect((await a.owner.get(`/api/orders/${a.orderId}`)).json().order.status).toBe('pending');
  });
});
