import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Two reads of a search (bench:search, bench/README.md) from indexes: a word few products have is found through its
 * own entries of `product_search.document` (migration 038), whatever the store's size; the store's brands, which its
 * filters name, are read from an index of the active products that have one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE INDEX product_search_document_idx ON product_search USING gin (document);
    CREATE INDEX products_store_brand_idx ON products (store_id, brand) WHERE is_active AND brand <> '';
  `,
  );
}
