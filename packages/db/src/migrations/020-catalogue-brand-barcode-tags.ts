import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * The catalogue fields a merchant brings from another platform
 * (docs/product/catalogue.md, "Marca, código de barras, etiquetas y precio
 * anterior"): a product's brand and tags, a variant's barcode (GTIN or the
 * shop's own) and its price before a promotion, as a full price.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `ALTER TABLE products ADD COLUMN brand text NOT NULL DEFAULT '' CHECK (char_length(brand) <= 80);
ALTER TABLE products ADD COLUMN tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 30);
ALTER TABLE product_variants ADD COLUMN barcode text CHECK (char_length(barcode) <= 64);
ALTER TABLE product_variants ADD COLUMN compare_at_price_cents bigint CHECK (compare_at_price_cents >= 0);`,
  );
}
