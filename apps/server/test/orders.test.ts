import { COLOURS } from '@vidriera/db/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

async function shop(stock = 5) {
  const owner = await signUpConfirmed(t, `pedidos${++counter}@example.com`);
  const fixture = await catalogueFixture(owner, `Pedidos ${counter}`);
  await owner.put('/api/stores/mine', {
    name: `Pedidos ${counter}`,
    whatsappNumber: '1155550000',
    maxPendingOrdersPerPhone: 100,
  });
  const product = (
    await owner.post(
      '/api/catalogue/products',
      fixture.productBody({ variants: fixture.productBody().variants.map((v) => ({ ...v, stock })) }),
    )
  ).json().product;
  const [red, blue] = product.variants.map((v: { id: string }) => v.id) as [string, string];
  const stockOf = async (id: string) =>
    (await t.db.db.selectFrom('product_variants').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  const reserved = async (orderId: string) =>
    (
      await t.db.db.selectFrom('stock_reservations').select('quantity').where('order_id', '=', orderId).execute()
    ).reduce((s, r) => s + r.quantity, 0);
  const shopperOrder = async (quantity: number) =>
    (
      await new Browser(t.app).request(
        'POST',
        `/api/public/stores/${fixture.store.slug}/orders`,
        { items: [{ variantId: red, quantity }], customerName: 'Cliente Tienda', customerPhone: '1166667777' },
        { 'idempotency-key': `k-${Math.random()}` },
      )
    ).json().orderId as string;
  return { owner, fixture, red, blue, stockOf, reserved, shopperOrder };
}

const adminBody = (variantId: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  customerName: 'Juana Pérez',
  customerEmail: '',
  customerPhone: '11 2222 3333',
  paymentMethod: 'cash',
  items: [{ variantId, quantity, unitPriceCents: 999900 }],
  ...extra,
});

describe('status changes move stock', () => {
  it('pending → processing deducts and releases the reservation; → cancelled restores', async () => {
    const s = await shop(5);
    const orderId = await s.shopperOrder(2);
    expect([await s.stockOf(s.red), await s.reserved(orderId)]).toEqual([5, 2]);
    const confirmed = await s.owner.patch(`/api/orders/${orderId}/status`, { status: 'processing' });
    expect(confirmed.json()).toMatchObject({ stockEffect: 'deducted', order: { status: 'processing' } });
    expect([await s.stockOf(s.red), await s.reserved(orderId)]).toEqual([3, 0]);
    expect((await s.owner.patch(`/api/orders/${orderId}/status`, { status: 'completed' })).json().stockEffect).toBe(
      'none',
    );
    expect(await s.stockOf(s.red)).toBe(3);
    expect((await s.owner.patch(`/api/orders/${orderId}/status`, { status: 'cancelled' })).json().stockEffect).toBe(
      'restored',
    );
    expect(await s.stockOf(s.red)).toBe(5);
  });

  it('pending → cancelled releases the reservation without touching stock', async () => {
    const s = await shop(5);
    const orderId = await s.shopperOrder(3);
    expect((await s.owner.patch(`/api/orders/${orderId}/status`, { status: 'cancelled' })).json().stockEffect).toBe(
      'released',
    );
    expect([await s.stockOf(s.red), await s.reserved(orderId)]).toEqual([5, 0]);
  });

  it('refuses to confirm when stock is short, changing nothing, and says why', async () => {
    const s = await shop(3);
    const orderId = await s.shopperOrder(3);
    await t.db.db
      .updateTable('stock_reservations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', orderId)
      .execute();
    await s.shopperOrder(2);
    const res = await s.owner.patch(`/api/orders/${orderId}/status`, { status: 'processing' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Stock insuficiente de Remera Lisa: hay 1 disponible y el pedido necesita 3\.$/,
    );
    const order = await t.db.db
      .selectFrom('orders')
      .select(['status', 'stock_deducted'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'pending', stock_deducted: false });
    expect(await s.stockOf(s.red)).toBe(3);
  });

  it('marks a pending order whose reservation expired', async () => {
    const s = await shop(5);
    const orderId = await s.shopperOrder(1);
    await t.db.db
      .updateTable('stock_reservations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', orderId)
      .execute();
    const list = (await s.owner.get('/api/orders')).json().orders;
    expect(list.find((o: { id: string }) => o.id === orderId)).toMatchObject({
      status: 'pending',
      reservationExpired: true,
    });
  });

  it('does not call "expired" an order moved back to pending, nor one of services only', async () => {
    const s = await shop(5);
    const movedBack = await s.shopperOrder(1);
    expect((await s.owner.patch(`/api/orders/${movedBack}/status`, { status: 'processing' })).statusCode).toBe(200);
    expect((await s.owner.patch(`/api/orders/${movedBack}/status`, { status: 'pending' })).statusCode).toBe(200);
    await t.db.db
      .updateTable('products')
      .set({ is_service: true })
      .where('store_id', '=', s.fixture.store.id)
      .execute();
    const services = await s.shopperOrder(1);
    const list = (await s.owner.get('/api/orders')).json().orders as {
      id: string;
      status: string;
      reservationExpired: boolean;
    }[];
    expect(list.find((o) => o.id === movedBack)).toMatchObject({ status: 'pending', reservationExpired: false });
    expect(list.find((o) => o.id === services)).toMatchObject({ status: 'pending', reservationExpired: false });
    expect((await s.owner.get(`/api/orders/${movedBack}`)).json().order).toMatchObject({
      reservationExpired: false,
      reservedUntil: null,
    });
  });
});

describe('stock and reservations', () => {
  it("refuses to save a variant's stock below the units pending storefront orders reserve, naming them", async () => {
    const s = await shop(5);
    await s.shopperOrder(3);
    const productId = (
      await t.db.db
        .selectFrom('product_variants')
        .select('product_id')
        .where('id', '=', s.red)
        .executeTakeFirstOrThrow()
    ).product_id;
    const product = (await s.owner.get(`/api/catalogue/products/${productId}`)).json().product;
    const body = (redStock: number) =>
      s.fixture.productBody({
        variants: s.fixture
          .productBody()
          .variants.map((v, i) => ({ ...v, id: product.variants[i].id, stock: i === 0 ? redStock : 5 })),
      });
    const res = await s.owner.put(`/api/catalogue/products/${productId}`, body(2));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      field: 'variants.0.stock',
      message:
        'Hay 3 unidades reservadas por pedidos pendientes de la tienda: el stock no puede ser menor que 3. Confirma o cancela esos pedidos antes de bajarlo.',
    });
    expect(await s.stockOf(s.red)).toBe(5);
    expect((await s.owner.put(`/api/catalogue/products/${productId}`, body(3))).statusCode).toBe(200);
    expect(await s.stockOf(s.red)).toBe(3);
  });
});

