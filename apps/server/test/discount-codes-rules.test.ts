import { describe, expect, it } from 'vitest';
import { expireUnconfirmedOrders } from '../src/modules/orders/expire-orders';
import { discountCodesForFile, UNIT } from './helpers/discount-codes';

/**
 * Discount codes (docs/product/orders.md, "Discount codes"): the owner's codes, each rule with its Spanish refusal,
 * and a closed order giving its use back.
 */
const { t, shop, order, createCode, codeOf, orderCount } = discountCodesForFile();

describe('the owner manages codes', () => {
  it('stores the code normalised, refuses the same code twice and bad input in Spanish, saving nothing', async () => {
    const code = await createCode(shop, { code: ' verano 10 ' });
    expect(code.code).toBe('VERANO10');
    const again = await shop.owner.post('/api/discount-codes', { code: 'Verano10', kind: 'fixed', value: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya tienes un código con ese nombre. Elige otro.');
    const bad = await shop.owner.post('/api/discount-codes', { code: 'OTRO', kind: 'percent', value: 150 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('El porcentaje va de 1 a 100');
    const badDates = await shop.owner.post('/api/discount-codes', {
      code: 'FECHAS',
      kind: 'percent',
      value: 5,
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(badDates.statusCode).toBe(422);
    const codes = (await shop.owner.get('/api/discount-codes')).json().codes as { code: string }[];
    expect(codes.map((c) => c.code)).toEqual(['VERANO10']);
  });

  it('pauses and resumes a code; a paused code is refused as unknown', async () => {
    const code = await createCode(shop, { code: 'PAUSA' });
    expect((await shop.owner.patch(`/api/discount-codes/${code.id}/paused`, { paused: true })).json().code.state).toBe(
      'paused',
    );
    const refused = await order(shop, { discountCode: 'pausa' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      field: 'discountCode',
      message: 'Ese código de descuento no existe o no está activo. Revisa cómo lo escribiste.',
    });
    await shop.owner.patch(`/api/discount-codes/${code.id}/paused`, { paused: false });
    expect((await order(shop, { discountCode: 'pausa' })).statusCode).toBe(201);
  });
});

describe('each rule of a code, refused in Spanish with nothing saved', () => {
  it.each([
    ['unknown', {}, 'NOEXISTE', 'Ese código de descuento no existe o no está activo. Revisa cómo lo escribiste.'],
    ['not started', { startsAt: '2099-01-01T00:00:00Z' }, null, 'Ese código de descuento todavía no está vigente.'],
    [
      'expired',
      { startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' },
      null,
      'Ese código de descuento ya venció.',
    ],
    [
      'minimum',
      { minPurchaseCents: 5 * UNIT },
      null,
      'Ese código de descuento es para compras desde $50.000,00. Agrega productos para usarlo.',
    ],
    [
      'no eligible product',
      { productIds: ['00000000-0000-4000-8000-000000000000'] },
      null,
      'Ese código de descuento no vale para los productos de tu pedido.',
    ],
  ])('%s', async (label, rule, typed, message) => {
    const code = await createCode(shop, {
      code: `REGLA-${label.replace(/\s/g, '')}`.slice(0, 30).toUpperCase(),
      ...rule,
    });
    const before = await orderCount();
    const res = await order(shop, { discountCode: typed ?? code.code.toLowerCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field: 'discountCode', message });
    expect(await orderCount()).toBe(before);
    expect((await codeOf(shop, code.id))?.usesCount).toBe(0);
  });

  it('uses per phone: the same phone is refused once it used them, another phone is not', async () => {
    await createCode(shop, { code: 'UNOPORTEL', maxUsesPerPhone: 1 });
    expect((await order(shop, { discountCode: 'unoportel' }, undefined, '11 7000-0001')).statusCode).toBe(201);
    const again = await order(shop, { discountCode: 'unoportel' }, undefined, '+54 9 11 7000 0001');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Ya usaste este código de descuento todas las veces que permite por teléfono.');
    expect((await order(shop, { discountCode: 'unoportel' }, undefined, '11 7000-0002')).statusCode).toBe(201);
  });
});

describe('a closed order gives its use back', () => {
  it('closed as "Vencido" it gives the use back; reopened by the seller it takes it again', async () => {
    const code = await createCode(shop, { code: 'VENCE', maxUses: 1 });
    const res = await order(shop, { discountCode: 'vence' });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().orderId as string;
    expect((await codeOf(shop, code.id))?.usesCount).toBe(1);
    await t.db.db
      .updateTable('stock_reservations')
      .set({ expires_at: new Date(Date.now() - 48 * 3_600_000) })
      .where('order_id', '=', orderId)
      .execute();
    expect(await expireUnconfirmedOrders(t.db.db, 48 * 3600)).toBeGreaterThanOrEqual(1);
    expect(await codeOf(shop, code.id)).toMatchObject({ usesCount: 0, state: 'active' });
    expect((await shop.owner.patch(`/api/orders/${orderId}/status`, { status: 'processing' })).statusCode).toBe(200);
    expect(await codeOf(shop, code.id)).toMatchObject({ usesCount: 1, state: 'exhausted' });
  });
});
