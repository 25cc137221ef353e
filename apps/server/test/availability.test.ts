import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/** Products that keep no stock (services, "no requiere stock") are always available: one rule for every reader. */
let t: TestApp;
let owner: Browser;
/** A shopper on the store's own address (another site's page could not place the order). */
const shopper = () => new Browser(t.app, 'http://peluqueria-sol.tiendas.localhost:3000');
let serviceId: string;
let variantId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  owner = await signUpConfirmed(t, 'servicios@example.com');
  await owner.post('/api/stores', { name: 'Peluquería Sol', whatsappNumber: '+54 9 11 5555-0101' });
  const product = (
    await owner.post('/api/catalogue/products', {
      name: 'Corte de pelo',
      priceCents: 800000,
      isService: true,
      variants: [{ stock: 25 }],
    })
  ).json().product;
  serviceId = product.id;
  variantId = product.variants[0].id;
});
afterAll(() => t.close());

const order = (quantity: number, key: string) =>
  shopper().request(
    'POST',
    '/api/public/stores/peluqueria-sol/orders',
    { items: [{ variantId, quantity }], customerName: 'Rocío', customerPhone: '1144445555' },
    { 'idempotency-key': key },
  );

describe('a service keeps no stock and is always available', () => {
  it('is stored with no stock, and listed and shown as available with no count', async () => {
    expect((await owner.get(`/api/catalogue/products/${serviceId}`)).json().product.variants[0].stock).toBe(0);
    const page = (await shopper().get('/api/public/stores/peluqueria-sol/products')).json();
    expect(page.items[0]).toMatchObject({ name: 'Corte de pelo', availableStock: null });
    const product = (await shopper().get(`/api/public/stores/peluqueria-sol/products/${serviceId}`)).json();
    expect(product.variants[0]).toMatchObject({ id: variantId, availableStock: null });
    const cart = (await shopper().get(`/api/public/stores/peluqueria-sol/variants?ids=${variantId}`)).json();
    expect(cart.variants[0]).toMatchObject({ availableStock: null });
    const options = (await owner.get('/api/orders/product-options?q=corte')).json();
    expect(options.products[0].variants[0]).toMatchObject({ availableStock: null });
  });

  it('takes orders, reserves nothing, and confirming or cancelling them moves no stock', async () => {
    const created = await order(3, 'servicio-001');
    expect(created.statusCode).toBe(201);
    const { orderId } = created.json();
    const reservations = await t.db.db
      .selectFrom('stock_reservations')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(reservations).toHaveLength(0);

    const confirmed = await owner.patch(`/api/orders/${orderId}/status`, { status: 'processing' });
    expect(confirmed.statusCode).toBe(200);
    const cancelled = await owner.patch(`/api/orders/${orderId}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect((await owner.get(`/api/catalogue/products/${serviceId}`)).json().product.variants[0].stock).toBe(0);
  });
});
