import { categoryNameKey, parseCsvCategories } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely, Transaction } from 'kysely';
import type { PlannedCategory, Ref } from './planned-product';

/*
 * The categories an import names (docs/product/catalogue.md, "Categorías"):
 * a cell lists several, separated by commas, each a top category ("Ofertas")
 * or a child under its parent ("Mujer > Remeras"). They are matched by their
 * path, without case or accents; those the store lacks are created with it.
 */

/** A category's path as one key: "mujer > remeras", each name as the store tells it apart (`categoryNameKey`). */
export const categoryKey = (path: string[]) => path.map(categoryNameKey).join(' > ');

/** The store's categories by their path's key. */
export async function readCategoryKeys(db: Kysely<Database>, storeId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name', 'parent_id'])
    .where('store_id', '=', storeId)
    .orderBy('created_at')
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keys = new Map<string, string>();
  for (const row of rows) {
    const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
    const key = categoryKey(parent ? [parent.name, row.name] : [row.name]);
    if (!keys.has(key)) keys.set(key, row.id);
  }
  return keys;
}

/**
 * Creates the planned categories the store still lacks, parents first;
 * returns every category of the store by key. The plan was read before this
 * transaction: a category made since (by hand, or by another import) is used,
 * not made twice. The store row is locked as a category saved by hand locks it
 * (save-category.ts), so the two cannot both make one name.
 */
export async function createImportCategories(
  trx: Transaction<Database>,
  storeId: string,
  planned: PlannedCategory[],
): Promise<Map<string, string>> {
  if (planned.length === 0) return readCategoryKeys(trx, storeId);
  await trx.selectFrom('stores').select('id').where('id', '=', storeId).forNoKeyUpdate().executeTakeFirst();
  const ids = await readCategoryKeys(trx, storeId);
  for (const level of [planned.filter((c) => !c.parentKey), planned.filter((c) => c.parentKey)].map((cs) =>
    cs.filter((c) => !ids.has(c.key)),
  )) {
    if (level.length === 0) continue;
    const rows = await trx
      .insertInto('categories')
      .values(
        level.map((c) => ({
          store_id: storeId,
          name: c.name,
          parent_id: c.parentKey ? (ids.get(c.parentKey) ?? null) : null,
        })),
      )
      .returning('id')
      .execute();
    level.forEach((c, i) => ids.set(c.key, rows[i]?.id ?? ''));
  }
  return ids;
}

/**
 * The categories of a file's product, from its cell: each a top category or
 * "Parent > Child" (two levels at most), matched by path against `known`,
 * noted in `created` when the store lacks it (a new child's new parent first).
 */
export function planCategories(
  cell: string,
  error: (message: string) => void,
  known: Map<string, string>,
  created: Map<string, PlannedCategory>,
): Ref[] {
  const refs: Ref[] = [];
  const refer = (path: string[]): Ref => {
    const key = categoryKey(path);
    const existing = known.get(key);
    if (existing) return { id: existing };
    const name = path.at(-1) ?? '';
    if (name.length < 2 || name.length > 80)
      error(`el nombre de la categoría «${name}» debe tener entre 2 y 80 caracteres.`);
    const parentKey = path.length > 1 ? categoryKey(path.slice(0, 1)) : null;
    if (!created.has(key)) created.set(key, { key, name, parentKey, label: path.join(' > ') });
    return { create: key };
  };
  for (const path of parseCsvCategories(cell)) {
    if (path.length > 2) {
      error(`la categoría «${path.join(' > ')}» tiene más de dos niveles: escribe «Categoría > Subcategoría».`);
      continue;
    }
    if (path.length === 2) refer(path.slice(0, 1));
    const ref = refer(path);
    if (!refs.some((r) => JSON.stringify(r) === JSON.stringify(ref))) refs.push(ref);
  }
  return refs;
}
