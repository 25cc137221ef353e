import { FEED_LEFT_OUT_REASONS, type FeedLeftOut } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

/**
 * The active products the product feed leaves out (product-feed.ts), for the
 * merchant's feed settings: an item needs a picture (Google Merchant Center
 * and Meta refuse one without, and a logo in its place would be refused as a
 * generic picture), so a variant with no picture of its own, of a product
 * without pictures, has no item. A product all of whose variants are so is
 * out entirely; one with some is out for those.
 */
export async function feedLeftOut(db: Kysely<Database>, storeId: string): Promise<FeedLeftOut> {
  const { rows } = await sql<{ id: string; name: string; bare: number; variants: number }>`
    select p.id, p.name, count(*) filter (where jsonb_array_length(v.images) = 0)::int as bare, count(*)::int as variants
    from products p join product_variants v on v.product_id = p.id and v.is_active
    where p.store_id = ${storeId} and p.is_active and not exists (select 1 from product_images i where i.product_id = p.id)
    group by p.id, p.name
    having count(*) filter (where jsonb_array_length(v.images) = 0) > 0
    order by p.name, p.id
  `.execute(db);
  return {
    products: rows.map((row) => {
      const reason = row.bare === row.variants ? 'no_pictures' : 'variants_without_pictures';
      return { id: row.id, name: row.name, reason, message: FEED_LEFT_OUT_REASONS[reason] };
    }),
  };
}
