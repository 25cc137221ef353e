import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Storefront search finds a product by its tags too (docs/product/storefront.md,
 * "Búsqueda"): `search_vector` (migration 014) becomes name (weight A),
 * description and tags (weight B). A generated column takes only immutable
 * functions and `array_to_string` is not marked so, hence the small
 * immutable wrapper (it only joins the texts with spaces).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE FUNCTION product_tags_text(tags text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN array_to_string(tags, ' ');
    ALTER TABLE products DROP COLUMN search_vector;
    ALTER TABLE products
      ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('es_unaccent', name), 'A')
          || setweight(to_tsvector('es_unaccent', description), 'B')
          || setweight(to_tsvector('es_unaccent', product_tags_text(tags)), 'B')
      ) STORED;
    CREATE INDEX products_search_idx ON products USING gin (search_vector);
  `,
  );
}
