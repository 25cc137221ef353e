import { sql } from 'kysely';
import { catalogueFixture } from './catalogue';
import { appForFile } from './file-app';
import { MemoryLog } from './memory-log';
import { signUpConfirmed, type TestApp } from './test-app';

/* The input hygiene tests' app (input-hygiene-*.test.ts): its log kept, a route that fails with data, a store and an order. */

/** The app, logging into `log`, with GET /api/test/falla-con-datos: a database error whose statement holds a customer. */
export function hygieneAppForFile() {
  const log = new MemoryLog();
  const t: TestApp = appForFile(
    { RATE_LIMIT: 'false' },
    {
      logger: log.options('info'),
      beforeReady: (app) => {
        app.get('/api/test/falla-con-datos', { config: { access: 'public' } }, async () =>
          sql`select ${'Rocío Pérez 11 4444-5555'}::uuid`.execute(t.db.db),
        );
      },
    },
  );
  return { t, log };
}

/** "Tienda Higiene", with a product and an admin order. */
export async function openTiendaHigiene(t: TestApp) {
  const owner = await signUpConfirmed(t, 'higiene@example.com');
  const fixture = await catalogueFixture(owner, 'Tienda Higiene');
  const slug = fixture.store.slug;
  await owner.put('/api/stores/mine', { name: 'Tienda Higiene', whatsappNumber: '1155550000' });
  const product = (await owner.post('/api/catalogue/products', fixture.productBody())).json().product;
  const variantId = product.variants[0].id;
  const orderId = (
    await owner.post('/api/orders', {
      customerName: 'Cliente',
      paymentMethod: 'cash',
      items: [{ variantId, quantity: 1, unitPriceCents: 100 }],
    })
  ).json().order.id;
  return { owner, slug, variantId, orderId };
}
