import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { productPathSegment } from '@vidriera/core';
import { TENANT_SCOPE_SQL } from '@vidriera/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { TEST_TMP } from './helpers/test-database';

/*
 * The shopper's path costs prepared statements only (issue 53, decision 035):
 * a kept store page is one statement on the store's row, however many
 * products the store has; a catalogue page (JSON or drawn) is a fixed few.
 * Each is prepared, so PostgreSQL parses and plans it once per connection and
 * then only runs it. The statements are read as the driver sends them (a
 * named statement is a prepared one), and the server's own count of custom
 * plans must stand still once warm. PostgreSQL only (vitest.config.ts): PGlite
 * names the same statements in its own session (packages/db/test/pglite-prepared.test.ts).
 */
mkdirSync(TEST_TMP, { recursive: true });
const dist = mkdtempSync(join(TEST_TMP, 'dist-prepared-'));
let t: TestApp;
let slug: string;
let productSegment: string;
let productId: string;

interface Sent {
  text: string;
  name: string | undefined;
  client: pg.Client;
}
const sent: Sent[] = [];
let probing = false;

beforeAll(async () => {
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'store.html'),
    '<!doctype html><html lang="es"><head><!--app-head--></head><body><!--store-page--></body></html>',
  );
  writeFileSync(
    join(dist, 'server/entry-server.js'),
    'export function renderStorePage(page) { return "<main>" + page.kind + "</main>"; }',
  );
  {
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const [statement] = args as [string | { text?: string; name?: string }];
      if (!probing)
        sent.push(
          typeof statement === 'string'
            ? { text: statement, name: undefined, client: this }
            : { text: statement.text ?? '', name: statement.name, client: this },
        );
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
  }
  t = await createTestApp({ RATE_LIMIT: 'false' }, { webDistDir: dist });
  const owner = await signUpConfirmed(t, 'preparada@example.com');
  const fixture = await catalogueFixture(owner, 'Tienda Preparada');
  await owner.put('/api/stores/mine', { name: 'Tienda Preparada', whatsappNumber: '1155550000' });
  slug = fixture.store.slug;
  for (let i = 0; i < 3; i++) {
    const product = (
      await owner.post(
        '/api/catalogue/products',
        fixture.productBody({
          name: `Remera ${i}`,
          variants: fixture.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-${i}` })),
        }),
      )
    ).json().product as { id: string; name: string };
    productSegment = productPathSegment(product.name, product.id);
    productId = product.id;
  }
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
  expect(res.statusCode, url).toBe(200);
  return res;
};

/** The statements one request sends as the driver sent them, besides scoping its connection (itself prepared, or counted). */
async function statementsOf(url: string): Promise<{ text: string; prepared: boolean; sent: Sent }[]> {
  const from = sent.length;
  await get(url);
  return sent
    .slice(from)
    .filter((s) => s.text !== TENANT_SCOPE_SQL || s.name === undefined)
    .map((s) => ({ text: s.text, prepared: s.name !== undefined, sent: s }));
}

/** Custom plans (planned for its parameters) made so far of each prepared statement of these connections. */
async function customPlans(clients: Set<pg.Client>): Promise<Map<string, number>> {
  const plans = new Map<string, number>();
  probing = true;
  try {
    for (const client of clients) {
      const result = await client.query<{ name: string; custom_plans: string }>(
        'select name, custom_plans from pg_prepared_statements',
      );
      for (const row of result.rows)
        plans.set(`${(client as unknown as { processID: number }).processID}:${row.name}`, Number(row.custom_plans));
    }
  } finally {
    probing = false;
  }
  return plans;
}

const unprepared = (statements: { text: string; prepared: boolean }[]) =>
  statements.filter((s) => !s.prepared).map((s) => s.text.replace(/\s+/g, ' ').slice(0, 120));

describe("the shopper's path: prepared statements only", () => {
  const pages = () =>
    [
      ['a kept store index', `/store/${slug}`, 1],
      ['a kept product page', `/store/${slug}/product/${productSegment}`, 1],
      ['a catalogue page of the public API', `/api/public/stores/${slug}/products`, 1],
      ['a product of the public API', `/api/public/stores/${slug}/products/${productId}`, 2],
    ] as const;

  it('a kept store page is one statement, a JSON catalogue page one, and every one of them prepared', async () => {
    for (const [name, url, count] of pages()) {
      await get(url);
      const statements = await statementsOf(url);
      expect(unprepared(statements), name).toEqual([]);
      expect(statements.length, name).toBe(count);
    }
  });

  it("a store page drawn anew (a page not kept yet) and the search box's suggestions send prepared statements only", async () => {
    for (const url of [
      `/store/${slug}?page=1`,
      `/store/${slug}/search?q=remera`,
      `/api/public/stores/${slug}/suggestions?q=rem`,
    ]) {
      const statements = await statementsOf(url);
      expect(unprepared(statements), url).toEqual([]);
      expect(statements.length, url).toBeGreaterThan(1);
    }
  });

  it('PostgreSQL plans none of them again once each connection has run them a few times', async () => {
    const clients = new Set<pg.Client>();
    const names = new Set<string>();
    const round = async () => {
      for (const [, url] of pages())
        for (const s of await statementsOf(url)) {
          clients.add(s.sent.client);
          if (s.sent.name) names.add(s.sent.name);
        }
    };
    // PostgreSQL plans a prepared statement for its parameters its first five runs, then keeps a generic plan when it costs no more.
    for (let i = 0; i < 6; i++) await round();
    const before = await customPlans(clients);
    for (let i = 0; i < 4; i++) await round();
    const after = await customPlans(clients);
    const plannedAgain = [...after].filter(([key, n]) => names.has(key.split(':')[1] ?? '') && n !== before.get(key));
    expect(names.size).toBeGreaterThan(0);
    expect(plannedAgain).toEqual([]);
  });
});
