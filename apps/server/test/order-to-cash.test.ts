import { shortOrderId } from '@vidriera/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, TEST_ORIGIN, type TestApp } from './helpers/test-app';

/* The merchant's order-to-cash loop (docs/product/orders.md): payment, the shopper's link, finding orders, e-mails, stock figures. */

let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

interface ShopOptions {
  stock?: number;
  settings?: Record<string, unknown>;
}

async function shop({ stock = 5, settings = {} }: ShopOptions = {}) {
  const email = `cobros${++counter}@example.com`;
  const owner = await signUpConfirmed(t, email);
  const fixture = await catalogueFixture(owner, `Cobros ${counter}`);
  const saved = await owner.put('/api/stores/mine', {
    name: `Cobros ${counter}`,
    whatsappNumber: '1155550000',
    cbu: 'mi.tienda.mp',
    maxPendingOrdersPerPhone: 100,
    ...(settings.cbu !== undefined ? { cbu: settings.cbu } : {}),
  });
  expect(saved.statusCode).toBe(200);
  const { cbu: _, ...payment } = settings;
  const paid = await owner.put('/api/stores/mine/payment', { paymentMethods: ['transfer', 'cash'], ...payment });
  expect(paid.statusCode, paid.body).toBe(200);
  const product = (
    await owner.post(
      '/api/catalogue/products',
      fixture.productBody({ variants: fixture.productBody().variants.map((v) => ({ ...v, stock })) }),
    )
  ).json().product;
  const [red, blue] = product.variants.map((v: { id: string }) => v.id) as [string, string];
  const order = async (body: Record<string, unknown> = {}) =>
    new Browser(t.app).request(
      'POST',
      `/api/public/stores/${fixture.store.slug}/orders`,
      { items: [{ variantId: red, quantity: 1 }], customerName: 'Rocío Gómez', customerPhone: '11 6666-7777', ...body },
      { 'idempotency-key': `k-${Math.random()}` },
    );
  return { owner, email, fixture, slug: fixture.store.slug, productId: product.id as string, red, blue, order };
}

const tokenOf = (orderUrl: string) => new URL(orderUrl).searchParams.get('token') ?? '';
const messageOf = (whatsappUrl: string) => new URL(whatsappUrl).searchParams.get('text') ?? '';

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

