import { describe, expect, it } from 'vitest';
import { Browser, TEST_ORIGIN } from './helpers/test-app';
import { cashShopsFile, messageOf } from './helpers/cash-shop';

/* The merchant's order-to-cash loop (docs/product/orders.md): paying by transfer or cash, and marking a payment received. */

const { t, shop } = cashShopsFile();

describe('paying by transfer', () => {
  it('takes the discount off the total in whole cents and writes the transfer details into the message', async () => {
    const s = await shop({ settings: { transferHolder: 'Rocío Vendedora', transferDiscountPercent: 7 } });
    // 2 × $10.000,00 + 1 × $10.500,00 = $30.500,00; 7 % = $2.135,00.
    const res = await s.order({
      items: [
        { variantId: s.red, quantity: 2 },
        { variantId: s.blue, quantity: 1 },
      ],
      paymentMethod: 'transfer',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.totalCents).toBe(3_050_000 - 213_500);
    const text = messageOf(body.whatsappUrl);
    expect(text).toContain('Subtotal: $30.500,00\nDescuento por transferencia: -$2.135,00\n*Total: $28.365,00*');
    expect(text).toContain(
      'Pago: Transferencia\nCBU/Alias: mi.tienda.mp\nTitular: Rocío Vendedora\nMonto a transferir: $28.365,00',
    );
    expect(text).toContain(`Ver mi pedido: ${body.orderUrl}`);
    expect(text).toContain(`Para el vendedor: ${TEST_ORIGIN}/admin/orders/${body.orderId}`);
    const row = await t.db.db
      .selectFrom('orders')
      .select(['total_cents', 'transfer_discount_cents', 'payment_method'])
      .where('id', '=', body.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ total_cents: 2_836_500, transfer_discount_cents: 213_500, payment_method: 'transfer' });
  });

  it('rounds half a cent up in the shopper’s favour', async () => {
    const s = await shop({ settings: { transferDiscountPercent: 3 } });
    const saved = await s.owner.put(
      `/api/catalogue/products/${s.productId}`,
      s.fixture.productBody({
        priceCents: 1_050,
        variants: s.fixture.productBody().variants.map((v) => ({ ...v, priceAdjustmentCents: 0 })),
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // 3 % of $10,50 is 31,5 cents: 32 off, $10,18 to pay.
    const res = await s.order({
      paymentMethod: 'transfer',
      items: [{ variantId: saved.json().product.variants[0].id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(1_018);
  });

  it('takes nothing off an order paid in cash, and writes no transfer details', async () => {
    const s = await shop({ settings: { transferDiscountPercent: 10 } });
    const res = await s.order({ paymentMethod: 'cash' });
    expect(res.json().totalCents).toBe(1_000_000);
    const text = messageOf(res.json().whatsappUrl);
    expect(text).toContain('*Total: $10.000,00*\n\nPago: Efectivo\n');
    expect(text).not.toContain('CBU');
  });

  it('refuses a method the store does not offer, and transfer when the store has no CBU/alias, saving nothing', async () => {
    const s = await shop({ settings: { paymentMethods: ['cash'] } });
    const refused = await s.order({ paymentMethod: 'transfer' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      field: 'paymentMethod',
      message: 'Esta tienda no acepta ese método de pago. Elige otro.',
    });
    const noCbu = await shop({ settings: { cbu: '' } });
    expect((await noCbu.order({ paymentMethod: 'transfer' })).statusCode).toBe(422);
    const count = await t.db.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', 'in', [s.fixture.store.id, noCbu.fixture.store.id])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    // An order that names no method leaves it to the seller.
    expect(
      (
        await t.db.db
          .selectFrom('orders')
          .select('payment_method')
          .where('id', '=', (await s.order()).json().orderId)
          .executeTakeFirstOrThrow()
      ).payment_method,
    ).toBeNull();
  });

  it('shows shoppers only the methods they can use', async () => {
    const s = await shop({ settings: { paymentMethods: ['transfer', 'cash'], cbu: '', transferDiscountPercent: 5 } });
    expect((await new Browser(t.app).get(`/api/public/stores/${s.slug}`)).json()).toMatchObject({
      paymentMethods: ['cash'],
      transferDiscountPercent: 5,
    });
  });

  it('refuses bad payment settings in Spanish', async () => {
    const s = await shop();
    const base = { paymentMethods: ['cash'] };
    for (const [body, message] of [
      [{ paymentMethods: [] }, 'Elige al menos un método de pago'],
      [{ paymentMethods: ['bitcoin'] }, 'Método de pago inválido'],
      [{ transferDiscountPercent: 51 }, 'El descuento debe ser un número entero de 1 a 50'],
      [{ transferDiscountPercent: 2.5 }, 'El descuento debe ser un número entero de 1 a 50'],
      [{ lowStockThreshold: -1 }, 'El umbral de stock bajo debe ser un número entero de 0 a 1000'],
      [{ transferHolder: 'a'.repeat(101) }, 'El titular no puede superar los 100 caracteres'],
    ] as const) {
      const res = await s.owner.put('/api/stores/mine/payment', { ...base, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('payment status', () => {
  it('is marked received with when, undone, and refused for another store’s order', async () => {
    const s = await shop();
    const other = await shop();
    const id = (await s.order()).json().orderId;
    const marked = await s.owner.patch(`/api/orders/${id}/payment`, { paymentStatus: 'received' });
    expect(marked.json().order).toMatchObject({
      paymentStatus: 'received',
      paymentReceivedAt: expect.any(String),
      status: 'pending',
    });
    const undone = await s.owner.patch(`/api/orders/${id}/payment`, { paymentStatus: 'pending' });
    expect(undone.json().order).toMatchObject({ paymentStatus: 'pending', paymentReceivedAt: null });
    const foreign = await other.owner.patch(`/api/orders/${id}/payment`, { paymentStatus: 'received' });
    expect(foreign.statusCode).toBe(404);
    expect((await s.owner.get(`/api/orders/${id}`)).json().order.paymentStatus).toBe('pending');
    const bad = await s.owner.patch(`/api/orders/${id}/payment`, { paymentStatus: 'yes' });
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'Estado de pago inválido']);
  });
});
