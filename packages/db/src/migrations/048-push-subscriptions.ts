import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Web Push for the seller's devices (docs/decisions/041-shopper-follow-up-and-push.md): the platform's VAPID key pair,
 * made once by the first server that needs it and kept here (one row; the private key sealed with the server's
 * secret, docs/SECURITY.md), and each owner device's subscription (its push service's address and the browser's
 * keys). Several devices per owner, each can be turned off; a subscription the push service answers as gone (404,
 * 410) is deleted by the job that learns it. Tenant data: row-level security as the rest (migration 028's pattern).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE TABLE push_keys (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      public_key text NOT NULL CHECK (char_length(public_key) BETWEEN 80 AND 100),
      private_key_sealed text NOT NULL CHECK (char_length(private_key_sealed) <= 500),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE push_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      endpoint text NOT NULL CHECK (char_length(endpoint) BETWEEN 8 AND 1000),
      p256dh text NOT NULL CHECK (char_length(p256dh) BETWEEN 80 AND 100),
      auth text NOT NULL CHECK (char_length(auth) BETWEEN 16 AND 30),
      label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 80),
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_sent_at timestamptz,
      UNIQUE (store_id, endpoint)
    );
    CREATE INDEX push_subscriptions_store_idx ON push_subscriptions (store_id) WHERE enabled;
    ALTER TABLE push_subscriptions ENABLE ROW LEVEL SECURITY;
    ALTER TABLE push_subscriptions FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON push_subscriptions USING ${scoped} WITH CHECK ${scoped};
  `,
  );
}
