import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle, tenantStorage } from '@vidriera/db';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnDatabase } from './helpers/app-on-database';
import { type Pgbouncer, startPgbouncer } from './helpers/pgbouncer';
import { Browser } from './helpers/test-app';
import { adminQuery, PG_APP_ROLE, PG_TEMPLATE_DB } from './helpers/test-database';

/**
 * Two stores' requests interleaved on a PgBouncer in transaction mode with two server connections (docs/decisions/046):
 * the app's eight pooled clients take turns on them, transaction by transaction, with a client of another program
 * beside them. Every answer is its own store's, none is missing its scope, and no server session is ever left
 * carrying a store: the other program, on those same two sessions, sees no store and no product.
 */

type Shop = { owner: Browser; slug: string; variantIds: string[]; ids: string[] };

let pgbouncer: Pgbouncer;
let name: string;
let handle: DbHandle;
let server: Awaited<ReturnType<typeof appOnDatabase>>;
let a: Shop;
let b: Shop;

beforeAll(async () => {
  pgbouncer = await startPgbouncer({ poolSize: 2 });
  name = `vidriera_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  handle = await createDb({ databaseUrl: pgbouncer.url(name, PG_APP_ROLE), pooler: 'transaction', poolSize: 8 });
  server = await appOnDatabase(handle);
  const shop = async (email: string, storeName: string) => {
    const made = await server.shop(email, storeName, 500);
    const { products } = (await made.owner.get('/api/catalogue/products')).json() as { products: { id: string }[] };
    return { ...made, ids: [made.slug, ...made.variantIds, ...products.map((p) => p.id)] };
  };
  a = await shop('ana@example.com', 'Tienda Ana');
  b = await shop('bruno@example.com', 'Tienda Bruno');
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
  await pgbouncer?.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** One request of a store's, and the ids its answer must and must not hold. */
async function visit(shop: Shop, other: Shop, step: number): Promise<{ body: string; mine: boolean; theirs: boolean }> {
  const anonymous = new Browser(server.app);
  const kind = step % 4;
  const response =
    kind === 0
      ? await shop.owner.get('/api/orders')
      : kind === 1
        ? // Asked for both stores' variants, a store answers with its own only.
          await anonymous.get(
            `/api/public/stores/${shop.slug}/variants?ids=${[...shop.variantIds, ...other.variantIds]}`,
          )
        : kind === 2
          ? await server.order(shop.slug, shop.variantIds[step % 2]!, 1, `11${String(1000_0000 + step)}`)
          : await shop.owner.get('/api/catalogue/products');
  expect(response.statusCode, response.body).toBeLessThan(300);
  const body = response.body;
  return {
    body,
    mine: kind === 0 || shop.ids.some((id) => body.includes(id)),
    theirs: other.ids.some((id) => body.includes(id)),
  };
}

describe('behind PgBouncer in transaction mode, two server connections', () => {
  it("interleaves two stores' requests without a scope leaking or missing", async () => {
    const outsider = new pg.Client({ connectionString: pgbouncer.url(name, PG_APP_ROLE) });
    await outsider.connect();
    const seen: { scope: string | null; products: number }[] = [];
    let traffic = true;
    // Another program on the same pool: between the app's transactions it gets the very sessions the app used.
    const watching = (async () => {
      while (traffic) {
        const { rows } = await outsider.query<{ scope: string | null; products: number }>(
          `select current_setting('app.store_id', true) as scope, (select count(*)::int from products) as products`,
        );
        seen.push(rows[0]!);
      }
    })();
    const rounds = await Promise.all(
      Array.from({ length: 48 }, (_, step) => (step % 2 ? visit(a, b, step >> 1) : visit(b, a, step >> 1))),
    );
    traffic = false;
    await watching;
    await outsider.end();

    expect(rounds.filter((r) => !r.mine)).toEqual([]);
    expect(rounds.filter((r) => r.theirs)).toEqual([]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => (s.scope ?? '') !== '' || s.products !== 0)).toEqual([]);

    const pools = await pgbouncer.admin('SHOW POOLS');
    const pool = pools.find((p) => p.database === name && p.user === PG_APP_ROLE);
    expect(pool?.pool_mode).toBe('transaction');
    const servers = (await pgbouncer.admin('SHOW SERVERS')).filter((s) => s.database === name);
    expect(servers.length).toBeLessThanOrEqual(2);
  });

  it('each shop still sees its own orders, counted right, after the traffic', async () => {
    const mine = (await a.owner.get('/api/orders')).json() as { orders: unknown[] };
    const theirs = (await b.owner.get('/api/orders')).json() as { orders: unknown[] };
    // 48 requests, a quarter of them orders, half of those each store's.
    expect(mine.orders).toHaveLength(6);
    expect(theirs.orders).toHaveLength(6);
  });

  it("ends a failed statement's own transaction, keeping its error, and the next ones carry their scope", async () => {
    const { id: storeId } = await handle.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', a.slug)
      .executeTakeFirstOrThrow();
    const inStore = <T>(work: () => Promise<T>) => tenantStorage.run({ storeId }, work);
    await expect(inStore(() => sql`select 1 / 0`.execute(handle.db))).rejects.toMatchObject({ code: '22012' });
    const scopes = await Promise.all(
      Array.from({ length: 6 }, () =>
        inStore(() => sql<{ scope: string }>`select current_setting('app.store_id') as scope`.execute(handle.db)),
      ),
    );
    expect(scopes.map((r) => r.rows[0]?.scope)).toEqual(Array(6).fill(storeId));
    const outsider = new pg.Client({ connectionString: pgbouncer.url(name, PG_APP_ROLE) });
    await outsider.connect();
    const { rows } = await outsider.query(
      `select current_setting('app.store_id', true) as scope, now() = statement_timestamp() as fresh`,
    );
    await outsider.end();
    // No store on the session, and no transaction left open on it (a new one starts at this statement).
    expect(rows[0]).toEqual({ scope: expect.toSatisfy((v: string | null) => (v ?? '') === ''), fresh: true });
  });
});
