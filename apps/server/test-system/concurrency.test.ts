import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/helpers/free-port';
import { createTestDatabase, TEST_TMP, type TestDatabase } from '../test/helpers/test-database';
import { HttpClient } from './http-client';
import { startBundledServer } from './bundled-server';
import { confirmationLink } from './many-instances-helpers';
import type { ServerProcess } from './server-process';

/**
 * Two server processes on one PostgreSQL database: orders never oversell,
 * confirm/cancel storms keep stock right, idempotency holds across processes,
 * and a session made by one process works on the other.
 */
// 6 rounds of 500 in CI (3,000 orders racing for 60 units); STRESS_ROUNDS=20 or more for a longer hunt by hand.
const ROUNDS = Number(process.env.STRESS_ROUNDS ?? 6);
const SHOPPERS = Number(process.env.STRESS_SHOPPERS ?? 500);
const UNITS = 10;

let db: TestDatabase;
let servers: ServerProcess[];
let owner: HttpClient;
let dataDir: string;
let publicUrl: string;
let variantId: string;
let slug: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(join(TEST_TMP, 'stress-'));
  // Asked for together, the two ports differ.
  const [portA, portB] = await Promise.all([freePort(), freePort()]);
  publicUrl = `http://localhost:${portA}`;
  const env = { DATABASE_URL: db.url ?? '', DATA_DIR: dataDir, PUBLIC_URL: publicUrl };
  servers = await Promise.all([startBundledServer(portA, env), startBundledServer(portB, env)]);
  owner = new HttpClient(publicUrl);
}, 120_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((s) => s.stop()));
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const [first, second] = [() => servers[0]?.url ?? '', () => servers[1]?.url ?? ''];

