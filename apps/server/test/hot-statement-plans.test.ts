import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { policyShops, type Shop } from './helpers/policy-shops';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * Every statement of the hot paths reads its large tables through an index (issue 53, "Flat cost"): the shopper's
 * catalogue (plain, filtered, searched), a product, the cart, an order and its page, the owner's orders, dashboard
 * and products, and the jobs an order queues. Each statement is captured as the driver sends it, with its values,
 * and explained with sequential scans priced out (`enable_seqscan = off`): PostgreSQL then scans a table whole only
 * when no index can answer, which is what grows with the number of stores. PostgreSQL only (vitest.config.ts).
 */
const LARGE = new Set([
  'products',
  'product_variants',
  'variant_values',
  'product_search',
  'product_images',
  'product_categories',
  'orders',
  'order_items',
  'order_status_history',
  'stock_reservations',
  'jobs',
  'search_words',
]);
/** Statements that are not the work itself: transactions, locks, the connection's store scope. */
const PLUMBING = /^\s*(begin|commit|rollback|select set_config|select pg_advisory|set |show )/i;

interface Captured {
  text: string;
  values: unknown[];
}
const captured: Captured[] = [];
let capturing = false;
let t: TestApp;
let shop: Shop;

beforeAll(async () => {
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    if (capturing) {
      const [statement, values] = args as [string | { text?: string; values?: unknown[] }, unknown[] | undefined];
      if (typeof statement === 'string')
        captured.push({ text: statement, values: Array.isArray(values) ? values : [] });
      else captured.push({ text: statement.text ?? '', values: statement.values ?? [] });
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  t = await createTestApp({ RATE_LIMIT: 'false' });
  shop = await policyShops(() => t, 'Planes').openShop(20);
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

/**
 * The relations a plan reads for every store at once, walking its JSON (a branch its plan knows never runs is left
 * out): a table scanned whole, or any large table under a hashed subplan, which reads every matching row of every
 * store once to answer a per-row question (a correlated EXISTS in a select list can be run that way).
 */
function sequentialScans(node: Record<string, unknown>, hashed = false): string[] {
  if (node['One-Time Filter'] === 'false') return [];
  const inHashed = hashed || String(node['Subplan Name'] ?? '').startsWith('hashed');
  const relation = node['Relation Name'] === undefined ? [] : [String(node['Relation Name'])];
  const own = node['Node Type'] === 'Seq Scan' || inHashed ? relation : [];
  const children = (node['Plans'] as Record<string, unknown>[] | undefined) ?? [];
  return [...own, ...children.flatMap((child) => sequentialScans(child, inHashed))];
}

describe('the hot statements', () => {
  it('read every large table through an index', async () => {
    const { owner, slug, variants } = shop;
    const api = `/api/public/stores/${slug}`;
    const variantId = variants[0]?.id ?? '';
    capturing = true;
    t.setJobs('manual');
    const anon = (url: string) => t.app.inject({ method: 'GET', url });
    for (const url of [
      `${api}/products`,
      `${api}/products?q=remera`,
      `${api}/products?q=buzo&talle=m&marca=x&precio=1-100000&stock=1`,
      `${api}/suggestions?q=rem`,
      `${api}/variants?ids=${variantId}`,
    ])
      expect((await anon(url)).statusCode, url).toBe(200);
    const ordered = await t.app.inject({
      method: 'POST',
      url: `${api}/orders`,
      remoteAddress: '198.51.100.9',
      headers: { 'idempotency-key': 'planes-pedido-1' },
      payload: { items: [{ variantId, quantity: 1 }], customerName: 'Rocío Planes', customerPhone: '11 4000 1234' },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    await t.ctx.jobs.drain();
    const orderId = (ordered.json() as { orderId: string }).orderId;
    for (const url of [
      '/api/orders',
      '/api/orders/overview',
      `/api/orders/${orderId}`,
      '/api/orders/low-stock',
      '/api/catalogue/products',
      '/api/catalogue/products?q=remera',
    ])
      expect((await owner.get(url)).statusCode, url).toBe(200);
    capturing = false;
    t.setJobs('after-request');

    const statements = new Map<string, Captured>();
    for (const c of captured) if (!PLUMBING.test(c.text) && !statements.has(c.text)) statements.set(c.text, c);
    const client = new pg.Client({ connectionString: t.db.url });
    await client.connect();
    const whole: string[] = [];
    try {
      await client.query(`set enable_seqscan = off; set jit = off; select set_config('app.store_id', '*', false)`);
      for (const { text, values } of statements.values()) {
        const { rows } = await client.query<{ 'QUERY PLAN': { Plan: Record<string, unknown> }[] }>(
          `explain (format json) ${text}`,
          values,
        );
        const scans = sequentialScans(rows[0]?.['QUERY PLAN'][0]?.Plan ?? {}).filter((r) => LARGE.has(r));
        if (scans.length) whole.push(`${scans.join(', ')} ← ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    } finally {
      await client.end();
    }
    expect(statements.size).toBeGreaterThan(20);
    expect(whole).toEqual([]);
  }, 120_000);
});
