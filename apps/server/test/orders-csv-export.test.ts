import { ORDER_EXPORT_COLUMNS } from '@vidriera/core';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { address, SETTINGS } from './helpers/delivery-orders';
import { discountCodesForFile } from './helpers/discount-codes';

const { shop, order, createCode } = discountCodesForFile();

/** "$ 1.234,56" as Excel in Spanish writes it in the file ("1234,56"), back to cents. */
const cents = (cell: string | undefined) => {
  expect(cell).toMatch(/^-?\d+,\d{2}$/);
  return Math.round(Number((cell ?? '').replace(',', '.')) * 100);
};
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date()).slice(0, 10);

describe('orders for the accountant (CSV)', () => {
  it("writes every order of the period with its lines and the total's steps, exact to the cent, read back by a CSV parser", async () => {
    const s = shop;
    await s.owner.put('/api/stores/mine/delivery', SETTINGS);
    const paying = await s.owner.put('/api/stores/mine/payment', {
      paymentMethods: ['transfer', 'cash'],
      transferHolder: 'Paula',
      transferDiscountPercent: 10,
    });
    expect(paying.statusCode, paying.body).toBe(200);
    const named = await s.owner.put('/api/stores/mine', {
      name: 'Tienda Contable',
      whatsappNumber: '+54 9 11 5555-0000',
      cbu: 'alias.paula',
    });
    expect(named.statusCode, named.body).toBe(200);
    await createCode(s, { code: 'CONTADOR', value: 15 });
    const items = [{ variantId: s.variants[0]?.id, quantity: 3 }];
    const withAll = await order(
      s,
      { discountCode: 'contador', paymentMethod: 'transfer', delivery: { method: 'shipping', address: address() } },
      items,
    );
    expect(withAll.statusCode, withAll.body).toBe(201);
    const plain = await order(s, { customerName: '=SUMA(A1)', paymentMethod: 'cash' });
    expect(plain.statusCode, plain.body).toBe(201);
    const cancelled = plain.json().orderId as string;
    expect((await s.owner.patch(`/api/orders/${cancelled}/status`, { status: 'cancelled' })).statusCode).toBe(200);

    const res = await s.owner.get(`/api/orders/export.csv?from=${today()}&to=${today()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`pedidos-${today()}-a-${today()}.csv`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(res.body.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(2);
    const col = (row: string[] | undefined, name: (typeof ORDER_EXPORT_COLUMNS)[number]) =>
      row?.[ORDER_EXPORT_COLUMNS.indexOf(name)];

    const first = rows[0];
    const saved = (await s.owner.get(`/api/orders/${withAll.json().orderId}`)).json().order;
    expect(col(first, 'Número')).toBe(String(saved.id).slice(-8));
    expect(cents(col(first, 'Total'))).toBe(saved.totalCents);
    expect(col(first, 'Código de descuento')).toBe('CONTADOR');
    expect(cents(col(first, 'Descuento por código'))).toBe(saved.codeDiscountCents);
    expect(cents(col(first, 'Descuento por transferencia'))).toBe(saved.transferDiscountCents);
    expect(cents(col(first, 'Descuento por código'))).toBeGreaterThan(0);
    expect(cents(col(first, 'Envío'))).toBe(saved.delivery.feeCents);
    // The steps add up exactly: subtotal − discounts + shipping = total, and the subtotal is the lines'.
    const steps =
      cents(col(first, 'Subtotal')) -
      cents(col(first, 'Descuento por código')) -
      cents(col(first, 'Descuento por transferencia')) +
      cents(col(first, 'Envío'));
    expect(steps).toBe(cents(col(first, 'Total')));
    expect(cents(col(first, 'Subtotal'))).toBe(
      saved.items.reduce((sum: number, i: { totalCents: number }) => sum + i.totalCents, 0),
    );
    expect(col(first, 'Productos')).toMatch(/^3 x .+/);
    expect(col(first, 'Unidades')).toBe('3');
    expect(col(first, 'Medio de pago')).toBe('Transferencia');
    expect(col(first, 'Estado')).toBe('Pendiente');
    expect(col(first, 'Fecha')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // A name Excel would run as a formula is written with an apostrophe; a cancelled order is there, as cancelled.
    expect(col(rows[1], 'Cliente')).toBe("'=SUMA(A1)");
    expect(col(rows[1], 'Estado')).toBe('Cancelado');
  });

  it('leaves out orders outside the period and refuses a period that makes no sense, in Spanish', async () => {
    const none = await shop.owner.get('/api/orders/export.csv?from=2020-01-01&to=2020-01-31');
    expect(none.statusCode).toBe(200);
    expect(Papa.parse<string[]>(none.body.slice(1), { delimiter: ';', skipEmptyLines: true }).data).toHaveLength(1);
    const backwards = await shop.owner.get('/api/orders/export.csv?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toContain('La fecha hasta debe ser igual o posterior a la fecha desde');
    expect((await shop.owner.get('/api/orders/export.csv?from=2026-02-30&to=2026-03-01')).statusCode).toBe(422);
    expect((await shop.owner.get('/api/orders/export.csv')).statusCode).toBe(422);
  });
});
