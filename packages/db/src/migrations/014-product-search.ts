import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Storefront search (docs/product/storefront.md, "Búsqueda"), done by
 * PostgreSQL on the server and on PGlite alike (create-db.ts loads the same
 * contrib extensions there):
 *
 * - `es_unaccent`: the Spanish full-text configuration with accents folded
 *   first, so "cafe" finds "Café" and "remeras" finds "Remera" (one stem).
 * - `products.search_vector`: name (weight A) and description (weight B),
 *   kept by PostgreSQL itself (a generated column), with a GIN index.
 * - `products.name_terms`: the stems of the name alone, which a query word
 *   one letter away from still finds (fuzzystrmatch's levenshtein).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
    CREATE TEXT SEARCH CONFIGURATION es_unaccent (COPY = pg_catalog.spanish);
    ALTER TEXT SEARCH CONFIGURATION es_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;

    ALTER TABLE products
      ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('es_unaccent', name), 'A') || setweight(to_tsvector('es_unaccent', description), 'B')
      ) STORED,
      ADD COLUMN name_terms text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('es_unaccent', name))) STORED;
    CREATE INDEX products_search_idx ON products USING gin (search_vector);
  `,
  );
}
