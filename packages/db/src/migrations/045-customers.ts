import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Customers (docs/product/customers.md, docs/decisions/040-customers-and-statistics.md):
 * - `phone_identity(text)` is the shopper's phone as the key the order path already uses
 *   (`customerPhoneKey` in packages/core: "11 5555-1234" and "+54 9 11 5555 1234" are both 5491155551234);
 *   packages/db/test/phone-identity.test.ts holds the two to the same answers;
 * - a customer is found by one of its keys (`customer_keys`: `p:` and the phone's key, `e:` and the e-mail in
 *   lower case); a merge moves the keys, so the next order with either phone finds the one left;
 * - every order is linked in its own INSERT by a trigger (no round trip more for the shopper), and again when the
 *   admin changes its phone or e-mail; an order with neither gets a customer of its own;
 * - the figures (orders, total spent, last purchase) are read from the orders, never kept twice.
 * Existing orders are linked here, oldest first. Tenant data: row-level security as the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE FUNCTION argentine_national_number(digits text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
    DECLARE
      national text := CASE WHEN digits LIKE '0%' THEN substr(digits, 2) ELSE digits END;
    BEGIN
      IF length(national) = 12 THEN
        FOR area IN 2..4 LOOP
          IF substr(national, area + 1, 2) = '15' THEN
            national := substr(national, 1, area) || substr(national, area + 3);
            EXIT;
          END IF;
        END LOOP;
      END IF;
      RETURN CASE WHEN national ~ '^[1-9][0-9]{9}$' THEN national END;
    END
    $$;
    CREATE FUNCTION phone_identity(phone text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
    DECLARE
      typed text := btrim(coalesce(phone, ''), E' \\t\\n\\r');
      digits text := regexp_replace(typed, '[^0-9]', '', 'g');
      international boolean := typed LIKE '+%' OR typed LIKE '00%';
      plain text := CASE WHEN typed LIKE '00%' THEN substr(digits, 3) ELSE digits END;
      rest text;
      national text;
    BEGIN
      IF digits = '' THEN RETURN NULL; END IF;
      IF typed !~ '^[-+0-9[:space:]().]+$' THEN RETURN left(digits, 20); END IF;
      IF plain LIKE '54%' THEN
        rest := substr(plain, 3);
        national := argentine_national_number(CASE WHEN rest LIKE '9%' AND length(rest) = 11 THEN substr(rest, 2) ELSE rest END);
      ELSIF international THEN
        RETURN CASE WHEN plain ~ '^[1-9][0-9]{7,14}$' THEN plain ELSE left(digits, 20) END;
      ELSE
        national := argentine_national_number(digits);
      END IF;
      RETURN CASE WHEN national IS NULL THEN left(digits, 20) ELSE '549' || national END;
    END
    $$;

    CREATE TABLE customers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(name) <= 120),
      phone text CHECK (char_length(phone) <= 40),
      email text CHECK (char_length(email) <= 254),
      notes text NOT NULL DEFAULT '' CHECK (char_length(notes) <= 2000),
      tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 20),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (store_id, id)
    );
    CREATE INDEX customers_store_created_idx ON customers (store_id, created_at DESC);
    ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
    ALTER TABLE customers FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON customers USING ${scoped} WITH CHECK ${scoped};

    CREATE TABLE customer_keys (
      store_id uuid NOT NULL,
      key text NOT NULL CHECK (key ~ '^(p:[0-9]{1,20}|e:.{3,254})$'),
      customer_id uuid NOT NULL,
      PRIMARY KEY (store_id, key),
      FOREIGN KEY (store_id, customer_id) REFERENCES customers (store_id, id) ON DELETE CASCADE
    );
    CREATE INDEX customer_keys_customer_idx ON customer_keys (customer_id);
    ALTER TABLE customer_keys ENABLE ROW LEVEL SECURITY;
    ALTER TABLE customer_keys FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON customer_keys USING ${scoped} WITH CHECK ${scoped};

    ALTER TABLE orders ADD COLUMN customer_id uuid;
    ALTER TABLE orders ADD CONSTRAINT orders_customer_fk FOREIGN KEY (store_id, customer_id)
      REFERENCES customers (store_id, id) ON DELETE SET NULL (customer_id);
    CREATE INDEX orders_customer_idx ON orders (store_id, customer_id) INCLUDE (status, total_cents, created_at);

    CREATE FUNCTION customer_for_order(p_store uuid, p_name text, p_phone text, p_email text, p_at timestamptz) RETURNS uuid
    LANGUAGE plpgsql AS $$
    DECLARE
      phone_key text := 'p:' || phone_identity(p_phone);
      email_key text := 'e:' || nullif(lower(btrim(coalesce(p_email, ''))), '');
      chosen uuid;
    BEGIN
      SELECT k.customer_id INTO chosen FROM customer_keys k
        WHERE k.store_id = p_store AND k.key IN (phone_key, email_key)
        ORDER BY k.key LIKE 'p:%' DESC LIMIT 1;
      IF chosen IS NULL THEN
        INSERT INTO customers (store_id, name, phone, email, created_at, updated_at)
          VALUES (p_store, left(p_name, 120), p_phone, p_email, p_at, p_at) RETURNING id INTO chosen;
      ELSE
        UPDATE customers c SET name = left(p_name, 120), phone = coalesce(p_phone, c.phone), email = coalesce(p_email, c.email),
          updated_at = now() WHERE c.id = chosen;
      END IF;
      INSERT INTO customer_keys (store_id, key, customer_id)
        SELECT p_store, k, chosen FROM unnest(ARRAY[phone_key, email_key]) k WHERE k IS NOT NULL
        ON CONFLICT (store_id, key) DO NOTHING;
      RETURN chosen;
    END
    $$;
    CREATE FUNCTION link_order_customer() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' OR NEW.customer_phone IS DISTINCT FROM OLD.customer_phone OR NEW.customer_email IS DISTINCT FROM OLD.customer_email THEN
        IF TG_OP = 'INSERT' OR NEW.customer_phone IS NOT NULL OR NEW.customer_email IS NOT NULL THEN
          NEW.customer_id := customer_for_order(NEW.store_id, NEW.customer_name, NEW.customer_phone, NEW.customer_email, NEW.created_at);
        END IF;
      END IF;
      RETURN NEW;
    END
    $$;

    DO $$
    DECLARE
      o record;
    BEGIN
      PERFORM set_config('app.store_id', '*', true);
      FOR o IN SELECT id, store_id, customer_name, customer_phone, customer_email, created_at FROM orders ORDER BY created_at, id LOOP
        UPDATE orders SET customer_id = customer_for_order(o.store_id, o.customer_name, o.customer_phone, o.customer_email, o.created_at)
          WHERE id = o.id;
      END LOOP;
      PERFORM set_config('app.store_id', '', true);
    END
    $$;

    CREATE TRIGGER orders_link_customer BEFORE INSERT OR UPDATE OF customer_phone, customer_email ON orders
      FOR EACH ROW EXECUTE FUNCTION link_order_customer();
  `,
  );
}
