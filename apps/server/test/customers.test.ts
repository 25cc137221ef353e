import { customerPhoneKey } from '@vidriera/core';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { adminBody, ordersFile } from './helpers/orders-shop';
import { Browser } from './helpers/test-app';

const { t, shop } = ordersFile();

/** A shopper's order of `quantity` red units with this name and phone (and e-mail). */
async function order(slug: string, red: string, customerName: string, customerPhone: string, customerEmail?: string) {
  const res = await new Browser(t.app).request(
    'POST',
    `/api/public/stores/${slug}/orders`,
    {
      items: [{ variantId: red, quantity: 1 }],
      customerName,
      customerPhone,
      ...(customerEmail ? { customerEmail } : {}),
    },
    { 'idempotency-key': `k-${Math.random()}` },
  );
  expect(res.statusCode).toBe(201);
  return res.json().orderId as string;
}

describe('customers', () => {
  it('knows a phone however it was written, in SQL as in the order path', async () => {
    const samples = [
      '11 5555-1234',
      '+54 9 11 5555 1234',
      '011 15 5555-1234',
      '5491155551234',
      '0054 9 11 5555 1234',
      '(0351) 15 444-5566',
      '+1 415 555 0100',
      '12345678',
      '+54 11 5555 1234',
      'tel 1155551234',
      '+0 12',
    ];
    for (const phone of samples) {
      const row = await sql<{ key: string }>`select phone_identity(${phone}) as key`.execute(t.db.db);
      expect([phone, row.rows[0]?.key]).toEqual([phone, customerPhoneKey(phone)]);
    }
  });

  it('links every order to its customer by phone, lists figures from the orders, finds, merges and exports them', async () => {
    const s = await shop(20);
    const slug = s.fixture.store.slug;
    const first = await order(slug, s.red, 'Ana Gómez', '11 5555-1234');
    await order(slug, s.red, 'Ana G.', '+54 9 11 5555 1234', 'ana@example.com');
    await order(slug, s.red, 'Bruno Díaz', '351 444 5566');
    // Confirmed: its total counts as spent; the admin's order with the same phone, written a third way, is hers too.
    expect((await s.owner.patch(`/api/orders/${first}/status`, { status: 'processing' })).statusCode).toBe(200);
    const admin = await s.owner.post('/api/orders', adminBody(s.red, 1, { customerPhone: '011 15 5555-1234' }));
    expect(admin.statusCode).toBe(201);

    const list = (await s.owner.get('/api/customers?sort=orders')).json();
    expect(list.total).toBe(2);
    const [ana, bruno] = list.customers;
    const orders = (await s.owner.get('/api/orders')).json().orders as { totalCents: number; status: string }[];
    const confirmed = orders.filter((o) => o.status === 'processing' || o.status === 'completed');
    expect(ana).toMatchObject({ orders: 3, email: 'ana@example.com', name: 'Juana Pérez' });
    expect(ana.spentCents).toBe(confirmed.reduce((sum, o) => sum + o.totalCents, 0));
    expect(ana.averageTicketCents).toBe(Math.round(ana.spentCents / confirmed.length));
    expect(bruno).toMatchObject({ orders: 1, spentCents: 0, name: 'Bruno Díaz' });
    expect((await s.owner.get(`/api/orders/${first}`)).json().order.customerId).toBe(ana.id);

    // Search by a part of the phone as typed another way, or of the name.
    const byPhone = (await s.owner.get(`/api/customers?q=${encodeURIComponent('5555 1234')}`)).json();
    expect(byPhone.customers.map((c: { id: string }) => c.id)).toEqual([ana.id]);
    expect((await s.owner.get('/api/customers?q=brun')).json().customers).toHaveLength(1);

    // Notes and tags, then the merge: Bruno's order and phone move to Ana; his next order finds her.
    const saved = await s.owner.put(`/api/customers/${bruno.id}/notes`, { notes: 'Mayorista', tags: ['vip'] });
    expect(saved.json().customer).toMatchObject({ notes: 'Mayorista', tags: ['vip'] });
    const merged = await s.owner.post(`/api/customers/${ana.id}/merge`, { otherId: bruno.id });
    expect(merged.json().customer).toMatchObject({ orders: 4, tags: ['vip'], notes: 'Mayorista' });
    expect((await s.owner.get(`/api/customers/${bruno.id}`)).statusCode).toBe(404);
    await order(slug, s.red, 'Bruno Díaz', '0351 15 444-5566');
    expect((await s.owner.get('/api/customers')).json()).toMatchObject({ total: 1, customers: [{ orders: 5 }] });
    const same = await s.owner.post(`/api/customers/${ana.id}/merge`, { otherId: ana.id });
    expect(same.statusCode).toBe(422);

    // The CSV file, read back: Excel in Spanish (BOM, `;`), WhatsApp in international form.
    const csv = await s.owner.get('/api/customers/export.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.body.slice(1), { delimiter: ';' }).data;
    expect(rows[0]?.slice(0, 5)).toEqual(['Nombre', 'Teléfono', 'WhatsApp', 'E-mail', 'Pedidos']);
    expect(rows[1]?.[2]).toBe('+5493514445566');
    expect(rows[1]?.[4]).toBe('5');
  });

  it("erases a customer's personal data at her request: her orders stay without her name, phone, e-mail or address", async () => {
    const s = await shop(5);
    const id = await order(s.fixture.store.slug, s.red, 'Carla Ruiz', '11 4444 3333', 'carla@example.com');
    const [carla] = (await s.owner.get('/api/customers')).json().customers;
    expect((await s.owner.delete(`/api/customers/${carla.id}`)).statusCode).toBe(204);
    const kept = (await s.owner.get(`/api/orders/${id}`)).json().order;
    expect(kept).toMatchObject({
      customerName: 'Datos borrados',
      customerPhone: null,
      customerEmail: null,
      placedFrom: null,
    });
    expect(kept.items).toHaveLength(1);
    // The owner's e-mail about the order, kept with the jobs, forgets her too.
    const mails = await sql<{ payload: unknown }>`select payload from jobs where payload->>'orderId' = ${id}`.execute(
      t.db.db,
    );
    expect(mails.rows.length).toBeGreaterThan(0);
    for (const secret of ['Carla', '4444', 'carla@example.com'])
      expect(JSON.stringify(mails.rows.map((r) => r.payload))).not.toContain(secret);
    expect((await s.owner.get('/api/customers')).json().total).toBe(0);
    expect((await s.owner.delete(`/api/customers/${carla.id}`)).statusCode).toBe(404);
  });

  it("imports a customer list such as Tiendanube's, matching phones and e-mails already known", async () => {
    const s = await shop(5);
    await order(s.fixture.store.slug, s.red, 'Dora Paz', '11 3333 2222');
    const csv = [
      'Nombre,Apellido,E-mail,Teléfono',
      'Dora,Paz,dora@example.com,+54 9 11 3333-2222',
      'Elena,Sosa,elena@example.com,',
      'Sin,Datos,,',
    ].join('\n');
    const res = await s.owner.post('/api/customers/import', { csv });
    expect(res.json()).toEqual({ added: 1, updated: 1, skipped: 1 });
    const list = (await s.owner.get('/api/customers?sort=name&dir=asc')).json();
    expect(list.customers.map((c: { name: string; email: string }) => [c.name, c.email])).toEqual([
      ['Dora Paz', 'dora@example.com'],
      ['Elena Sosa', 'elena@example.com'],
    ]);
    const refused = await s.owner.post('/api/customers/import', { csv: 'Producto;Precio\nRemera;100' });
    expect(refused.statusCode).toBe(422);
  });
});
