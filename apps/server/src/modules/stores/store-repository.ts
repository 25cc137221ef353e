import type { Database, StoresTable } from '@vidriera/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { verifiedDomainOf } from '../domains/domain-repository';

/** A store's row and its verified own domain (the address its links use). */
export type StoreRow = Selectable<StoresTable> & { own_domain: string | null };

const ownDomain = verifiedDomainOf('stores.id').as('own_domain');

export function findStoreById(db: Kysely<Database>, storeId: string): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().select(ownDomain).where('id', '=', storeId).executeTakeFirst();
}

export async function isSlugTaken(db: Kysely<Database>, slug: string): Promise<boolean> {
  const row = await db.selectFrom('stores').select('id').where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}

export function insertStore(db: Kysely<Database>, values: Insertable<StoresTable>): Promise<StoreRow> {
  return db.insertInto('stores').values(values).returningAll().returning(ownDomain).executeTakeFirstOrThrow();
}

export function updateStore(db: Kysely<Database>, storeId: string, values: Updateable<StoresTable>): Promise<StoreRow> {
  return db
    .updateTable('stores')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', storeId)
    .returningAll()
    .returning(ownDomain)
    .executeTakeFirstOrThrow();
}

export async function grantRole(
  db: Kysely<Database>,
  userId: string,
  role: 'store_admin' | 'super_admin',
): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Sets the logo or banner and returns the URL it replaced, read under a row lock so concurrent uploads never orphan a file. */
export async function replaceStoreImage(
  db: Kysely<Database>,
  storeId: string,
  column: 'logo_url' | 'banner_url',
  url: string | null,
): Promise<{ store: StoreRow; previous: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('stores')
      .select(['id', column])
      .where('id', '=', storeId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    const store = await trx
      .updateTable('stores')
      .set({ [column]: url, updated_at: new Date() })
      .where('id', '=', current.id)
      .returningAll()
      .returning(ownDomain)
      .executeTakeFirstOrThrow();
    return { store, previous: current[column] };
  });
}
