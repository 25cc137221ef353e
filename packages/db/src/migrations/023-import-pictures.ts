import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Pictures an "Importar CSV" file names by address (docs/product/catalogue.md,
 * "Fotos desde la planilla"): one row per picture to bring, written in the
 * import's transaction with the job that fetches them, so the import commits
 * fast and the fetching can be retried picture by picture. A row remembers
 * the file's row and address, the variants whose picture it is, and how it
 * ended (the stored picture, or the reason in Spanish), which is the
 * merchant's report. Tenant data: row-level security as the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE TABLE import_pictures (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      product_id uuid NOT NULL,
      row_number integer NOT NULL,
      position integer NOT NULL CHECK (position >= 0),
      source_url text NOT NULL CHECK (char_length(source_url) <= 2000),
      variant_ids uuid[] NOT NULL DEFAULT '{}',
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
      url text,
      error text CHECK (char_length(error) <= 500),
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      FOREIGN KEY (store_id, product_id) REFERENCES products (store_id, id) ON DELETE CASCADE
    );
    CREATE INDEX import_pictures_product_idx ON import_pictures (product_id, state, position);
    CREATE INDEX import_pictures_store_idx ON import_pictures (store_id, created_at);
    ALTER TABLE import_pictures ENABLE ROW LEVEL SECURITY;
    ALTER TABLE import_pictures FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON import_pictures USING ${scoped} WITH CHECK ${scoped};
  `,
  );
}