describe('long lists come in pages and say so', () => {
  it('reaches the 101st order, the 21st product of the picker and the 21st low-stock variant', async () => {
    const s = await shop(5);
    const storeId = s.fixture.store.id;
    const base = Date.now() - 1_000_000;
    await t.db.db
      .insertInto('orders')
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          store_id: storeId,
          source: 'admin' as const,
          customer_name: `Cliente ${i + 1}`,
          status: 'completed' as const,
          total_cents: 100,
          created_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const first = (await s.owner.get('/api/orders')).json();
    expect(first.orders).toHaveLength(100);
    expect(first.hasMore).toBe(true);
    const second = (await s.owner.get('/api/orders?page=2')).json();
    expect(second).toMatchObject({ hasMore: false, orders: [{ customerName: 'Cliente 1' }] });
    expect((await s.owner.get('/api/orders?page=0')).statusCode).toBe(422);

    for (let i = 1; i <= 21; i++) {
      const body = s.fixture.productBody({
        name: `Taza ${String(i).padStart(2, '0')}`,
        categoryId: null,
        attributeIds: [],
        variants: [{ sku: null, stock: 0, priceAdjustmentCents: 0, values: [] }],
      });
      expect((await s.owner.post('/api/catalogue/products', body)).statusCode).toBe(201);
    }
    const picker = (await s.owner.get('/api/orders/product-options?q=Taza')).json();
    expect(picker.products).toHaveLength(20);
    expect(picker.hasMore).toBe(true);
    expect((await s.owner.get('/api/orders/product-options?q=Taza 21')).json()).toMatchObject({
      hasMore: false,
      products: [{ name: 'Taza 21' }],
    });

    const overview = (await s.owner.get('/api/orders/overview')).json();
    expect(overview.lowStockCount).toBe(21);
    expect(overview.lowStock).toHaveLength(20);
    const rest = (await s.owner.get('/api/orders/low-stock?page=2')).json();
    expect(rest).toMatchObject({ hasMore: false, variants: [{ productName: 'Taza 21' }] });
  });
});

