import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * The admin's order form changes an order's status the way the orders list
 * does (`transitionOrder`, apps/server/src/modules/orders/change-order-status.ts):
 * the same stock, the same history and, when a confirmation leaves a variant
 * at or below the store's low-stock threshold, the same e-mail to the owner
 * (docs/product/orders.md, "The owner's e-mails").
 */

let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

/** A store warned at 2 units or fewer, with one product: red S and blue M, 4 units each. */
async function shop() {
  const email = `formulario${++counter}@example.com`;
  const owner = await signUpConfirmed(t, email);
  const fixture = await catalogueFixture(owner, `Formulario ${counter}`);
  const name = { name: `Formulario ${counter}`, whatsappNumber: '1155550000', maxPendingOrdersPerPhone: 100 };
  expect((await owner.put('/api/stores/mine', name)).statusCode).toBe(200);
  const threshold = await owner.put('/api/stores/mine/payment', { paymentMethods: ['cash'], lowStockThreshold: 2 });
  expect(threshold.statusCode, threshold.body).toBe(200);
  const product = (
    await owner.post(
      '/api/catalogue/products',
      fixture.productBody({ variants: fixture.productBody().variants.map((v) => ({ ...v, stock: 4 })) }),
    )
  ).json().product;
  const [red, blue] = product.variants.map((v: { id: string }) => v.id) as [string, string];
  const body = (variantId: string, quantity: number, status: string) => ({
    customerName: 'Juana Pérez',
    customerEmail: '',
    customerPhone: '11 2222 3333',
    paymentMethod: 'cash',
    status,
    items: [{ variantId, quantity, unitPriceCents: 100000 }],
  });
  const create = async (variantId: string, quantity: number, status: string) => {
    const res = await owner.post('/api/orders', body(variantId, quantity, status));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order.id as string;
  };
  /** The status select of the list. */
  const fromList = async (id: string, status: string) =>
    expect((await owner.patch(`/api/orders/${id}/status`, { status })).statusCode).toBe(200);
  /** The order form saved with the same line and a status. */
  const fromForm = async (id: string, status: string, variantId = red, quantity = 3) => {
    const res = await owner.put(`/api/orders/${id}`, body(variantId, quantity, status));
    expect(res.statusCode, res.body).toBe(200);
  };
  const colour = (id: string) => (id === red ? 'rojo' : id === blue ? 'azul' : id);

  /** What the owner can tell about the store and the order: stock, history, low-stock checks and e-mails. */
  const seen = async (orderId: string) => {
    const variants = await t.db.db
      .selectFrom('product_variants')
      .select(['id', 'stock'])
      .where('id', 'in', [red, blue])
      .execute();
    const stockOf = (id: string) => variants.find((v) => v.id === id)?.stock;
    const history = (await owner.get(`/api/orders/${orderId}`))
      .json()
      .order.history.map((h: { fromStatus: string | null; toStatus: string }) => `${h.fromStatus} → ${h.toStatus}`);
    const checks = await t.db.db
      .selectFrom('jobs')
      .select(['payload', 'outcome'])
      .where('kind', '=', 'owner.low-stock')
      .where(sql<string>`payload->>'storeId'`, '=', fixture.store.id)
      .orderBy('created_at')
      .execute();
    const mails = t.mails
      .filter((m) => m.to === email && m.subject.startsWith('Poco stock'))
      .map((m) =>
        m.text
          .split('\n')
          .filter((line) => line.startsWith('• '))
          .map((line) => line.replace(/ — .*/, '')),
      );
    return {
      stock: { rojo: stockOf(red), azul: stockOf(blue) },
      history,
      lowStockChecks: checks.map((c) => ({
        variants: (c.payload as { variantIds: string[] }).variantIds.map(colour),
        outcome: c.outcome,
      })),
      lowStockMails: mails,
    };
  };
  return { create, fromList, fromForm, seen, red, blue };
}

describe('a status changed from the order form', () => {
  it('moves stock, history and the low-stock e-mail as the orders list does, step by step', async () => {
    const list = await shop();
    const form = await shop();
    const listOrder = await list.create(list.red, 3, 'pending');
    const formOrder = await form.create(form.red, 3, 'pending');
    expect(await form.seen(formOrder)).toEqual(await list.seen(listOrder));

    // Confirming leaves 1 red unit, under the threshold of 2: one e-mail, from either screen.
    await list.fromList(listOrder, 'processing');
    await form.fromForm(formOrder, 'processing');
    const confirmed = await form.seen(formOrder);
    expect(confirmed).toEqual(await list.seen(listOrder));
    expect(confirmed).toMatchObject({
      stock: { rojo: 1, azul: 4 },
      history: ['null → pending', 'pending → processing'],
      lowStockChecks: [{ variants: ['rojo'], outcome: 'sent' }],
      lowStockMails: [['• Remera Lisa (Rojo / S): 1 disponible']],
    });

    // Completed takes nothing more; cancelled gives the units back; confirming again warns again.
    for (const status of ['completed', 'cancelled', 'processing']) {
      await list.fromList(listOrder, status);
      await form.fromForm(formOrder, status);
      expect(await form.seen(formOrder), status).toEqual(await list.seen(listOrder));
    }
    expect(await form.seen(formOrder)).toMatchObject({
      stock: { rojo: 1, azul: 4 },
      history: [
        'null → pending',
        'pending → processing',
        'processing → completed',
        'completed → cancelled',
        'cancelled → processing',
      ],
      lowStockChecks: [
        { variants: ['rojo'], outcome: 'sent' },
        { variants: ['rojo'], outcome: 'sent' },
      ],
    });
  });

  it('warns about the lines the order has once saved, when the form changes them and confirms at once', async () => {
    const s = await shop();
    const id = await s.create(s.blue, 1, 'pending');
    await s.fromForm(id, 'processing', s.red, 3);
    expect(await s.seen(id)).toMatchObject({
      stock: { rojo: 1, azul: 4 },
      history: ['null → pending', 'pending → processing'],
      lowStockChecks: [{ variants: ['rojo'], outcome: 'sent' }],
      lowStockMails: [['• Remera Lisa (Rojo / S): 1 disponible']],
    });
    // Changing a confirmed order's lines is no confirmation: the stock moves by the difference, with no e-mail.
    await s.fromForm(id, 'processing', s.blue, 3);
    expect(await s.seen(id)).toMatchObject({
      stock: { rojo: 4, azul: 1 },
      history: ['null → pending', 'pending → processing'],
      lowStockChecks: [{ variants: ['rojo'], outcome: 'sent' }],
    });
  });

  it('warns when a new order is saved already confirmed, as when it is confirmed from the list', async () => {
    const list = await shop();
    const form = await shop();
    const listOrder = await list.create(list.red, 3, 'pending');
    await list.fromList(listOrder, 'processing');
    const formOrder = await form.create(form.red, 3, 'processing');
    const { history, ...rest } = await form.seen(formOrder);
    expect(history).toEqual(['null → processing']);
    const { history: _, ...fromTheList } = await list.seen(listOrder);
    expect(rest).toEqual(fromTheList);
    expect(rest.lowStockChecks).toEqual([{ variants: ['rojo'], outcome: 'sent' }]);
  });
});
