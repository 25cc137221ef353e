import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle, MIGRATION_NAMES, migrateToLatest, migrateUpTo } from '@vidriera/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnDatabase } from './helpers/app-on-database';
import { adminQuery, PG_TEMPLATE_DB, serverUrl } from './helpers/test-database';

/**
 * The set-up docs/DEPLOY.md recommends: the server connects as an ordinary role (not SUPERUSER, not BYPASSRLS) that
 * owns its database, and migrates it at start. Row-level security binds that owner (FORCE), so every migration must
 * run under policies that show it every store's rows, from an empty database and from one any earlier release left.
 */
const OWNER = `vidriera_owner_${randomBytes(4).toString('hex')}`;
const NAMES = MIGRATION_NAMES;
const databases: string[] = [];

beforeAll(() => adminQuery(`CREATE ROLE ${OWNER} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE`));
afterAll(async () => {
  for (const name of databases) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`DROP ROLE IF EXISTS ${OWNER}`);
});

/** An empty database the owner role owns, and a connection to it as that role. */
async function ownedDatabase(): Promise<{ name: string; handle: DbHandle }> {
  const name = `vidriera_owned_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} OWNER ${OWNER}`);
  databases.push(name);
  return { name, handle: await createDb({ databaseUrl: serverUrl(name, OWNER), poolSize: 2 }) };
}

/** The schema as pg_dump prints it, without what changes from one run to the next. */
function schemaOf(database: string): string {
  const dump = execFileSync('pg_dump', ['--schema-only', '--no-owner', '--no-privileges', serverUrl(database)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return dump.replace(/^\\(un)?restrict .*$/gm, '');
}

/** Runs SQL as the owner role, outside any scope of the server's (app.store_id unset). */
async function asOwner(database: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl(database, OWNER) });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe('migrating as an ordinary role that owns the database (docs/DEPLOY.md)', () => {
  it('migrates an empty database, ends with the schema a superuser’s migration gives, and takes an order', async () => {
    const { name, handle } = await ownedDatabase();
    try {
      expect(await migrateToLatest(handle.db)).toEqual(NAMES);
      expect(await migrateToLatest(handle.db)).toEqual([]);
      // The test template was migrated by a superuser (helpers/global-setup.ts), whom row-level security never binds.
      expect(schemaOf(name)).toBe(schemaOf(PG_TEMPLATE_DB));

      const server = await appOnDatabase(handle);
      try {
        const { owner, slug, variantIds } = await server.shop('duena@example.com', 'Tienda Propia');
        const order = await server.order(slug, variantIds[0]!, 2);
        expect(order.statusCode).toBe(201);
        const orders = (await owner.get('/api/orders')).json().orders;
        expect(orders).toMatchObject([{ id: order.json().orderId, status: 'pending' }]);
      } finally {
        await server.close();
      }
    } finally {
      await handle.close();
    }
  });

  it('migrates, one migration at a time, a database each earlier release left', async () => {
    const { handle } = await ownedDatabase();
    try {
      for (const name of NAMES) expect(await migrateUpTo(handle.db, name)).toEqual([name]);
      expect(await migrateToLatest(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  // Every migration runs once after the one before it above; these skip releases, as an upgrade does: from the first,
  // from the middle and from the one before the last.
  it.each([NAMES[0], NAMES[Math.floor(NAMES.length / 2)], NAMES.at(-2)] as string[])(
    'migrates to the latest in one go a database an earlier release left at %s',
    async (last) => {
      const { handle } = await ownedDatabase();
      try {
        expect(await migrateUpTo(handle.db, last)).toEqual(NAMES.slice(0, NAMES.indexOf(last) + 1));
        expect(await migrateToLatest(handle.db)).toEqual(NAMES.slice(NAMES.indexOf(last) + 1));
      } finally {
        await handle.close();
      }
    },
  );

  it('fills new columns and tables from every store’s rows, under the policies of before 019 and after', async () => {
    const { name, handle } = await ownedDatabase();
    try {
      await migrateUpTo(handle.db, '006-order-history');
      // Two stores, each with a product in a category and a variant holding a reservation, as the release of 006 wrote them.
      for (const n of [1, 2]) {
        const user = await asOwner(name, `insert into users (name, email) values ($1, $2) returning id`, [
          `Dueña ${n}`,
          `duena${n}@example.com`,
        ]);
        const ids = await asOwner(
          name,
          `with s as (insert into stores (owner_id, name, slug) values ($1, $2, $3) returning id),
            c as (insert into categories (store_id, name) select id, 'Remeras' from s returning id, store_id),
            p as (insert into products (store_id, category_id, name, price_cents) select store_id, id, 'Remera', 1000 from c returning id, store_id),
            v as (insert into product_variants (store_id, product_id, stock) select store_id, id, 5 from p returning id, store_id),
            o as (insert into orders (store_id, source, customer_name, status, total_cents) select id, 'storefront', 'Cliente', 'pending', 2000 from s returning id, store_id)
          insert into stock_reservations (store_id, order_id, variant_id, quantity, expires_at)
            select o.store_id, o.id, v.id, $4, now() + interval '1 hour' from o join v using (store_id) returning store_id`,
          [user.rows[0].id, `Tienda ${n}`, `tienda-${n}`, n + 1],
        );
        expect(ids.rowCount).toBe(1);
      }
      await migrateToLatest(handle.db);
      // 007 ran under 005's policies, 030 under 019's: each saw both stores.
      const reserved = await asOwner(
        name,
        `select set_config('app.store_id', '*', false);
         select reserved_units from product_variants order by reserved_units`,
      );
      expect((reserved as unknown as pg.QueryResult[])[1]!.rows).toEqual([
        { reserved_units: 2 },
        { reserved_units: 3 },
      ]);
      const categories = await asOwner(
        name,
        `select set_config('app.store_id', '*', false); select count(*)::int as n from product_categories`,
      );
      expect((categories as unknown as pg.QueryResult[])[1]!.rows).toEqual([{ n: 2 }]);
    } finally {
      await handle.close();
    }
  });
});
