import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * A variant's own pictures (docs/product/catalogue.md, "Fotos por
 * variante"): addresses chosen among its product's pictures, first one
 * first. Kept as a JSON list on the variant, so the product form's saving
 * (which rewrites the product's picture rows) never loses them; saving drops
 * any the product no longer has. An update of the row raises its pages
 * version (migration 011) like any other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE product_variants ADD COLUMN images jsonb NOT NULL DEFAULT '[]'
      CHECK (jsonb_typeof(images) = 'array' AND jsonb_array_length(images) <= 5);
  `,
  );
}