describe('admin orders', () => {
  it('creates a processing order by default, deducting stock, at the price the owner typed', async () => {
    const s = await shop(5);
    const res = await s.owner.post('/api/orders', adminBody(s.red, 2));
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      status: 'processing',
      source: 'admin',
      totalCents: 1999800,
      customerEmail: null,
      paymentMethod: 'cash',
    });
    expect(res.json().order.items[0]).toMatchObject({
      productName: 'Remera Lisa',
      quantity: 2,
      unitPriceCents: 999900,
      attributes: [
        expect.objectContaining({ displayName: 'Color', displayValue: 'Rojo', hexColor: COLOURS.rojo.hexColor }),
        expect.anything(),
      ],
    });
    expect(await s.stockOf(s.red)).toBe(3);
  });

  it('applies the difference of changed lines, and the transition table, in one transaction', async () => {
    const s = await shop(5);
    const id = (await s.owner.post('/api/orders', adminBody(s.red, 2))).json().order.id;
    await s.owner.put(`/api/orders/${id}`, adminBody(s.red, 4));
    expect(await s.stockOf(s.red)).toBe(1);
    await s.owner.put(`/api/orders/${id}`, adminBody(s.blue, 1));
    expect([await s.stockOf(s.red), await s.stockOf(s.blue)]).toEqual([5, 4]);
    await s.owner.put(`/api/orders/${id}`, adminBody(s.blue, 1, { status: 'pending' }));
    expect(await s.stockOf(s.blue)).toBe(5);
    await s.owner.put(`/api/orders/${id}`, adminBody(s.blue, 1, { status: 'completed' }));
    expect(await s.stockOf(s.blue)).toBe(4);
    const failed = await s.owner.put(`/api/orders/${id}`, adminBody(s.blue, 9, { customerName: 'No Guardado' }));
    expect(failed.statusCode).toBe(409);
    expect(await s.stockOf(s.blue)).toBe(4);
    const order = (await s.owner.get(`/api/orders/${id}`)).json().order;
    expect(order).toMatchObject({ customerName: 'Juana Pérez', status: 'completed' });
    expect(order.items[0]).toMatchObject({ quantity: 1, variantId: s.blue });
  });

  it('takes no more units than are available and no inactive product, whatever the status, except what the order already had', async () => {
    const s = await shop(5);
    const ordersBefore = (await s.owner.get('/api/orders')).json().orders.length;
    // Two lines of the same variant count together; a pending or cancelled order moves no stock but is held to what is there.
    const tooMany = await s.owner.post('/api/orders', {
      ...adminBody(s.red, 3, { status: 'pending' }),
      items: [
        { variantId: s.red, quantity: 3, unitPriceCents: 100 },
        { variantId: s.red, quantity: 3, unitPriceCents: 100 },
      ],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Stock insuficiente de Remera Lisa: hay 5 disponibles y el pedido necesita 6.',
    });
    expect((await s.owner.post('/api/orders', adminBody(s.red, 6, { status: 'cancelled' }))).statusCode).toBe(409);
    expect((await s.owner.get('/api/orders')).json().orders).toHaveLength(ordersBefore);

    const kept = (await s.owner.post('/api/orders', adminBody(s.red, 1, { status: 'pending' }))).json().order.id;
    await t.db.db
      .updateTable('products')
      .set({ is_active: false })
      .where(
        'id',
        '=',
        (
          await t.db.db
            .selectFrom('product_variants')
            .select('product_id')
            .where('id', '=', s.red)
            .executeTakeFirstOrThrow()
        ).product_id,
      )
      .execute();
    const inactive = await s.owner.post('/api/orders', adminBody(s.red, 1));
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json()).toMatchObject({
      field: 'items.0.variantId',
      message: 'Remera Lisa está inactivo: actívalo o elige otro producto.',
    });
    // An order that already had it can still be edited.
    expect(
      (await s.owner.put(`/api/orders/${kept}`, adminBody(s.red, 2, { status: 'pending', customerName: 'Editado' })))
        .statusCode,
    ).toBe(200);
    expect(await s.stockOf(s.red)).toBe(5);
  });

  it('lets a storefront order change only customer fields and status, keeping its lines', async () => {
    const s = await shop(5);
    const orderId = await s.shopperOrder(2);
    const res = await s.owner.put(`/api/orders/${orderId}`, {
      customerName: 'Nombre Corregido',
      customerPhone: '1100000000',
      customerEmail: 'c@example.com',
      paymentMethod: 'transfer',
      status: 'processing',
      items: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      customerName: 'Nombre Corregido',
      paymentMethod: 'transfer',
      status: 'processing',
    });
    expect(res.json().order.items[0].quantity).toBe(2);
    expect(await s.stockOf(s.red)).toBe(3);
  });

  it.each([
    [{ customerName: '' }, 'customerName', 'Nombre del cliente es requerido'],
    [{ customerEmail: 'x' }, 'customerEmail', 'Email inválido'],
    [{ paymentMethod: '' }, 'paymentMethod', 'Método de pago es requerido'],
    [{ status: 'enviado' }, 'status', 'Estado inválido'],
    [{ items: [] }, 'items', 'El pedido debe tener al menos un producto'],
    [{ items: [{ variantId: 'x', quantity: 1, unitPriceCents: 100 }] }, 'items.0.variantId', 'ID de producto inválido'],
    [
      { items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1.5, unitPriceCents: 100 }] },
      'items.0.quantity',
      'Cantidad debe ser un número entero',
    ],
    [
      { items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1, unitPriceCents: 0 }] },
      'items.0.unitPriceCents',
      'Precio debe ser mayor a 0',
    ],
  ])('refuses %o naming the field', async (override, field, message) => {
    const s = await shop(5);
    const res = await s.owner.post('/api/orders', adminBody(s.red, 1, override));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field, message });
    expect(await s.stockOf(s.red)).toBe(5);
  });

  it('filters by status and searches by name or phone', async () => {
    const s = await shop(9);
    await s.owner.post(
      '/api/orders',
      adminBody(s.red, 1, { customerName: 'Marcela Díaz', customerPhone: '11 4000-1234' }),
    );
    await s.owner.post('/api/orders', adminBody(s.red, 1, { customerName: 'Pedro Gómez', status: 'pending' }));
    const names = async (query: string) =>
      (await s.owner.get(`/api/orders${query}`)).json().orders.map((o: { customerName: string }) => o.customerName);
    expect(await names('?status=pending')).toEqual(['Pedro Gómez']);
    expect(await names('?q=marcela')).toEqual(['Marcela Díaz']);
    expect(await names('?q=4000-12')).toEqual(['Marcela Díaz']);
  });

  it('lists product options with availability for the order form picker', async () => {
    const s = await shop(4);
    await s.shopperOrder(1);
    const products = (await s.owner.get('/api/orders/product-options?q=reme')).json().products;
    expect(products[0].attributes.map((a: { displayName: string }) => a.displayName)).toEqual(['Color', 'Talle']);
    expect(products[0].variants.find((v: { id: string }) => v.id === s.red)).toMatchObject({
      stock: 4,
      availableStock: 3,
      finalPriceCents: 1000000,
    });
  });

  it('deletes: a pending order frees its reservation, a confirmed one leaves stock as it is', async () => {
    const s = await shop(5);
    const pending = await s.shopperOrder(2);
    expect((await s.owner.delete(`/api/orders/${pending}`)).statusCode).toBe(204);
    expect(await s.reserved(pending)).toBe(0);
    const confirmed = (await s.owner.post('/api/orders', adminBody(s.red, 2))).json().order.id;
    await s.owner.delete(`/api/orders/${confirmed}`);
    expect(await s.stockOf(s.red)).toBe(3);
    expect((await s.owner.get(`/api/orders/${confirmed}`)).statusCode).toBe(404);
  });

  it("never touches another store's orders", async () => {
    const a = await shop(5);
    const b = await shop(5);
    const orderId = await a.shopperOrder(1);
    const before = await t.db.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    expect((await b.owner.get(`/api/orders/${orderId}`)).statusCode).toBe(404);
    expect((await b.owner.patch(`/api/orders/${orderId}/status`, { status: 'processing' })).statusCode).toBe(404);
    expect((await b.owner.put(`/api/orders/${orderId}`, adminBody(b.red, 1))).statusCode).toBe(404);
    expect((await b.owner.delete(`/api/orders/${orderId}`)).statusCode).toBe(404);
    expect((await b.owner.post('/api/orders', adminBody(a.red, 1))).json()).toMatchObject({
      field: 'items.0.variantId',
    });
    expect(await t.db.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()).toEqual(before);
    expect(await a.stockOf(a.red)).toBe(5);
  });
});

