import type { Kysely } from 'kysely';
import { runSql } from './run-sql';
import { SEARCH_DOCUMENTS } from './search-documents-sql';

/**
 * The storefront's search reads the whole catalogue (docs/product/storefront.md, "Búsqueda";
 * docs/decisions/037-search-in-postgresql.md). Replaces migrations 014 and 022's columns on `products`.
 *
 * - `es_words`: words with accents and case folded and Spanish small words dropped, not stemmed: the Snowball
 *   stemmer made "vestido" and "vestir" one word. `search_stem` is ours, light: plural and gender only
 *   ("negras", "negro" → "negr"; "pantalones" → "pantalon"; "jeans" → "jean"); `search_stems` the stems of a text in
 *   their order, with "sin X" read as one word ("sincapucha"), so "buzo con capucha" does not find "sin capucha".
 * - `search_sound`: how a stem sounds in Spanish (s/c/z, ll/y, b/v, silent h, doubled letters), the typo matching's
 *   measure.
 * - `product_search`: each product's terms by where they come from (search-documents-sql.ts keeps them).
 * - `search_words`: the terms of every store's products, which a misspelt word is matched against (pg_trgm and
 *   fuzzystrmatch; those of descriptions only are known, never a correction's target); only ever added to.
 * - `stores.search_synonyms`: the merchant's own synonyms, a group a line.
 * - `search_queries`: what shoppers searched, a row a store, day and query, for the owner's list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  const tenant = (table: string) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${table} USING ${scoped} WITH CHECK ${scoped};`;
  await runSql(
    db,
    `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TEXT SEARCH DICTIONARY es_plain (TEMPLATE = pg_catalog.simple, STOPWORDS = spanish);
    CREATE TEXT SEARCH CONFIGURATION es_words (COPY = pg_catalog.simple);
    ALTER TEXT SEARCH CONFIGURATION es_words
      ALTER MAPPING FOR asciiword, hword_asciipart, word, hword_part WITH unaccent, es_plain;
    -- A word with hyphens is its parts ("t-shirt": "t", "shirt"), never the whole as one more word.
    ALTER TEXT SEARCH CONFIGURATION es_words DROP MAPPING FOR asciihword, hword;

    CREATE FUNCTION search_stem(w text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN CASE
      WHEN length(w) <= 3 OR w ~ '[0-9]' THEN w
      ELSE regexp_replace(
        CASE
          WHEN length(w) > 4 AND w ~ '[^aeiou]es$' THEN left(w, -2)
          WHEN w ~ '([aeo]|[^aeiou])s$' OR (length(w) > 4 AND w ~ 'is$') THEN left(w, -1)
          ELSE w
        END, '(.{3,})[aeo]$', '\\1')
    END;

    CREATE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN regexp_replace(lower(coalesce(t, '')), '\\msin\\s+', 'sin', 'g');

    CREATE FUNCTION search_words_of(t text) RETURNS TABLE (word text, stem text, place int)
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT l.lexeme, search_stem(l.lexeme), l.positions[1]::int
          FROM unnest(to_tsvector('public.es_words', search_text(t))) l ORDER BY l.positions[1] $$;

    CREATE FUNCTION search_stems(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT coalesce(array_agg(stem ORDER BY place), '{}') FROM search_words_of(t) $$;

    CREATE FUNCTION search_sound(w text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN regexp_replace(
      translate(
        regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(w,
          'ch', 'x', 'g'), 'll', 'y', 'g'), 'qu', 'k', 'g'), 'c([ei])', 's\\1', 'g'), 'h', '', 'g'),
        'czvw', 'ksbu'),
      '(.)\\1+', '\\1', 'g');

    ALTER TABLE products DROP COLUMN search_vector, DROP COLUMN name_terms;
    DROP FUNCTION product_tags_text(text[]);

    CREATE TABLE product_search (
      product_id uuid PRIMARY KEY,
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      head_terms tsvector NOT NULL,
      name_terms tsvector NOT NULL,
      detail_terms tsvector NOT NULL,
      body_terms tsvector NOT NULL,
      title_terms tsvector GENERATED ALWAYS AS (head_terms || name_terms || detail_terms) STORED,
      document tsvector GENERATED ALWAYS AS (head_terms || name_terms || detail_terms || body_terms) STORED,
      FOREIGN KEY (store_id, product_id) REFERENCES products (store_id, id) ON DELETE CASCADE
    );
    CREATE INDEX product_search_store_idx ON product_search (store_id);
    ${tenant('product_search')}

    CREATE TABLE search_words (
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      word text NOT NULL CHECK (char_length(word) BETWEEN 1 AND 100),
      shown text NOT NULL CHECK (char_length(shown) BETWEEN 1 AND 100),
      in_description_only boolean NOT NULL DEFAULT false,
      sound text GENERATED ALWAYS AS (search_sound(word)) STORED,
      PRIMARY KEY (store_id, word)
    );
    ${tenant('search_words')}

    ALTER TABLE stores ADD COLUMN search_synonyms text NOT NULL DEFAULT '' CHECK (char_length(search_synonyms) <= 4000);

    CREATE TABLE search_queries (
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      day date NOT NULL,
      query text NOT NULL CHECK (char_length(query) BETWEEN 1 AND 100),
      searches integer NOT NULL DEFAULT 1 CHECK (searches >= 1),
      results integer NOT NULL CHECK (results >= 0),
      PRIMARY KEY (store_id, day, query)
    );
    ${tenant('search_queries')}

    ${SEARCH_DOCUMENTS}
    SELECT refresh_product_search(array(SELECT id FROM products));
  `,
  );
}
