import { COLOURS } from '@vidriera/db/fixtures';
import { describe, expect, it } from 'vitest';
import { adminBody, ordersFile } from './helpers/orders-shop';

const { t, shop } = ordersFile();

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
