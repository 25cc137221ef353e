import {
  CATEGORY_HAS_CHILDREN_MOVE,
  CATEGORY_PARENT_IS_CHILD,
  CATEGORY_PARENT_ITSELF,
  type CategoryInput,
  categoryHasChildren,
  categoryNameKey,
  categoryNameTaken,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { conflict, invalid, notFound } from '../../shared/app-error';

export const CATEGORY_NOT_FOUND = 'Categoría no encontrada.';

/**
 * Refuses what would break the category tree (docs/product/catalogue.md,
 * "Categorías"): a name another category under the same parent already has,
 * however it is written; a parent that is not a top category of the store; a
 * category with children moved under another. The store row is locked first,
 * so two saves at once cannot both pass the checks.
 */
async function checkCategory(
  trx: Transaction<Database>,
  storeId: string,
  input: CategoryInput,
  exceptId: string | null,
): Promise<void> {
  await trx.selectFrom('stores').select('id').where('id', '=', storeId).forNoKeyUpdate().executeTakeFirst();
  const all = await trx
    .selectFrom('categories')
    .select(['id', 'name', 'parent_id'])
    .where('store_id', '=', storeId)
    .execute();
  const parent = input.parentId ? all.find((c) => c.id === input.parentId) : undefined;
  if (input.parentId) {
    if (input.parentId === exceptId) throw invalid('parentId', CATEGORY_PARENT_ITSELF);
    if (!parent) throw invalid('parentId', 'La categoría padre no existe en tu tienda.');
    if (parent.parent_id) throw invalid('parentId', CATEGORY_PARENT_IS_CHILD);
    if (exceptId && all.some((c) => c.parent_id === exceptId)) throw invalid('parentId', CATEGORY_HAS_CHILDREN_MOVE);
  }
  const key = categoryNameKey(input.name);
  const taken = all.find(
    (other) =>
      other.id !== exceptId && (other.parent_id ?? null) === input.parentId && categoryNameKey(other.name) === key,
  );
  if (taken) throw conflict('CATEGORY_NAME_TAKEN', categoryNameTaken(taken.name, parent?.name), 'name');
}

export function createCategory(db: Kysely<Database>, storeId: string, input: CategoryInput) {
  return db.transaction().execute(async (trx) => {
    await checkCategory(trx, storeId, input, null);
    return trx
      .insertInto('categories')
      .values({ store_id: storeId, name: input.name, description: input.description, parent_id: input.parentId })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export function updateCategory(db: Kysely<Database>, storeId: string, id: string, input: CategoryInput) {
  return db.transaction().execute(async (trx) => {
    await checkCategory(trx, storeId, input, id);
    const row = await trx
      .updateTable('categories')
      .set({ name: input.name, description: input.description, parent_id: input.parentId })
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return row;
  });
}

/**
 * Deletes a category without children; its products leave it (and keep their
 * other categories, the first of which becomes their main one).
 */
export function deleteCategory(db: Kysely<Database>, storeId: string, id: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('categories')
      .select('name')
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    const child = await trx
      .selectFrom('categories')
      .select('id')
      .where('store_id', '=', storeId)
      .where('parent_id', '=', id)
      .executeTakeFirst();
    if (child) throw conflict('CATEGORY_HAS_CHILDREN', categoryHasChildren(row.name));
    await trx.deleteFrom('categories').where('id', '=', id).where('store_id', '=', storeId).execute();
    await sql`
      update products p set category_id = (select pc.category_id from product_categories pc where pc.product_id = p.id order by pc.position limit 1)
      where p.store_id = ${storeId} and p.category_id is null and exists (select 1 from product_categories pc where pc.product_id = p.id)
    `.execute(trx);
  });
}
