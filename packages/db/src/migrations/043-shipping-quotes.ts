import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * A carrier's answer for a day (ADR 039): its services' prices and days and its
 * nearest branches, kept per store, carrier, origin, destination and package
 * (`quote_key`), so the cart and the order that follows ask the carrier once.
 * An expired row is replaced by the next quote; housekeeping is not needed
 * for correctness. Tenant data: row-level security.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE TABLE shipping_quotes (
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      carrier text NOT NULL CHECK (carrier IN ('correo_argentino', 'oca')),
      quote_key text NOT NULL,
      answer jsonb NOT NULL CHECK (jsonb_typeof(answer) = 'object'),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (store_id, carrier, quote_key)
    );
    ALTER TABLE shipping_quotes ENABLE ROW LEVEL SECURITY;
    ALTER TABLE shipping_quotes FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON shipping_quotes USING ${scoped} WITH CHECK ${scoped};
  `,
  );
}
