import { describe, expect, it } from 'vitest';
import { adminBody, ordersFile } from './helpers/orders-shop';

const { t, shop } = ordersFile();

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
