import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Wholesale price tiers (docs/product/orders.md, "Precios por mayor"; ADR
 * 042): a product's and a variant's list of `{ minQuantity, unitPriceCents }`,
 * read whole with the row by the order's check statement and the store pages
 * (a product names a handful; the API checks their shape and order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE products ADD COLUMN price_tiers jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(price_tiers) = 'array');
    ALTER TABLE product_variants ADD COLUMN price_tiers jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(price_tiers) = 'array');
  `,
  );
}
