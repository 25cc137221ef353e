import {
  createDb,
  enterStoreFound,
  rowLevelSecurityBypass,
  setTenantStore,
  tenantStorage,
  withAllStores,
} from '@vidriera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from '../test/helpers/catalogue';
import { serverUrl } from '../test/helpers/test-database';
import { createTestApp, signUpConfirmed, type TestApp } from '../test/helpers/test-app';

/**
 * Row-level security on PostgreSQL, as the app connects (an ordinary role):
 * inside a request scoped to store A, SQL that forgets its store filter still
 * cannot see or touch store B.
 */
let t: TestApp;
let a: { storeId: string; productId: string };
let b: { storeId: string; productId: string; categoryId: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  const make = async (email: string, name: string) => {
    const owner = await signUpConfirmed(t, email);
    const fixture = await catalogueFixture(owner, name);
    const product = (await owner.post('/api/catalogue/products', fixture.productBody())).json().product;
    return { storeId: fixture.store.id, productId: product.id as string, categoryId: fixture.category.id };
  };
  a = await make('rls-a@example.com', 'Tienda RLS A');
  b = await make('rls-b@example.com', 'Tienda RLS B');
});
afterAll(() => t.close());

const asStore = <T>(storeId: string, run: () => Promise<T>) =>
  tenantStorage.run({ storeId: null }, async () => {
    setTenantStore(storeId);
    return run();
  });

describe('row-level security (PostgreSQL)', () => {
  it('hides other stores’ rows from a query without a store filter', async () => {
    const seen = await asStore(a.storeId, () => t.db.db.selectFrom('products').select('store_id').execute());
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.store_id))).toEqual(new Set([a.storeId]));
    const stores = await asStore(a.storeId, () => t.db.db.selectFrom('stores').select('id').execute());
    expect(stores.map((s) => s.id)).toEqual([a.storeId]);
  });

  it('refuses to change or create rows of another store', async () => {
    const updated = await asStore(a.storeId, () =>
      t.db.db.updateTable('products').set({ name: 'Cambiado por A' }).where('id', '=', b.productId).executeTakeFirst(),
    );
    expect(Number(updated.numUpdatedRows)).toBe(0);
    const deleted = await asStore(a.storeId, () =>
      t.db.db.deleteFrom('categories').where('id', '=', b.categoryId).executeTakeFirst(),
    );
    expect(Number(deleted.numDeletedRows)).toBe(0);
    await expect(
      asStore(a.storeId, () =>
        t.db.db.insertInto('categories').values({ store_id: b.storeId, name: 'Intrusa' }).execute(),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    const product = await t.db.db
      .selectFrom('products')
      .select('name')
      .where('id', '=', b.productId)
      .executeTakeFirstOrThrow();
    expect(product.name).toBe('Remera Lisa');
  });

  it('fails closed: a request that has not chosen its store sees no store’s rows and can write none', async () => {
    const unchosen = <T>(run: () => Promise<T>) => tenantStorage.run({ storeId: null }, run);
    expect(await unchosen(() => t.db.db.selectFrom('stores').select('id').execute())).toEqual([]);
    expect(await unchosen(() => t.db.db.selectFrom('products').select('id').execute())).toEqual([]);
    expect(await unchosen(() => t.db.db.selectFrom('orders').select('id').execute())).toEqual([]);
    const updated = await unchosen(() =>
      t.db.db
        .updateTable('products')
        .set({ name: 'Cambiado sin tienda' })
        .where('id', '=', b.productId)
        .executeTakeFirst(),
    );
    expect(Number(updated.numUpdatedRows)).toBe(0);
    await expect(
      unchosen(() => t.db.db.insertInto('categories').values({ store_id: b.storeId, name: 'Sin tienda' }).execute()),
    ).rejects.toMatchObject({ code: '42501' });
    // Inside a transaction too (the scope then travels with its BEGIN).
    const inTransaction = await unchosen(() =>
      t.db.db.transaction().execute((trx) => trx.selectFrom('products').select('id').execute()),
    );
    expect(inTransaction).toEqual([]);
  });

  it('lets platform-wide work see every store only when it says so', async () => {
    const all = await tenantStorage.run({ storeId: null }, () =>
      withAllStores(() => t.db.db.selectFrom('stores').select('id').execute()),
    );
    expect(all.map((s) => s.id)).toEqual(expect.arrayContaining([a.storeId, b.storeId]));
    // A request still finds the store its address names, and from then on sees that store alone.
    const seen = await tenantStorage.run({ storeId: null }, async () => {
      const store = await enterStoreFound(() =>
        t.db.db.selectFrom('stores').select('id').where('id', '=', b.storeId).executeTakeFirst(),
      );
      expect(store?.id).toBe(b.storeId);
      return t.db.db.selectFrom('products').select('store_id').execute();
    });
    expect(new Set(seen.map((r) => r.store_id))).toEqual(new Set([b.storeId]));
  });

  it('connects as a role that is not a superuser, so the policies apply', async () => {
    const { sql } = await import('kysely');
    const role = await sql<{
      rolsuper: boolean;
      rolbypassrls: boolean;
    }>`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`.execute(t.db.db);
    expect(role.rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
    expect(await rowLevelSecurityBypass(t.db.db)).toBeNull();
  });

  it('names the reason at start when the app connects as a role that bypasses the policies', async () => {
    const owner = await createDb({ databaseUrl: serverUrl('postgres'), poolSize: 1 });
    try {
      expect(await rowLevelSecurityBypass(owner.db)).toMatch(
        /«postgres» es SUPERUSER: la seguridad por fila no aísla las tiendas/,
      );
    } finally {
      await owner.close();
    }
  });
});
