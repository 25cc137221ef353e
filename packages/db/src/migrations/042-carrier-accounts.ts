import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Carrier shipping (docs/product/orders.md, "Envíos por transportista"; ADR 039):
 * - one row per store and connected carrier (Correo Argentino's MiCorreo,
 *   OCA e-Pak), its credentials sealed by the server's secret as one value
 *   (shared/credential-box.ts), the account's public name beside them;
 * - the store's origin, default box, price adjustment and when a shipment is
 *   created, one `jsonb` column on `stores` read with the order's store
 *   (null: not set, no carrier is quoted). Tenant data: row-level security.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE TABLE carrier_accounts (
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      carrier text NOT NULL CHECK (carrier IN ('correo_argentino', 'oca')),
      account_name text NOT NULL,
      credentials_sealed text NOT NULL,
      connected_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (store_id, carrier)
    );
    ALTER TABLE carrier_accounts ENABLE ROW LEVEL SECURITY;
    ALTER TABLE carrier_accounts FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON carrier_accounts USING ${scoped} WITH CHECK ${scoped};

    ALTER TABLE stores ADD COLUMN carrier_settings jsonb CHECK (carrier_settings IS NULL OR jsonb_typeof(carrier_settings) = 'object');
  `,
  );
}
