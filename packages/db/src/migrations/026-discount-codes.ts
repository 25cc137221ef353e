import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Discount codes (docs/product/orders.md, "Discount codes"; ADR 022):
 * - one row per code, its text stored normalised (upper case, no spaces) and
 *   unique per store; `uses_count` counts the orders that hold a use (not
 *   cancelled), kept by the order's own statement and by every status change
 *   (orders/change-order-status.ts), under the row's lock;
 * - the order keeps the code's id and text and the discount it took, each
 *   line its share (`order_items.discount_cents`), already out of
 *   `total_cents`. Tenant data: row-level security as the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE TABLE discount_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      code text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{3,30}$'),
      kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
      value bigint NOT NULL CHECK (value > 0 AND (kind <> 'percent' OR value <= 100)),
      min_purchase_cents bigint CHECK (min_purchase_cents > 0),
      starts_at timestamptz,
      ends_at timestamptz,
      max_uses integer CHECK (max_uses > 0),
      max_uses_per_phone integer CHECK (max_uses_per_phone > 0),
      category_ids uuid[] NOT NULL DEFAULT '{}',
      product_ids uuid[] NOT NULL DEFAULT '{}',
      paused boolean NOT NULL DEFAULT false,
      uses_count integer NOT NULL DEFAULT 0 CHECK (uses_count >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (store_id, code),
      UNIQUE (store_id, id),
      CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
    );
    ALTER TABLE discount_codes ENABLE ROW LEVEL SECURITY;
    ALTER TABLE discount_codes FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON discount_codes USING ${scoped} WITH CHECK ${scoped};

    ALTER TABLE orders ADD COLUMN discount_code_id uuid;
    ALTER TABLE orders ADD COLUMN discount_code text;
    ALTER TABLE orders ADD COLUMN code_discount_cents bigint NOT NULL DEFAULT 0 CHECK (code_discount_cents >= 0);
    ALTER TABLE orders ADD CONSTRAINT orders_discount_code_fk FOREIGN KEY (store_id, discount_code_id)
      REFERENCES discount_codes (store_id, id) ON DELETE SET NULL (discount_code_id);
    CREATE INDEX orders_discount_code_idx ON orders (discount_code_id, customer_phone_key) WHERE discount_code_id IS NOT NULL;
    ALTER TABLE order_items ADD COLUMN discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0 AND discount_cents <= total_cents);
  `,
  );
}
