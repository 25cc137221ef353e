import { COLOURS } from '@vidriera/db/fixtures';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

let t: TestApp;
let shop: Awaited<ReturnType<typeof catalogueFixture>> & { owner: Browser };
const anon = () => new Browser(t.app, 'https://otro-sitio.example');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  const owner = await signUpConfirmed(t, 'vitrina@example.com');
  shop = { owner, ...(await catalogueFixture(owner, 'Vitrina Norte')) };
  await owner.put('/api/stores/mine', { name: 'Vitrina Norte', whatsappNumber: '+54 9 11 5555-0000' });
  for (let i = 0; i < 13; i++) {
    await owner.post(
      '/api/catalogue/products',
      shop.productBody({
        name: `Producto número ${i + 1}`,
        variants: shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-${i}` })),
      }),
    );
  }
  await owner.post(
    '/api/catalogue/products',
    shop.productBody({ name: 'Oculto', isActive: false, categoryId: null, attributeIds: [], variants: [{ stock: 4 }] }),
  );
});
afterAll(() => t.close());

async function countQueries(run: () => Promise<unknown>) {
  const before = t.queries.length;
  await run();
  return t.queries.length - before;
}

describe('public store and catalogue', () => {
  it("shows the store's public profile with categories, and nothing private", async () => {
    const res = await anon().get('/api/public/stores/vitrina-norte');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toMatchObject({
      name: 'Vitrina Norte',
      whatsappNumber: '+5491155550000',
      categories: [{ name: 'Remeras' }],
    });
    expect(res.body).not.toContain('vitrina@example.com');
    expect(res.body).not.toContain('owner');
  });

  it('pages active products 12 at a time, newest first, with card data', async () => {
    const first = (await anon().get('/api/public/stores/vitrina-norte/products')).json();
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]).toMatchObject({
      name: 'Producto número 13',
      minPriceCents: 1000000,
      maxPriceCents: 1050000,
      availableStock: 7,
      variantCount: 2,
      category: { name: 'Remeras' },
      attributes: [
        { name: 'Color', value: 'Rojo', hexColor: COLOURS.rojo.hexColor },
        { name: 'Talle', value: 'S', hexColor: null },
      ],
    });
    expect(first.items[0].slug).toMatch(/^producto-numero-13-[0-9a-f-]{36}$/);
    const second = (await anon().get('/api/public/stores/vitrina-norte/products?page=2')).json();
    expect(second.items.map((p: { name: string }) => p.name)).toEqual(['Producto número 1']);
    const beyond = (await anon().get('/api/public/stores/vitrina-norte/products?page=9')).json();
    expect(beyond).toMatchObject({ items: [], total: 13 });
    expect(JSON.stringify(first)).not.toContain('Oculto');
  });

  it('answers each storefront request with at most 3 SQL queries, however many products', async () => {
    expect(await countQueries(() => anon().get('/api/public/stores/vitrina-norte'))).toBeLessThanOrEqual(3);
    expect(await countQueries(() => anon().get('/api/public/stores/vitrina-norte/products'))).toBeLessThanOrEqual(3);
    expect(
      await countQueries(() => anon().get('/api/public/stores/vitrina-norte/products?page=5')),
    ).toBeLessThanOrEqual(3);
    const id = (await anon().get('/api/public/stores/vitrina-norte/products')).json().items[0].id;
    expect(await countQueries(() => anon().get(`/api/public/stores/vitrina-norte/products/${id}`))).toBeLessThanOrEqual(
      3,
    );
  });

  it('filters by category and refuses a malformed one', async () => {
    const byCategory = (
      await anon().get(`/api/public/stores/vitrina-norte/products?category=${shop.category.id}`)
    ).json();
    expect(byCategory.total).toBe(13);
    const bad = await anon().get('/api/public/stores/vitrina-norte/products?category=remeras');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ field: 'category', message: 'Categoría inválida' });
  });

  it('gives a product page its attributes, variants with final prices and availability, by full or short id', async () => {
    const id = (await anon().get('/api/public/stores/vitrina-norte/products')).json().items[0].id as string;
    const product = (await anon().get(`/api/public/stores/vitrina-norte/products/${id}`)).json();
    expect(
      product.attributes.map((a: { displayName: string; isRequired: boolean }) => [a.displayName, a.isRequired]),
    ).toEqual([
      ['Color', true],
      ['Talle', true],
    ]);
    expect(
      product.variants.map((v: { finalPriceCents: number; availableStock: number }) => [
        v.finalPriceCents,
        v.availableStock,
      ]),
    ).toEqual([
      [1000000, 5],
      [1050000, 2],
    ]);
    expect((await anon().get(`/api/public/stores/vitrina-norte/products/${id.slice(0, 8)}`)).json().id).toBe(id);
    expect(
      (await anon().get('/api/public/stores/vitrina-norte/products/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('hides an inactive store entirely', async () => {
    const other = await signUpConfirmed(t, 'apagada@example.com');
    const store = (await other.post('/api/stores', { name: 'Tienda Apagada' })).json().store;
    await t.db.db.updateTable('stores').set({ is_active: false }).where('id', '=', store.id).execute();
    for (const path of ['', '/products', '/products/00000000-0000-4000-8000-000000000000']) {
      const res = await anon().get(`/api/public/stores/tienda-apagada${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tienda no encontrada.');
    }
  });
});

