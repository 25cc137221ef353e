import {
  type Attribute,
  type AttributeCreateInput,
  type AttributeUpdateInput,
  orderAttributeValues,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { apiError, conflict, invalid, notFound } from '../../shared/app-error';
import { isUniqueViolation } from '../../shared/db-errors';
import { listAttributes } from './attribute-repository';

export const ATTRIBUTE_NOT_FOUND = 'Atributo no encontrado.';

/** One attribute of the store with its values, as the admin shows it. */
export async function getAttribute(db: Kysely<Database>, storeId: string, id: string): Promise<Attribute> {
  const [attribute] = await listAttributes(db, storeId, [id]);
  if (!attribute) throw notFound(ATTRIBUTE_NOT_FOUND);
  return attribute;
}

export async function createAttribute(
  db: Kysely<Database>,
  storeId: string,
  input: AttributeCreateInput,
): Promise<string> {
  try {
    return await db.transaction().execute(async (trx) => {
      const next = await trx
        .selectFrom('attributes')
        .select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), eb.val(-1)).as('max'))
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow();
      const attribute = await trx
        .insertInto('attributes')
        .values({
          store_id: storeId,
          name: input.name,
          display_name: input.displayName,
          attribute_type: input.type,
          is_required: input.isRequired,
          sort_order: Number(next.max) + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Sizes are kept in natural order (docs/product/catalogue.md, "Talles en orden").
      const values =
        input.type !== 'select'
          ? []
          : input.ordered
            ? input.values
            : orderAttributeValues(input.values, (v) => v.displayValue);
      if (values.length) {
        await trx
          .insertInto('attribute_values')
          .values(
            values.map((v, index) => ({
              store_id: storeId,
              attribute_id: attribute.id,
              value: v.value,
              display_value: v.displayValue,
              hex_color: v.hexColor,
              sort_order: index,
            })),
          )
          .execute();
      }
      return attribute.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'attributes_store_id_name_key')) {
      throw conflict('ATTRIBUTE_NAME_TAKEN', undefined, 'name');
    }
    throw error;
  }
}

/**
 * Edits the display name, the required flag and the values. Values keep their
 * ids, so variants keep pointing at the right value; a value still used by a
 * variant cannot be removed (the owner is told which and where).
 */
export async function updateAttribute(
  db: Kysely<Database>,
  storeId: string,
  id: string,
  input: AttributeUpdateInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const attribute = await trx
      .selectFrom('attributes')
      .selectAll()
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .forUpdate()
      .executeTakeFirst();
    if (!attribute) throw notFound(ATTRIBUTE_NOT_FOUND);
    if ((input.type && input.type !== attribute.attribute_type) || (input.name && input.name !== attribute.name)) {
      throw invalid(
        input.type && input.type !== attribute.attribute_type ? 'type' : 'name',
        'El tipo y el nombre técnico no se pueden cambiar.',
      );
    }
    if (attribute.attribute_type === 'select' && input.values.length === 0) {
      throw invalid('values', 'Los atributos de selección deben tener al menos un valor');
    }
    await trx
      .updateTable('attributes')
      .set({ display_name: input.displayName, is_required: input.isRequired })
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .execute();
    if (attribute.attribute_type !== 'select') return;

    const existing = await trx
      .selectFrom('attribute_values')
      .select(['id', 'value'])
      .where('attribute_id', '=', id)
      .execute();
    const existingIds = new Set(existing.map((v) => v.id));
    const unknown = input.values.find((v) => v.id && !existingIds.has(v.id));
    if (unknown) throw invalid('values', `El valor «${unknown.value}» no pertenece a este atributo.`);
    const keptIds = new Set(input.values.flatMap((v) => (v.id ? [v.id] : [])));
    const removed = existing.filter((v) => !keptIds.has(v.id));
    if (removed.length) {
      const used = await trx
        .selectFrom('variant_values')
        .select(['attribute_value_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where(
          'attribute_value_id',
          'in',
          removed.map((v) => v.id),
        )
        .groupBy('attribute_value_id')
        .execute();
      const first = used[0];
      if (first) {
        const value = removed.find((v) => v.id === first.attribute_value_id)?.value ?? '';
        throw apiError(
          'ATTRIBUTE_VALUE_IN_USE',
          `El valor «${value}» lo usan ${first.n} variante(s). Quítalo de esas variantes antes de eliminarlo.`,
          'values',
        );
      }
      await trx
        .deleteFrom('attribute_values')
        .where(
          'id',
          'in',
          removed.map((v) => v.id),
        )
        .where('store_id', '=', storeId)
        .execute();
    }
    // Two passes so that renaming values into each other never trips the (attribute, value) unique key.
    const kept = input.values.filter((v) => v.id);
    for (const v of kept) {
      await trx
        .updateTable('attribute_values')
        .set({ value: `~${v.id}` })
        .where('id', '=', v.id ?? '')
        .where('store_id', '=', storeId)
        .execute();
    }
    for (const [index, v] of (input.ordered
      ? input.values
      : orderAttributeValues(input.values, (v) => v.displayValue)
    ).entries()) {
      if (v.id) {
        await trx
          .updateTable('attribute_values')
          .set({ value: v.value, display_value: v.displayValue, hex_color: v.hexColor, sort_order: index })
          .where('id', '=', v.id)
          .where('store_id', '=', storeId)
          .execute();
      } else {
        await trx
          .insertInto('attribute_values')
          .values({
            store_id: storeId,
            attribute_id: id,
            value: v.value,
            display_value: v.displayValue,
            hex_color: v.hexColor,
            sort_order: index,
          })
          .execute();
      }
    }
  });
}

/** Deletes an attribute; its values leave every product and variant that had them (cascade). */
export async function deleteAttribute(db: Kysely<Database>, storeId: string, id: string): Promise<void> {
  const deleted = await db
    .deleteFrom('attributes')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!deleted.numDeletedRows) throw notFound(ATTRIBUTE_NOT_FOUND);
}
