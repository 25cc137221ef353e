import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * "Importar CSV" as a job (docs/decisions/025-import-as-a-job.md): the
 * confirmed file's text waits here, with the job that writes it, until the
 * job's one transaction writes it and marks the row done (or failed, with a
 * Spanish reason). The merchant's page reads its state and progress
 * (`rows_done` of `rows_total`). At most one queued or running import per
 * store (a partial unique index); `file_hash` tells a repeated confirmation
 * of the same file from another. The text is cleared when the import ends.
 * `product_handles` keeps each imported product's address on its platform
 * (Tiendanube's "Identificador de URL", Shopify's "Handle"), written by the
 * import, as "Subir fotos (ZIP)" names photos by it. Tenant data: row-level
 * security as the rest (migration 023's pattern).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE TABLE catalogue_imports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
      file_hash text NOT NULL CHECK (char_length(file_hash) = 64),
      csv text CHECK (char_length(csv) <= 4194304),
      rows_total integer NOT NULL CHECK (rows_total >= 0),
      rows_done integer NOT NULL DEFAULT 0 CHECK (rows_done >= 0),
      products_total integer NOT NULL CHECK (products_total >= 0),
      created integer,
      updated integer,
      pictures_to_fetch integer,
      error text CHECK (char_length(error) <= 2000),
      failures jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz
    );
    CREATE INDEX catalogue_imports_store_idx ON catalogue_imports (store_id, created_at DESC);
    CREATE UNIQUE INDEX catalogue_imports_one_active ON catalogue_imports (store_id) WHERE state IN ('queued', 'running');
    ALTER TABLE catalogue_imports ENABLE ROW LEVEL SECURITY;
    ALTER TABLE catalogue_imports FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON catalogue_imports USING ${scoped} WITH CHECK ${scoped};

    CREATE TABLE product_handles (
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      handle text NOT NULL CHECK (char_length(handle) BETWEEN 1 AND 300),
      product_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (store_id, handle),
      FOREIGN KEY (store_id, product_id) REFERENCES products (store_id, id) ON DELETE CASCADE
    );
    CREATE INDEX product_handles_product_idx ON product_handles (product_id);
    ALTER TABLE product_handles ENABLE ROW LEVEL SECURITY;
    ALTER TABLE product_handles FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON product_handles USING ${scoped} WITH CHECK ${scoped};
  `,
  );
}