describe('storefront orders', () => {
  /** A shopper on the store's own address; each order key has its own phone, so the pending-orders-per-phone limit stays out of the way. */
  const shopper = () => new Browser(t.app, 'http://vitrina-norte.tiendas.localhost:3000');
  const phoneFor = (key: string) =>
    `11 ${String([...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1e8, 7)).padStart(8, '0')}`;
  const order = (items: { variantId: string; quantity: number }[], key: string, extra: Record<string, unknown> = {}) =>
    shopper().request(
      'POST',
      '/api/public/stores/vitrina-norte/orders',
      { items, customerName: 'Rocío', customerPhone: phoneFor(key), ...extra },
      { 'idempotency-key': key },
    );

  async function freshVariants(stock: number) {
    const product = (
      await shop.owner.post(
        '/api/catalogue/products',
        shop.productBody({
          name: `Para pedir ${Math.random().toString(36).slice(2, 7)}`,
          variants: shop.productBody().variants.map((v, i) => ({
            ...v,
            sku: `${v.sku}-o${Math.random().toString(36).slice(2, 8)}`,
            stock: i === 0 ? stock : 1,
          })),
        }),
      )
    ).json().product;
    return product.variants.map((v: { id: string }) => v.id) as string[];
  }

  it('creates a pending order priced by the server, reserves the units and returns the WhatsApp link', async () => {
    const [red, blue] = await freshVariants(5);
    const res = await order(
      [
        { variantId: red ?? '', quantity: 2 },
        { variantId: blue ?? '', quantity: 1 },
      ],
      'pedido-0001',
      { customerEmail: 'rocio@example.com' },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.totalCents).toBe(2 * 1000000 + 1050000);
    const url = new URL(body.whatsappUrl);
    expect(url.origin + url.pathname).toBe('https://wa.me/5491155550000');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('Vitrina Norte');
    expect(text).toContain(`#${body.orderId.slice(-8)}`);
    expect(text).toContain('2 x $10.000,00 = $20.000,00');
    expect(text).toContain('Color: Rojo');
    expect(text).toContain('*Total: $30.500,00*');
    expect(text).toContain('reservados');
    const saved = await t.db.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', body.orderId)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      status: 'pending',
      source: 'storefront',
      customer_email: 'rocio@example.com',
      stock_deducted: false,
    });
    const product = (await anon().get(`/api/public/stores/vitrina-norte/variants?ids=${red},${blue}`)).json().variants;
    expect(product.map((v: { availableStock: number }) => v.availableStock)).toEqual([3, 0]);
    const stock = await t.db.db
      .selectFrom('product_variants')
      .select('stock')
      .where('id', '=', red ?? '')
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(5);
  });

  it('refuses more units than available with the Spanish message, saving nothing', async () => {
    const [red] = await freshVariants(2);
    const before = (
      await t.db.db
        .selectFrom('orders')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const res = await order([{ variantId: red ?? '', quantity: 3 }], 'pedido-0002');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: expect.stringMatching(/^Solo hay 2 unidades disponibles\. Ajusta la cantidad de \S.*\.$/),
    });
    expect(
      (
        await t.db.db
          .selectFrom('orders')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(before);
  });

  it('says "1 unidad disponible" when one is left', async () => {
    const [red] = await freshVariants(1);
    const res = await order([{ variantId: red ?? '', quantity: 2 }], 'pedido-0002-singular');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Solo hay 1 unidad disponible\. Ajusta la cantidad de \S.*\.$/);
  });

  it('does not count expired reservations', async () => {
    const [red] = await freshVariants(1);
    const first = (await order([{ variantId: red ?? '', quantity: 1 }], 'pedido-0003')).json();
    expect((await order([{ variantId: red ?? '', quantity: 1 }], 'pedido-0004')).statusCode).toBe(409);
    await t.db.db
      .updateTable('stock_reservations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', first.orderId)
      .execute();
    expect((await order([{ variantId: red ?? '', quantity: 1 }], 'pedido-0005')).statusCode).toBe(201);
  });

  it('is idempotent: the same key and body give the same order; another body is refused', async () => {
    const [red] = await freshVariants(5);
    const items = [{ variantId: red ?? '', quantity: 1 }];
    const a = await order(items, 'repetida-123');
    const b = await order(items, 'repetida-123');
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    const orders = await t.db.db
      .selectFrom('orders')
      .select('id')
      .where('idempotency_key', '=', 'repetida-123')
      .execute();
    expect(orders).toHaveLength(1);
    const other = await order([{ variantId: red ?? '', quantity: 2 }], 'repetida-123');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Esta clave de idempotencia ya se usó para otro pedido.');
  });

  it.each([
    [{ customerName: 'R' }, 'customerName', 'El nombre debe tener al menos 2 caracteres'],
    [{ customerPhone: '1234' }, 'customerPhone', 'Ingresa un número de teléfono válido'],
    [{ customerEmail: 'no' }, 'customerEmail', 'Email inválido'],
    [{ items: [] }, 'items', 'El pedido debe tener al menos un producto'],
    [{ items: [{ variantId: 'x', quantity: 1 }] }, 'items.0.variantId', 'Variante inválida'],
    [
      { items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 0 }] },
      'items.0.quantity',
      'Cantidad mínima es 1',
    ],
    [
      { items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: -3 }] },
      'items.0.quantity',
      'Cantidad mínima es 1',
    ],
    [
      { items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1.5 }] },
      'items.0.quantity',
      'Cantidad debe ser un número entero',
    ],
    [
      { items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 10 ** 9 }] },
      'items.0.quantity',
      'La cantidad máxima por producto es 1000',
    ],
    [{ customerName: undefined }, 'customerName', 'El nombre debe tener al menos 2 caracteres'],
  ])('refuses %o naming the field', async (override, field, message) => {
    const res = await shopper().request(
      'POST',
      '/api/public/stores/vitrina-norte/orders',
      {
        items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
        customerName: 'Rocío',
        customerPhone: '1144445555',
        ...override,
      },
      { 'idempotency-key': 'campos-1234' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('refuses a missing Idempotency-Key, unknown variants and another store’s variants', async () => {
    const noKey = await shopper().request('POST', '/api/public/stores/vitrina-norte/orders', {
      items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      customerName: 'Rocío',
      customerPhone: '1144445555',
    });
    expect(noKey.json()).toMatchObject({ field: 'Idempotency-Key' });
    const otherOwner = await signUpConfirmed(t, 'ajena@example.com');
    const other = await catalogueFixture(otherOwner, 'Tienda Ajena');
    const foreign = (await otherOwner.post('/api/catalogue/products', other.productBody())).json().product.variants[0]
      .id;
    const res = await order([{ variantId: foreign, quantity: 1 }], 'ajena-12345');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Uno de los productos ya no está disponible. Revisa tu carrito.');
  });

  it('refuses a variant of an inactive product, and unknown variants, reserving nothing', async () => {
    const hidden = (
      await shop.owner.post(
        '/api/catalogue/products',
        shop.productBody({
          name: 'Inactivo',
          isActive: false,
          categoryId: null,
          attributeIds: [],
          variants: [{ stock: 5 }],
        }),
      )
    ).json().product;
    for (const variantId of [hidden.variants[0].id, '00000000-0000-4000-8000-000000000000']) {
      const res = await order([{ variantId, quantity: 1 }], `inactivo-${variantId.slice(0, 8)}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        field: 'items.0.variantId',
        message: 'Uno de los productos ya no está disponible. Revisa tu carrito.',
      });
    }
    const reserved = await t.db.db
      .selectFrom('stock_reservations')
      .select('id')
      .where('variant_id', '=', hidden.variants[0].id)
      .execute();
    expect(reserved).toHaveLength(0);
  });

  it('refuses orders when the store has no WhatsApp number', async () => {
    const owner = await signUpConfirmed(t, 'sinwa@example.com');
    const fixture = await catalogueFixture(owner, 'Sin WhatsApp');
    const variant = (await owner.post('/api/catalogue/products', fixture.productBody())).json().product.variants[0].id;
    const res = await new Browser(t.app).request(
      'POST',
      '/api/public/stores/sin-whatsapp/orders',
      { items: [{ variantId: variant, quantity: 1 }], customerName: 'Rocío', customerPhone: '1144445555' },
      { 'idempotency-key': 'sin-wa-1234' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No se encontró el número de WhatsApp del vendedor.');
  });

  it('answers CORS preflight for other sites', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/public/stores/vitrina-norte/orders',
      headers: { origin: 'https://otro-sitio.example' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-headers']).toContain('idempotency-key');
  });

  it('publishes its OpenAPI document, generated from the routes, and its answers match it', async () => {
    const doc = (await anon().get('/api/public/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/public/mercado-pago/notifications/{storeId}',
      '/api/public/openapi.json',
      '/api/public/stores/{slug}',
      '/api/public/stores/{slug}/discount-codes/check',
      '/api/public/stores/{slug}/feed.xml',
      '/api/public/stores/{slug}/orders',
      '/api/public/stores/{slug}/orders/{id}',
      '/api/public/stores/{slug}/orders/{id}/mercado-pago',
      '/api/public/stores/{slug}/products',
      '/api/public/stores/{slug}/products/{id}',
      '/api/public/stores/{slug}/variants',
    ]);
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const check = (path: string, status: number, body: unknown, method = 'get') => {
      const schema = JSON.parse(
        JSON.stringify(doc.paths[path][method].responses[status].content['application/json'].schema).replaceAll(
          '"#/components',
          '"doc#/components',
        ),
      );
      const valid = ajv.validate(schema, body);
      expect(valid, `${method} ${path} ${status}: ${ajv.errorsText()}`).toBe(true);
    };
    const page = await anon().get('/api/public/stores/vitrina-norte/products');
    check('/api/public/stores/{slug}/products', 200, page.json());
    const product = await anon().get(`/api/public/stores/vitrina-norte/products/${page.json().items[0].id}`);
    check('/api/public/stores/{slug}/products/{id}', 200, product.json());
    check('/api/public/stores/{slug}', 200, (await anon().get('/api/public/stores/vitrina-norte')).json());
    check('/api/public/stores/{slug}', 404, (await anon().get('/api/public/stores/no-existe')).json());
    expect(doc.paths['/api/public/stores/{slug}/orders/{id}'].get.parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'token' }),
    );
    check(
      '/api/public/stores/{slug}/orders/{id}',
      404,
      (await anon().get(`/api/public/stores/vitrina-norte/orders/${page.json().items[0].id}?token=x`)).json(),
    );
    expect(doc.paths['/api/public/stores/{slug}/orders'].post.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    );
  });
});
