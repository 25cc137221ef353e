import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Mercado Pago Checkout Pro per order (docs/product/orders.md, "Paying with
 * Mercado Pago"; docs/SECURITY.md, "Mercado Pago notifications").
 *
 * - `mercado_pago_accounts`: a store's connection, by a pasted token (with the
 *   seller's own notification secret) or by OAuth (a refresh token and the
 *   access token's expiry; notifications signed with the platform's secret).
 *   Credentials are kept encrypted (AES-256-GCM under a key derived from the
 *   server's secret); the account's id, nickname and e-mail are what the
 *   owner sees of it.
 * - `mercado_pago_notifications`: the request ids of notifications already
 *   accepted, so a replayed one within its time window does nothing.
 * - orders: the preference's id and link, the payment read from Mercado Pago
 *   (id, method, cuotas, when it was last read), and the payment states that
 *   answer can lead to. Money arrived (received, or paid without stock) keeps
 *   its moment.
 * Both tables fail closed under row-level security, as every tenant table
 * does (migration 019).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  const rls = (table: string) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${table} USING ${scoped} WITH CHECK ${scoped};`;
  await runSql(
    db,
    `
    CREATE TABLE mercado_pago_accounts (
      store_id uuid PRIMARY KEY REFERENCES stores (id) ON DELETE CASCADE,
      mp_user_id text NOT NULL CHECK (char_length(mp_user_id) BETWEEN 1 AND 64),
      nickname text CHECK (char_length(nickname) <= 200),
      email text CHECK (char_length(email) <= 320),
      connected_by text NOT NULL DEFAULT 'token' CHECK (connected_by IN ('token', 'oauth')),
      access_token_encrypted text NOT NULL,
      refresh_token_encrypted text,
      token_expires_at timestamptz,
      webhook_secret_encrypted text,
      confirm_on_payment boolean NOT NULL DEFAULT false,
      connected_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- A pasted token comes with the seller's own notification secret; an OAuth connection uses the platform application's.
      CHECK ((connected_by = 'token') = (webhook_secret_encrypted IS NOT NULL)),
      CHECK ((connected_by = 'oauth') = (refresh_token_encrypted IS NOT NULL AND token_expires_at IS NOT NULL))
    );
    CREATE INDEX mercado_pago_accounts_expiry_idx ON mercado_pago_accounts (token_expires_at) WHERE connected_by = 'oauth';
    ${rls('mercado_pago_accounts')}

    CREATE TABLE mercado_pago_notifications (
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      request_id text NOT NULL CHECK (char_length(request_id) BETWEEN 1 AND 128),
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (store_id, request_id)
    );
    CREATE INDEX mercado_pago_notifications_received_idx ON mercado_pago_notifications (received_at);
    ${rls('mercado_pago_notifications')}

    ALTER TABLE orders DROP CONSTRAINT orders_payment_received_at_check;
    ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
    ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN
      ('pending', 'received', 'rejected', 'refunded', 'charged_back', 'amount_mismatch', 'paid_without_stock'));
    ALTER TABLE orders ADD CONSTRAINT orders_payment_received_at_check
      CHECK ((payment_status IN ('received', 'paid_without_stock')) = (payment_received_at IS NOT NULL));
    ALTER TABLE orders ADD COLUMN mp_preference_id text CHECK (char_length(mp_preference_id) <= 200);
    ALTER TABLE orders ADD COLUMN mp_checkout_url text CHECK (char_length(mp_checkout_url) <= 2000);
    ALTER TABLE orders ADD COLUMN mp_payment_id text CHECK (char_length(mp_payment_id) <= 64);
    ALTER TABLE orders ADD COLUMN mp_payment_method text CHECK (char_length(mp_payment_method) <= 64);
    ALTER TABLE orders ADD COLUMN mp_installments integer CHECK (mp_installments BETWEEN 1 AND 72);
    ALTER TABLE orders ADD COLUMN mp_checked_at timestamptz;
    CREATE INDEX orders_mp_open_idx ON orders (mp_checked_at NULLS FIRST, created_at)
      WHERE mp_preference_id IS NOT NULL AND payment_status IN ('pending', 'rejected');
  `,
  );
}