describe("the shopper's order link", () => {
  it('opens the order with its token, never cached, and the same 404 without it, with a wrong one or under another store', async () => {
    const s = await shop({ settings: { transferHolder: 'Rocío Vendedora' } });
    const other = await shop();
    const created = (await s.order({ paymentMethod: 'transfer' })).json();
    const token = tokenOf(created.orderUrl);
    expect(created.orderUrl).toBe(`${TEST_ORIGIN}/store/${s.slug}/order/${created.orderId}?token=${token}`);
    const shopper = new Browser(t.app);
    const ok = await shopper.get(`/api/public/stores/${s.slug}/orders/${created.orderId}?token=${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toMatchObject({
      id: created.orderId,
      number: shortOrderId(created.orderId),
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'transfer',
      totalCents: 1_000_000,
      transfer: { cbu: 'mi.tienda.mp', holder: 'Rocío Vendedora' },
      reservationExpired: false,
      lines: [
        {
          productName: 'Remera Lisa',
          quantity: 1,
          attributes: [
            { displayName: 'Color', displayValue: 'Rojo' },
            { displayName: 'Talle', displayValue: 'S' },
          ],
        },
      ],
    });
    expect(ok.json().reservedUntil).toEqual(expect.any(String));
    expect(JSON.stringify(ok.json())).not.toContain('6666');
    for (const url of [
      `/api/public/stores/${s.slug}/orders/${created.orderId}`,
      `/api/public/stores/${s.slug}/orders/${created.orderId}?token=`,
      `/api/public/stores/${s.slug}/orders/${created.orderId}?token=${token.slice(0, -1)}x`,
      `/api/public/stores/${other.slug}/orders/${created.orderId}?token=${token}`,
      `/api/public/stores/${s.slug}/orders/not-an-id?token=${token}`,
    ]) {
      const res = await shopper.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Pedido no encontrado. Revisa el enlace que recibiste.');
    }
    const otherOrder = (await other.order()).json();
    expect(
      (
        await shopper.get(
          `/api/public/stores/${s.slug}/orders/${otherOrder.orderId}?token=${tokenOf(otherOrder.orderUrl)}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('keeps only a hash of the token, and a retried order answers the same link', async () => {
    const s = await shop();
    const body = {
      items: [{ variantId: s.red, quantity: 1 }],
      customerName: 'Rocío Gómez',
      customerPhone: '1166667777',
    };
    const send = () =>
      new Browser(t.app).request('POST', `/api/public/stores/${s.slug}/orders`, body, {
        'idempotency-key': 'misma-clave-1',
      });
    const first = (await send()).json();
    const again = (await send()).json();
    expect(again).toEqual(first);
    const row = await t.db.db
      .selectFrom('orders')
      .select('shopper_token_hash')
      .where('id', '=', first.orderId)
      .executeTakeFirstOrThrow();
    expect(row.shopper_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.shopper_token_hash).not.toContain(tokenOf(first.orderUrl));
  });

  it('shows the seller’s changes: confirmed, paid, and an expired reservation', async () => {
    const s = await shop();
    const created = (await s.order()).json();
    const view = async (id = created.orderId, url = created.orderUrl) =>
      (await new Browser(t.app).get(`/api/public/stores/${s.slug}/orders/${id}?token=${tokenOf(url)}`)).json();
    await s.owner.patch(`/api/orders/${created.orderId}/status`, { status: 'processing' });
    await s.owner.patch(`/api/orders/${created.orderId}/payment`, { paymentStatus: 'received' });
    expect(await view()).toMatchObject({
      status: 'processing',
      paymentStatus: 'received',
      reservedUntil: null,
      reservationExpired: false,
    });
    const late = (await s.order()).json();
    await t.db.db
      .updateTable('stock_reservations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', late.orderId)
      .execute();
    expect(await view(late.orderId, late.orderUrl)).toMatchObject({
      status: 'pending',
      reservationExpired: true,
      reservedUntil: null,
    });
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

describe('finding orders', () => {
  it('filters by "Por confirmar", "Pendientes de pago" and status, and searches by number, name and phone', async () => {
    const s = await shop();
    const a = (await s.order({ customerName: 'Ana Pérez', customerPhone: '11 4444-5555' })).json().orderId as string;
    const b = (await s.order({ customerName: 'Bruno Díaz', customerPhone: '11 3333-2222' })).json().orderId as string;
    const c = (await s.order({ customerName: 'Carla Ruiz', customerPhone: '11 1111-0000' })).json().orderId as string;
    await s.owner.patch(`/api/orders/${b}/status`, { status: 'processing' });
    await s.owner.patch(`/api/orders/${c}/status`, { status: 'processing' });
    await s.owner.patch(`/api/orders/${c}/payment`, { paymentStatus: 'received' });
    const ids = async (query: string) =>
      ((await s.owner.get(`/api/orders?${query}`)).json().orders as { id: string }[]).map((o) => o.id).sort();
    expect(await ids('view=to-confirm')).toEqual([a]);
    expect(await ids('view=payment-pending')).toEqual([a, b].sort());
    expect(await ids('status=processing')).toEqual([b, c].sort());
    expect(await ids('status=processing&view=payment-pending')).toEqual([b]);
    const number = shortOrderId(b);
    for (const q of [`#${number}`, number, number.toLowerCase(), `%23${number.toLowerCase()}`]) {
      expect(await ids(`q=${encodeURIComponent(decodeURIComponent(q))}`), q).toEqual([b]);
    }
    expect(await ids('q=ana')).toEqual([a]);
    expect(await ids(`q=${encodeURIComponent('1111-0000')}`)).toEqual([c]);
    const bad = await s.owner.get('/api/orders?view=todo');
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'Filtro inválido']);
  });
});

describe('stock honesty and the day at a glance', () => {
  it('shows per variant on hand, reserved (and by how many orders) and available', async () => {
    const s = await shop({ stock: 8 });
    await s.order({ items: [{ variantId: s.red, quantity: 3 }] });
    await s.order({ items: [{ variantId: s.red, quantity: 3 }] });
    const res = await s.owner.get(`/api/catalogue/variant-stock?productId=${s.productId}`);
    expect(res.json().variants).toEqual([
      {
        variantId: s.red,
        productId: s.productId,
        label: 'Rojo / S',
        stock: 8,
        reserved: 6,
        reservingOrders: 2,
        available: 2,
      },
      {
        variantId: s.blue,
        productId: s.productId,
        label: 'Azul / M',
        stock: 8,
        reserved: 0,
        reservingOrders: 0,
        available: 8,
      },
    ]);
    const before = t.queries.length;
    await s.owner.get('/api/catalogue/variant-stock');
    expect(t.queries.length - before).toBeLessThanOrEqual(4);
  });

  it('counts orders to confirm, payments pending, this month’s confirmed sales and low-stock variants', async () => {
    const s = await shop({ stock: 3, settings: { lowStockThreshold: 2 } });
    const a = (await s.order({ items: [{ variantId: s.red, quantity: 2 }] })).json().orderId;
    await s.order();
    await s.owner.patch(`/api/orders/${a}/status`, { status: 'processing' });
    const overview = (await s.owner.get('/api/orders/overview')).json();
    expect(overview).toMatchObject({
      toConfirm: 1,
      paymentsPending: 2,
      salesThisMonthCents: 2_000_000,
      salesThisMonthOrders: 1,
      lowStockThreshold: 2,
    });
    expect(overview.lowStock).toEqual([
      {
        productId: s.productId,
        variantId: s.red,
        productName: 'Remera Lisa',
        variantLabel: 'Rojo / S',
        stock: 1,
        reserved: 1,
        available: 0,
      },
    ]);
    // Sold out is counted apart, and the list can leave it out.
    expect(overview).toMatchObject({ lowStockCount: 1, soldOutCount: 1 });
    expect((await s.owner.get('/api/orders/low-stock?page=1&soldOut=exclude')).json()).toEqual({
      variants: [],
      hasMore: false,
    });
    expect((await s.owner.get('/api/orders/low-stock?page=1')).json().variants).toHaveLength(1);
  });
});

describe("the owner's e-mails", () => {
  it('sends each storefront order with its lines, total, customer and the admin link', async () => {
    const s = await shop();
    const created = (
      await s.order({
        items: [{ variantId: s.red, quantity: 2 }],
        customerEmail: 'rocio@example.com',
        paymentMethod: 'transfer',
      })
    ).json();
    const number = shortOrderId(created.orderId);
    const mail = await vi.waitFor(() => {
      const found = t.mails.find(
        (m) => m.to === s.email && m.subject === `Nuevo pedido #${number} en Cobros ${counter}`,
      );
      if (!found) throw new Error('todavía no llegó');
      return found;
    });
    expect(mail.text).toContain('2 x Remera Lisa (Color: Rojo, Talle: S): $20.000,00');
    expect(mail.text).toContain('Total: $20.000,00');
    expect(mail.text).toContain('Cliente: Rocío Gómez · 11 6666-7777 · rocio@example.com');
    expect(mail.text).toContain('Pago: Transferencia');
    expect(mail.link).toBe(`${TEST_ORIGIN}/admin/orders/${created.orderId}`);
    expect(mail.html).toContain(`href="${TEST_ORIGIN}/admin/orders/${created.orderId}"`);
  });

  it('sends one low-stock e-mail when a confirmation leaves variants at or below the threshold, none otherwise', async () => {
    const s = await shop({ stock: 4, settings: { lowStockThreshold: 2 } });
    const small = (await s.order({ items: [{ variantId: s.red, quantity: 1 }] })).json().orderId;
    await s.owner.patch(`/api/orders/${small}/status`, { status: 'processing' });
    const big = (
      await s.order({
        items: [
          { variantId: s.red, quantity: 1 },
          { variantId: s.blue, quantity: 2 },
        ],
      })
    ).json().orderId;
    await s.owner.patch(`/api/orders/${big}/status`, { status: 'processing' });
    const alerts = await vi.waitFor(() => {
      const found = t.mails.filter((m) => m.to === s.email && m.subject.startsWith('Poco stock'));
      if (found.length === 0) throw new Error('todavía no llegó');
      return found;
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain(
      `Remera Lisa (Rojo / S): 2 disponibles — ${TEST_ORIGIN}/admin/products/${s.productId}/edit`,
    );
    expect(alerts[0]?.text).toContain(
      `Remera Lisa (Azul / M): 2 disponibles — ${TEST_ORIGIN}/admin/products/${s.productId}/edit`,
    );
  });

  it('never fails the order when the mail fails, and keeps its e-mail queued to try again', async () => {
    const s = await shop();
    t.mailer.failWith = new Error('SMTP caído');
    try {
      const res = await s.order();
      expect(res.statusCode).toBe(201);
      const job = await t.db.db
        .selectFrom('jobs')
        .select(['state', 'attempts', 'last_error'])
        .where('kind', '=', 'owner.new-order')
        .where(sql<string>`payload->>'orderId'`, '=', res.json().orderId)
        .executeTakeFirst();
      expect(job).toEqual({ state: 'pending', attempts: 1, last_error: 'Error: SMTP caído' });
    } finally {
      t.mailer.failWith = null;
    }
  });
});

describe("guessing shoppers' links", () => {
  it('refuses wrong links past 30 in ten minutes per address and per order, on the API and the HTML page, and never refuses the right link', async () => {
    const limited = await createTestApp();
    try {
      const owner = await signUpConfirmed(limited, 'adivinos@example.com');
      const fixture = await catalogueFixture(owner, 'Adivinos');
      await owner.put('/api/stores/mine', { name: 'Adivinos', whatsappNumber: '1155550000' });
      const product = (await owner.post('/api/catalogue/products', fixture.productBody())).json().product;
      const place = async (ip: string, key: string, phone: string) =>
        (
          await new Browser(limited.app, undefined, ip).request(
            'POST',
            `/api/public/stores/${fixture.store.slug}/orders`,
            {
              items: [{ variantId: product.variants[0].id, quantity: 1 }],
              customerName: 'Rocío Gómez',
              customerPhone: phone,
            },
            { 'idempotency-key': key },
          )
        ).json();
      const created = await place('10.0.0.1', 'adivinos-1', '1166667777');
      const other = await place('10.0.0.2', 'adivinos-2', '1166668888');
      const api = (order: { orderId: string }, token: string) =>
        `/api/public/stores/${fixture.store.slug}/orders/${order.orderId}?token=${token}`;
      const page = (order: { orderId: string }, token: string) =>
        `/store/${fixture.store.slug}/order/${order.orderId}?token=${token}`;

      const guesser = new Browser(limited.app, undefined, '10.0.0.9');
      for (let i = 0; i < 30; i++) expect((await guesser.get(api(created, `x${i}`))).statusCode).toBe(404);
      const refused = await guesser.get(api(created, 'otra-mas'));
      expect([refused.statusCode, refused.json().message]).toEqual([
        429,
        'Demasiados intentos. Espera un momento y vuelve a intentar.',
      ]);
      expect((await guesser.get(page(other, 'otra-mas'))).statusCode).toBe(429);
      // A neighbour behind the guesser's address opens their own link.
      expect((await guesser.get(api(created, tokenOf(created.orderUrl)))).statusCode).toBe(200);
      expect((await guesser.get(page(created, tokenOf(created.orderUrl)))).statusCode).toBe(200);

      // Guessing one order from many addresses is stopped by the order's own count.
      // One miss on it already (above): 29 more from 29 addresses, and the next is refused.
      for (let i = 0; i < 29; i++)
        expect((await new Browser(limited.app, undefined, `10.0.1.${i}`).get(page(other, `y${i}`))).statusCode).toBe(
          404,
        );
      expect((await new Browser(limited.app, undefined, '10.0.2.1').get(page(other, 'z'))).statusCode).toBe(429);
      expect(
        (await new Browser(limited.app, undefined, '10.0.2.1').get(api(other, tokenOf(other.orderUrl)))).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
