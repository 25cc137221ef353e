import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * What keeps one request from emptying a store, and accounts safe
 * (docs/SECURITY.md):
 * - the store's reservation policy: units of a variant per storefront order,
 *   pending storefront orders per phone number, and the origins of other
 *   sites that may place orders from a browser;
 * - on storefront orders, the shopper's phone as digits and the client
 *   address they came from (an IPv6 client by its /64), so the policy counts
 *   created orders in the same transaction that creates one;
 * - two-factor sign-in (the auth library's plugin tables);
 * - every uploaded picture, for the per-store upload allowance and to clean
 *   up the ones no product or store ended up using;
 * - sessions that end 30 days after sign-in however active they are: the
 *   library slides `expires_at` on use, this trigger caps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores ADD COLUMN max_units_per_product integer NOT NULL DEFAULT 10 CHECK (max_units_per_product BETWEEN 1 AND 1000);
    ALTER TABLE stores ADD COLUMN max_pending_orders_per_phone integer NOT NULL DEFAULT 3 CHECK (max_pending_orders_per_phone BETWEEN 1 AND 100);
    ALTER TABLE stores ADD COLUMN order_origins text[] NOT NULL DEFAULT '{}' CHECK (
      cardinality(order_origins) <= 10
      AND array_to_string(order_origins, ' ') ~ '^(https?://[a-z0-9.-]+(:[0-9]{1,5})?( |$))*$'
    );

    ALTER TABLE orders ADD COLUMN customer_phone_key text CHECK (customer_phone_key ~ '^[0-9]{1,20}$');
    ALTER TABLE orders ADD COLUMN placed_from text CHECK (char_length(placed_from) <= 64);
    UPDATE orders SET customer_phone_key = nullif(left(regexp_replace(customer_phone, '\\D', '', 'g'), 20), '') WHERE source = 'storefront';
    CREATE INDEX orders_pending_phone_idx ON orders (store_id, customer_phone_key) WHERE source = 'storefront' AND status = 'pending';
    CREATE INDEX orders_placed_from_idx ON orders (store_id, placed_from, created_at) WHERE placed_from IS NOT NULL;

    ALTER TABLE users ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false;
    CREATE TABLE two_factors (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      secret text NOT NULL,
      backup_codes text NOT NULL,
      verified boolean NOT NULL DEFAULT true,
      failed_verification_count integer NOT NULL DEFAULT 0,
      locked_until timestamptz
    );
    CREATE INDEX two_factors_user_id_idx ON two_factors (user_id);
    CREATE INDEX two_factors_secret_idx ON two_factors (secret);

    CREATE TABLE uploads (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      url text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('logo', 'banner', 'product')),
      bytes integer NOT NULL CHECK (bytes >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX uploads_store_created_idx ON uploads (store_id, created_at);
    CREATE INDEX uploads_created_idx ON uploads (created_at);
    ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;
    ALTER TABLE uploads FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON uploads
      USING (coalesce(current_setting('app.store_id', true), '') = '' OR store_id = nullif(current_setting('app.store_id', true), '')::uuid)
      WITH CHECK (coalesce(current_setting('app.store_id', true), '') = '' OR store_id = nullif(current_setting('app.store_id', true), '')::uuid);

    CREATE FUNCTION cap_session_lifetime() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.expires_at := least(NEW.expires_at, NEW.created_at + interval '30 days');
      RETURN NEW;
    END
    $$;
    CREATE TRIGGER sessions_absolute_lifetime BEFORE INSERT OR UPDATE ON sessions
      FOR EACH ROW EXECUTE FUNCTION cap_session_lifetime();
  `,
  );
}
