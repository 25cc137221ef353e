import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { FIRST_RESERVATION_EXPIRY } from '../public-store/store-page-version';
import { VARIANT_IN_STOCK } from '../search/search-sql';

/**
 * The stock side of a store's catalogue index (catalogue-index.ts): which of its variants on sale cannot be sold now,
 * by the one rule of availability (modules/stock/availability.ts), and when that changes by itself. It is what an
 * order changes, so the storefront reads it again at every pages version while the rest of the index is kept under
 * the catalogue version (migration 060).
 */
export interface CatalogueStock {
  /** The variants on sale, of products on sale, with no unit to sell now. */
  out: Set<string>;
  /** When it stops being true by itself (the first active reservation to expire), or null. */
  until: Date | null;
}

/** Reads the store's stock flags: two prepared statements, the first a row for each variant out of stock. */
export async function readCatalogueStock(db: Kysely<Database>, storeId: string): Promise<CatalogueStock> {
  const [out, until] = await Promise.all([
    sql<{ id: string }>`
      select v.id from product_variants v join products p on p.id = v.product_id
      where v.store_id = ${storeId}::uuid and v.is_active and p.is_active and not ${VARIANT_IN_STOCK}
      ${sql.raw(PREPARED)}`.execute(db),
    sql<{ at: Date | string | null }>`
      select ${FIRST_RESERVATION_EXPIRY} as at from product_variants v where v.store_id = ${storeId}::uuid and v.reserved_units > 0
      ${sql.raw(PREPARED)}`.execute(db),
  ]);
  const at = until.rows[0]?.at;
  return { out: new Set(out.rows.map((r) => r.id)), until: at ? new Date(at) : null };
}
