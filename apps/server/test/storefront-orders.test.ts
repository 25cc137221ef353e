import { describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, signUpConfirmed } from './helpers/test-app';
import { vitrinaNorteForFile } from './helpers/vitrina-norte';

const { t, shop, anon, order, freshVariants } = vitrinaNorteForFile();

describe('storefront orders', () => {
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
});
