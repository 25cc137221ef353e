import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { signUpConfirmed } from './helpers/test-app';
import { vitrinaNorteForFile } from './helpers/vitrina-norte';

const { t, anon, shopper, order, freshVariants } = vitrinaNorteForFile();

describe('storefront orders', () => {
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
      '/api/public/stores/{slug}/abandoned-checkouts',
      '/api/public/stores/{slug}/abandoned-checkouts/forget',
      '/api/public/stores/{slug}/discount-codes/check',
      '/api/public/stores/{slug}/feed.xml',
      '/api/public/stores/{slug}/orders',
      '/api/public/stores/{slug}/orders/{id}',
      '/api/public/stores/{slug}/orders/{id}/mercado-pago',
      '/api/public/stores/{slug}/products',
      '/api/public/stores/{slug}/products/{id}',
      '/api/public/stores/{slug}/shipping-quotes',
      '/api/public/stores/{slug}/suggestions',
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
