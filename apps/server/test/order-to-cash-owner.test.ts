import { shortOrderId } from '@vidriera/core';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from './helpers/test-app';
import { cashShopsFile, counter } from './helpers/cash-shop';

/* The merchant's order-to-cash loop (docs/product/orders.md): finding orders, stock figures and the owner's e-mails. */

const { t, shop } = cashShopsFile();

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
