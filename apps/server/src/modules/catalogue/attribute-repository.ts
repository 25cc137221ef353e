import type { Attribute } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';

/** Every attribute of a store with its values and how many products use it: three queries however many. */
export async function listAttributes(db: Kysely<Database>, storeId: string, ids?: string[]): Promise<Attribute[]> {
  if (ids && ids.length === 0) return [];
  let attributesQuery = db.selectFrom('attributes').selectAll().where('store_id', '=', storeId);
  if (ids) attributesQuery = attributesQuery.where('id', 'in', ids);
  const [attributes, values, usage] = await Promise.all([
    attributesQuery.orderBy('sort_order').orderBy('created_at').execute(),
    db.selectFrom('attribute_values').selectAll().where('store_id', '=', storeId).orderBy('sort_order').execute(),
    db
      .selectFrom('product_attributes')
      .select(['attribute_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('store_id', '=', storeId)
      .groupBy('attribute_id')
      .execute(),
  ]);
  const usageById = new Map(usage.map((u) => [u.attribute_id, Number(u.n)]));
  return attributes.map((a) => ({
    id: a.id,
    name: a.name,
    displayName: a.display_name,
    type: a.attribute_type,
    isRequired: a.is_required,
    sortOrder: a.sort_order,
    values: values
      .filter((v) => v.attribute_id === a.id)
      .map((v) => ({
        id: v.id,
        value: v.value,
        displayValue: v.display_value,
        hexColor: v.hex_color,
        sortOrder: v.sort_order,
      })),
    productCount: usageById.get(a.id) ?? 0,
  }));
}
