import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../src/modules/demo/seed-demo';
import { Browser, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', DEMO_PASSWORD: 'mostrador-clave-1' });
  await seedDemoStore(t.ctx, t.auth, t.app.log);
});
afterAll(() => t.close());

describe('demo store', () => {
  it('is a clothing shop with categories, colours, sizes, pictures and a WhatsApp number', async () => {
    const store = await t.db.db.selectFrom('stores').selectAll().where('slug', '=', 'demo').executeTakeFirstOrThrow();
    expect(store).toMatchObject({ name: 'Tienda Demo', whatsapp_number: '+5491123456789', is_active: true });
    expect(store.logo_url).toBeTruthy();
    const count = async (table: 'products' | 'categories' | 'attributes' | 'product_variants' | 'product_images') =>
      (
        await t.db.db
          .selectFrom(table)
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('store_id', '=', store.id)
          .executeTakeFirstOrThrow()
      ).n;
    expect(await count('products')).toBeGreaterThanOrEqual(8);
    expect(await count('categories')).toBe(4);
    expect(await count('attributes')).toBe(2);
    expect(await count('product_variants')).toBeGreaterThan(30);
    expect(await count('product_images')).toBeGreaterThanOrEqual(9);
    const image = await t.db.db
      .selectFrom('product_images')
      .select('url')
      .where('store_id', '=', store.id)
      .executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'GET', url: `${image.url}-640.webp` })).statusCode).toBe(200);
  });

  it('belongs to a confirmed owner who signs in with DEMO_PASSWORD', async () => {
    const browser = new Browser(t.app);
    expect(
      (await browser.post('/api/auth/sign-in/email', { email: 'demo@vidriera.local', password: 'mostrador-clave-1' }))
        .statusCode,
    ).toBe(200);
    expect((await browser.get('/api/stores/mine')).json().store.slug).toBe('demo');
  });

  it('saves every seeded product unchanged, pictures included, as the product form sends it back', async () => {
    const browser = new Browser(t.app);
    await browser.post('/api/auth/sign-in/email', { email: 'demo@vidriera.local', password: 'mostrador-clave-1' });
    const { products } = (await browser.get('/api/catalogue/products?pageSize=100')).json();
    expect(products.length).toBeGreaterThanOrEqual(8);
    for (const summary of products as { id: string }[]) {
      const { product } = (await browser.get(`/api/catalogue/products/${summary.id}`)).json();
      const { id: _id, createdAt: _createdAt, ...body } = product;
      const res = await browser.put(`/api/catalogue/products/${summary.id}`, body);
      expect(res.json().message, product.name).toBeUndefined();
      expect(res.statusCode).toBe(200);
      expect(res.json().product.images).toEqual(product.images);
    }
  });

  it('keeps saving a product whose pictures an older seed stored outside the store folder', async () => {
    const browser = new Browser(t.app);
    await browser.post('/api/auth/sign-in/email', { email: 'demo@vidriera.local', password: 'mostrador-clave-1' });
    const image = await t.db.db
      .selectFrom('product_images')
      .select(['product_id', 'url'])
      .where('position', '=', 0)
      .executeTakeFirstOrThrow();
    const olderUrl = image.url.replace(/stores\/[^/]+\//, 'stores/demo-0a1b/');
    await t.db.db
      .updateTable('product_images')
      .set({ url: olderUrl })
      .where('product_id', '=', image.product_id)
      .where('position', '=', 0)
      .execute();
    const { product } = (await browser.get(`/api/catalogue/products/${image.product_id}`)).json();
    const { id: _id, createdAt: _createdAt, ...body } = product;
    const res = await browser.put(`/api/catalogue/products/${image.product_id}`, {
      ...body,
      name: `${product.name} nueva`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.images[0]).toBe(olderUrl);
    const other = await browser.put(`/api/catalogue/products/${image.product_id}`, {
      ...body,
      images: ['/uploads/stores/demo-ffff/product/x'],
    });
    expect(other.json()).toMatchObject({
      field: 'images.0',
      message: 'La imagen no pertenece a tu tienda. Vuelve a subirla.',
    });
  });

  it('is created once: seeding again changes nothing', async () => {
    const before = await t.db.db
      .selectFrom('products')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoStore(t.ctx, t.auth, t.app.log);
    const after = await t.db.db
      .selectFrom('products')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
