import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Abandoned checkouts (docs/product/abandoned-checkouts.md): what a shopper left in the cart's order form when she
 * ticked "Quiero que la tienda me escriba si no termino el pedido" — her phone (and its key, the digits the order
 * limits count, so her order deletes the row), name, optional e-mail and cart lines — one row per store and phone,
 * replaced as she edits from the same browser (`client_key_hash`: the SHA-256 of the browser's own random key, so
 * nobody else who knows her phone can change or forget it). Deleted when she orders, and by a scheduled job 7 days after it was last saved. A store may
 * send one e-mail reminder after `abandoned_reminder_minutes` (null: none); `reminded_at` records it was sent. Kept
 * apart from any table of customers: a later customers table joins it by (store_id, phone_key). Tenant data:
 * row-level security as the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE TABLE abandoned_checkouts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      phone_key text NOT NULL CHECK (char_length(phone_key) BETWEEN 6 AND 20),
      client_key_hash text NOT NULL CHECK (char_length(client_key_hash) = 64),
      customer_phone text NOT NULL CHECK (char_length(customer_phone) BETWEEN 6 AND 40),
      customer_name text NOT NULL CHECK (char_length(customer_name) BETWEEN 1 AND 120),
      customer_email text CHECK (char_length(customer_email) <= 254),
      lines jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array' AND jsonb_array_length(lines) BETWEEN 1 AND 50),
      total_cents bigint NOT NULL CHECK (total_cents >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      reminded_at timestamptz,
      UNIQUE (store_id, phone_key)
    );
    CREATE INDEX abandoned_checkouts_store_idx ON abandoned_checkouts (store_id, updated_at DESC);
    CREATE INDEX abandoned_checkouts_age_idx ON abandoned_checkouts (updated_at);
    ALTER TABLE abandoned_checkouts ENABLE ROW LEVEL SECURITY;
    ALTER TABLE abandoned_checkouts FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON abandoned_checkouts USING ${scoped} WITH CHECK ${scoped};

    ALTER TABLE stores ADD COLUMN abandoned_reminder_minutes integer
      CHECK (abandoned_reminder_minutes BETWEEN 30 AND 4320);
  `,
  );
}