describe('two processes, one database', () => {
  it('keeps a session made by one process valid on the other', async () => {
    const email = 'stressowner@example.com';
    const signUp = await owner.request(`${first()}/api/auth/sign-up/email`, {
      method: 'POST',
      body: {
        firstName: 'Stress',
        lastName: 'Owner',
        name: 'Stress Owner',
        email,
        password: 'tormenta-azul-3',
        callbackURL: '/auth/callback',
      },
    });
    expect(signUp.status).toBe(200);
    const link = new URL(await confirmationLink(join(dataDir, 'mail'), email));
    // Opened from the e-mail as a page: the server signs in only on a top-level navigation.
    const verified = await owner.navigate(`${second()}${link.pathname}${link.search}`);
    expect(verified.status).toBe(302);
    expect((await owner.request(`${first()}/api/me`)).status).toBe(200);
    expect((await owner.request(`${second()}/api/me`)).status).toBe(200);

    const store = (
      await owner.request(`${first()}/api/stores`, {
        method: 'POST',
        body: { name: 'Tienda Stress', whatsappNumber: '1155550100' },
      })
    ).json().store as { slug: string };
    slug = store.slug;
    const product = (
      await owner.request(`${second()}/api/catalogue/products`, {
        method: 'POST',
        body: { name: 'Producto Escaso', priceCents: 150000, variants: [{ sku: 'ESC-1', stock: UNITS }] },
      })
    ).json().product as { variants: { id: string }[] };
    variantId = product.variants[0]?.id ?? '';
    expect(variantId).not.toBe('');
  });

  /** A different shopper's phone for each order, so the pending-orders-per-phone limit stays out of these stock tests. */
  const phone = (n: number) => `11${String(40_000_000 + n)}`;

  it(`sells exactly ${UNITS} units in each of ${ROUNDS} rounds of ${SHOPPERS} simultaneous orders`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const results = await Promise.all(
        Array.from({ length: SHOPPERS }, (_, i) =>
          fetch(`${i % 2 ? second() : first()}/api/public/stores/${slug}/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': `r${round}-s${i}-stress` },
            body: JSON.stringify({
              items: [{ variantId, quantity: 1 }],
              customerName: 'Comprador',
              customerPhone: phone(round * 100 + i),
            }),
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string; message?: string } })),
        ),
      );
      const created = results.filter((r) => r.status === 201).length;
      // Everyone else is told, in Spanish, that the units ran out: no 5xx, no other refusal.
      expect(
        results.filter((r) => r.status !== 201).map((r) => [r.status, r.body.code, r.body.message]),
        `ronda ${round}`,
      ).toEqual(
        Array(SHOPPERS - UNITS).fill([409, 'INSUFFICIENT_STOCK', 'Producto Escaso ya no tiene stock disponible.']),
      );
      expect(created, `ronda ${round}`).toBe(UNITS);
      const state = await sql<{ stock: number; reserved: number; counted: number }>`
        select v.stock, coalesce((select sum(quantity) from stock_reservations r where r.variant_id = v.id), 0)::int as reserved, v.reserved_units as counted
        from product_variants v where v.id = ${variantId}`.execute(db.db);
      expect(state.rows[0], `ronda ${round}`).toEqual({ stock: UNITS, reserved: UNITS, counted: UNITS });
      await db.db.deleteFrom('orders').execute();
    }
  }, 600_000);

  it('keeps stock right under parallel confirm and cancel storms from both processes', async () => {
    await db.db.updateTable('product_variants').set({ stock: 30 }).where('id', '=', variantId).execute();
    const orderIds: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${first()}/api/public/stores/${slug}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `storm-${i}-abcdef` },
        body: JSON.stringify({
          items: [{ variantId, quantity: 1 }],
          customerName: 'Comprador',
          customerPhone: phone(10_000 + i),
        }),
      });
      orderIds.push(((await res.json()) as { orderId: string }).orderId);
    }
    const statuses = ['processing', 'completed', 'cancelled', 'pending'] as const;
    for (let wave = 0; wave < 5; wave++) {
      const answers = await Promise.all(
        orderIds.flatMap((id, i) =>
          [0, 1].map((p) =>
            owner
              .request(`${p ? second() : first()}/api/orders/${id}/status`, {
                method: 'PATCH',
                body: { status: statuses[(i + wave + p) % statuses.length] },
              })
              .then((r) => r.status),
          ),
        ),
      );
      expect(answers.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      const check = await sql<{
        stock: number;
        deducted: number;
        reserved_by_deducted: number;
        negative: number;
        counter_drift: number;
      }>`
        select v.stock,
          (v.reserved_units - (select coalesce(sum(r.quantity), 0) from stock_reservations r where r.variant_id = v.id))::int as counter_drift,
          (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id where i.variant_id = v.id and o.stock_deducted)::int as deducted,
          (select count(*) from stock_reservations r join orders o on o.id = r.order_id where o.stock_deducted or o.status <> 'pending')::int as reserved_by_deducted,
          (select count(*) from product_variants where stock < 0)::int as negative
        from product_variants v where v.id = ${variantId}`.execute(db.db);
      const row = check.rows[0];
      expect(row?.stock, `ola ${wave}`).toBe(30 - (row?.deducted ?? 0));
      expect(row?.reserved_by_deducted, `ola ${wave}`).toBe(0);
      expect(row?.negative, `ola ${wave}`).toBe(0);
      expect(row?.counter_drift, `ola ${wave}`).toBe(0);
      const mismatch = await sql<{ n: number }>`
        select count(*)::int as n from orders where stock_deducted <> (status in ('processing', 'completed'))`.execute(
        db.db,
      );
      expect(mismatch.rows[0]?.n, `ola ${wave}`).toBe(0);
    }
  }, 300_000);

  it('creates exactly one order from 20 parallel retries with one key, across both processes', async () => {
    await db.db.updateTable('product_variants').set({ stock: 100 }).where('id', '=', variantId).execute();
    const body = JSON.stringify({
      items: [{ variantId, quantity: 2 }],
      customerName: 'Reintento',
      customerPhone: '1144445555',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${i % 2 ? second() : first()}/api/public/stores/${slug}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'una-sola-clave-123' },
          body,
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { orderId?: string } })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    const orders = await db.db
      .selectFrom('orders')
      .select('id')
      .where('idempotency_key', '=', 'una-sola-clave-123')
      .execute();
    expect(orders).toHaveLength(1);
    const reserved = await db.db
      .selectFrom('stock_reservations')
      .select('quantity')
      .where('order_id', '=', orders[0]?.id ?? '')
      .execute();
    expect(reserved.reduce((s, r) => s + r.quantity, 0)).toBe(2);
  }, 60_000);

  it('lets one phone hold only the store’s 3 pending orders, however many arrive at once on both processes', async () => {
    await db.db.updateTable('product_variants').set({ stock: 100 }).where('id', '=', variantId).execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${i % 2 ? second() : first()}/api/public/stores/${slug}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `un-telefono-${i}-abcd` },
          body: JSON.stringify({
            items: [{ variantId, quantity: 1 }],
            customerName: 'Acaparador',
            customerPhone: '+54 9 11 7777-0000',
          }),
        }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(3);
    expect(answers.filter((s) => s !== 201)).toEqual(Array(17).fill(429));
    const held = await db.db
      .selectFrom('orders')
      .select('id')
      .where('customer_phone_key', '=', '5491177770000')
      .execute();
    expect(held).toHaveLength(3);
  }, 60_000);
});
