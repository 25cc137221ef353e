import type { Database } from '@vidriera/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

/** The store's offers that the owner writes the same way: discount codes and promotions (docs/product/orders.md). */
type OfferTable = 'discount_codes' | 'promotions';

/** An offer's own columns: its store, id and change time are the write's. */
export type OfferValues<T extends OfferTable> = Omit<Updateable<Database[T]>, 'id' | 'store_id' | 'updated_at'>;

/**
 * Creates an offer (id null) or changes the store's own one, and answers its row; undefined when the id is not one of
 * the store's. Kysely cannot type a write to "either table", so the two tables' writes share this one statement shape
 * with the types checked at the caller's side.
 */
export async function writeOfferRow<T extends OfferTable>(
  db: Kysely<Database>,
  table: T,
  storeId: string,
  id: string | null,
  values: OfferValues<T>,
): Promise<Selectable<Database[T]> | undefined> {
  const one = table as 'promotions';
  const row = id
    ? await db
        .updateTable(one)
        .set({ ...(values as Updateable<Database['promotions']>), updated_at: new Date() })
        .where('id', '=', id)
        .where('store_id', '=', storeId)
        .returningAll()
        .executeTakeFirst()
    : await db
        .insertInto(one)
        .values({ ...(values as Insertable<Database['promotions']>), store_id: storeId })
        .returningAll()
        .executeTakeFirstOrThrow();
  return row as Selectable<Database[T]> | undefined;
}
