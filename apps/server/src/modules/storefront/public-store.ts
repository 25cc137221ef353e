import { type DeliverySettings, type PublicStore, offeredPaymentMethods } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { STORE_PROFILE_COLUMNS, toStoreProfile } from '../stores/store-dto';

/** An active store with its categories, or undefined (unknown and inactive stores look the same). */
export async function findPublicStore(db: Kysely<Database>, slug: string): Promise<PublicStore | undefined> {
  const row = await db
    .selectFrom('stores as s')
    .select([
      ...STORE_PROFILE_COLUMNS.map((column) => `s.${column}` as const),
      's.max_units_per_product',
      's.payment_methods',
      's.transfer_discount_percent',
      's.delivery_settings',
      // Each parent followed by its children (docs/product/catalogue.md, "Categorías").
      sql<{ id: string; name: string; parentId: string | null }[]>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'parentId', c.parent_id)
        order by coalesce(p.name, c.name), c.parent_id is not null, c.name) from categories c left join categories p on p.id = c.parent_id where c.store_id = s.id), '[]')`.as('categories'),
    ])
    .where('s.slug', '=', slug)
    .where('s.is_active', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toStoreProfile(row),
    maxUnitsPerProduct: row.max_units_per_product,
    paymentMethods: offeredPaymentMethods({ paymentMethods: row.payment_methods, cbu: row.cbu }),
    transferDiscountPercent: row.transfer_discount_percent,
    delivery: row.delivery_settings as DeliverySettings,
    categories: row.categories,
  };
}

export async function findActiveStoreId(db: Kysely<Database>, slug: string): Promise<{ id: string; name: string; whatsapp_number: string | null } | undefined> {
  return db.selectFrom('stores').select(['id', 'name', 'whatsapp_number']).where('slug', '=', slug).where('is_active', '=', true).executeTakeFirst();
}