describe('order history and competing confirmations', () => {
  it('keeps who changed the status, when, from and to', async () => {
    const s = await shop(5);
    const orderId = await s.shopperOrder(1);
    await s.owner.patch(`/api/orders/${orderId}/status`, { status: 'processing' });
    await s.owner.patch(`/api/orders/${orderId}/status`, { status: 'completed' });
    const order = (await s.owner.get(`/api/orders/${orderId}`)).json().order;
    expect(
      order.history.map((h: { fromStatus: string | null; toStatus: string; changedBy: string | null }) => [
        h.fromStatus,
        h.toStatus,
        h.changedBy,
      ]),
    ).toEqual([
      [null, 'pending', null],
      ['pending', 'processing', 'Ana Pérez'],
      ['processing', 'completed', 'Ana Pérez'],
    ]);
    expect(new Date(order.updatedAt).getTime()).toBeGreaterThan(new Date(order.createdAt).getTime());
  });

  it('lets exactly one of two pending orders take the last unit when both are confirmed at once', async () => {
    const s = await shop(1);
    const [first, second] = await Promise.all(
      [0, 1].map(
        async () =>
          (await s.owner.post('/api/orders', adminBody(s.red, 1, { status: 'pending' }))).json().order.id as string,
      ),
    );
    const answers = await Promise.all(
      [first, second].map((id) => s.owner.patch(`/api/orders/${id}/status`, { status: 'processing' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await s.stockOf(s.red)).toBe(0);
  });
});
