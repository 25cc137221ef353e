import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

/*
 * The seeded benchmark store (packages/db/src/seed/bench-seed.ts) made to look like a clothing shop's export for
 * `bench:search`: its categories under parents ("Ropa", "Complementos"), each product filed under the category its
 * name says, a brand, tags and who it is made for. A few set-based statements; the search rows follow by the
 * catalogue's own triggers (migration 038).
 */

/** Each seeded name's first word → the category it belongs under. */
const CATEGORY_OF: Record<string, string> = {
  Remera: 'Remeras',
  Camisa: 'Remeras',
  Buzo: 'Abrigos',
  Campera: 'Abrigos',
  Pantalón: 'Pantalones',
  Jean: 'Pantalones',
  Vestido: 'Pantalones',
  Gorra: 'Accesorios',
  Bolso: 'Accesorios',
  Zapatilla: 'Calzado',
};
const PARENT_OF: Record<string, string> = {
  Remeras: 'Ropa',
  Abrigos: 'Ropa',
  Pantalones: 'Ropa',
  Accesorios: 'Complementos',
  Calzado: 'Complementos',
};
export const SEARCH_BENCH_BRANDS = ['Nike', 'Adidas', 'Topper', 'Puma', 'Levi’s', 'Kosiuko', 'Vitamina', 'Rapsodia'];
const TAGS = [['algodón', 'verano'], ['invierno', 'abrigo'], ['oferta'], ['nueva temporada', 'urbano'], []];

/** Whether the store was already made so (a parent category exists). */
async function enriched(db: Kysely<Database>, storeId: string) {
  const parent = await db
    .selectFrom('categories')
    .select('id')
    .where('store_id', '=', storeId)
    .where('name', '=', 'Ropa')
    .executeTakeFirst();
  return parent !== undefined;
}

/** Makes the store `storeId` a clothing shop's catalogue, once. */
export async function enrichSearchStore(db: Kysely<Database>, storeId: string): Promise<void> {
  if (await enriched(db, storeId)) return;
  await db.transaction().execute(async (trx) => {
    const parents = await trx
      .insertInto('categories')
      .values(['Ropa', 'Complementos'].map((name) => ({ store_id: storeId, name })))
      .returning(['id', 'name'])
      .execute();
    for (const [child, parent] of Object.entries(PARENT_OF))
      await trx
        .updateTable('categories')
        .set({ parent_id: parents.find((p) => p.name === parent)?.id ?? null })
        .where('store_id', '=', storeId)
        .where('name', '=', child)
        .execute();
    const filing = Object.entries(CATEGORY_OF);
    await sql`
      with filed as (
        select p.id, c.id as category_id from products p
        join unnest(${filing.map(([word]) => word)}::text[], ${filing.map(([, name]) => name)}::text[]) f(word, category)
          on split_part(p.name, ' ', 1) = f.word
        join categories c on c.store_id = p.store_id and c.name = f.category
        where p.store_id = ${storeId}::uuid
      )
      update products p set category_id = filed.category_id from filed where p.id = filed.id`.execute(trx);
    await sql`delete from product_categories pc using products p
      where pc.product_id = p.id and p.store_id = ${storeId}::uuid and pc.category_id <> p.category_id`.execute(trx);
    // Brand, tags and who it is for by the product's place in the store (deterministic, no two neighbours alike).
    await sql`
      with numbered as (
        select id, row_number() over (order by created_at, id) as n from products where store_id = ${storeId}::uuid
      )
      update products p set
        brand = (${SEARCH_BENCH_BRANDS}::text[])[1 + numbered.n % ${SEARCH_BENCH_BRANDS.length}],
        tags = array(select jsonb_array_elements_text((${JSON.stringify(TAGS)}::jsonb) -> (numbered.n % ${TAGS.length})::int)),
        gender = (array['female', 'male', 'unisex'])[1 + numbered.n % 3]
      from numbered where p.id = numbered.id`.execute(trx);
  });
}
