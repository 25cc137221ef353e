import { type CategoryInput, categoryNameKey, categoryNameTaken } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely, Transaction } from 'kysely';
import { conflict, notFound } from '../../shared/app-error';

export const CATEGORY_NOT_FOUND = 'Categoría no encontrada.';

/**
 * Refuses a name another category of the store already has, however it is
 * written (docs/product/catalogue.md, "Categories"). The store row is locked
 * first, so two saves at once cannot both pass the check.
 */
async function refuseTakenName(trx: Transaction<Database>, storeId: string, name: string, exceptId: string | null): Promise<void> {
  await trx.selectFrom('stores').select('id').where('id', '=', storeId).forNoKeyUpdate().executeTakeFirst();
  const others = await trx.selectFrom('categories').select(['id', 'name']).where('store_id', '=', storeId).execute();
  const key = categoryNameKey(name);
  const taken = others.find((other) => other.id !== exceptId && categoryNameKey(other.name) === key);
  if (taken) throw conflict('CATEGORY_NAME_TAKEN', categoryNameTaken(taken.name), 'name');
}

export function createCategory(db: Kysely<Database>, storeId: string, input: CategoryInput) {
  return db.transaction().execute(async (trx) => {
    await refuseTakenName(trx, storeId, input.name, null);
    return trx.insertInto('categories').values({ store_id: storeId, ...input }).returningAll().executeTakeFirstOrThrow();
  });
}

export function updateCategory(db: Kysely<Database>, storeId: string, id: string, input: CategoryInput) {
  return db.transaction().execute(async (trx) => {
    await refuseTakenName(trx, storeId, input.name, id);
    const row = await trx.updateTable('categories').set(input).where('id', '=', id).where('store_id', '=', storeId).returningAll().executeTakeFirst();
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return row;
  });
}
